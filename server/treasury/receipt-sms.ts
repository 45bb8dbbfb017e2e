import { COUNTRY_PREFIX } from '../../domain/constants';
import type { Language } from '../../domain/languages';
import { rupeesText } from '../../domain/treasury/money';
import type { Tx } from '../db/transaction';
import type { ServiceContext } from '../protocol/context';
import { recordSms } from '../sms/outbox';
import { renderSms } from '../sms/templates';

/** A receipt's link stays worth sending for three days; a gateway down longer than that is told by the treasurer. */
const RECEIPT_SMS_LIFE_MS = 3 * 86_400_000;
const CC = COUNTRY_PREFIX.slice(1);

/**
 * Queues the SMS that gives a donor their receipt's public link (/receipt/<code>), in the transaction that
 * issued it: the job process sends it, so a slow gateway never holds the treasurer's confirmation, and a
 * transaction that fails sends nothing. The row keeps the number, the amount, the masjid and the code, none of
 * which is the donor's personal data.
 */
export async function queueReceiptSms(
  tx: Tx,
  ctx: ServiceContext<'config' | 'services'>,
  sms: {
    mobile: string;
    language: Language;
    receiptNumber: string;
    amountPaise: number;
    mosqueName: string;
    code: string;
  },
): Promise<void> {
  const now = ctx.services.clock.now();
  // 'Rs', not '₹': the rupee sign is not in GSM-7, and would make an English SMS UCS-2 at twice the parts.
  const amount = rupeesText(sms.amountPaise).replace('₹', 'Rs ');
  const values = [sms.receiptNumber, amount, sms.mosqueName, sms.code];
  const { parts, variables } = renderSms(ctx.config.smsTemplates, 'receipt', sms.language, values);
  await recordSms(tx, {
    createdAt: now,
    purpose: 'receipt',
    phone: `${CC}${sms.mobile}`,
    template: 'receipt',
    language: sms.language,
    parts,
    provider: ctx.services.sms.name,
    giveUpAt: new Date(now.getTime() + RECEIPT_SMS_LIFE_MS),
    variables,
    nextAttemptAt: now,
  });
}
