import { COUNTRY_PREFIX } from '../../domain/constants';
import type { Language } from '../../domain/languages';
import { receiptCheckPath } from '../../domain/routes';
import { rupeesText } from '../../domain/treasury/money';
import type { Tx } from '../db/transaction';
import type { ServiceContext } from '../protocol/context';
import { reserveBatchBudget } from '../sms/budget-share';
import { recordSms } from '../sms/outbox';
import { renderSms } from '../sms/templates';
import { queueWhatsApp } from '../whatsapp/outbox';
import { whatsappConfigured, whatsappProvider } from '../whatsapp/whatsapp-on';

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

/** What a WhatsApp receipt needs beyond the SMS's: whether the donor opted in to WhatsApp. */
type Donor = Parameters<typeof queueReceiptSms>[2] & { onWhatsapp: boolean };

/**
 * Queues the receipt's link to the donor on WhatsApp (the utility template: the number, the amount, and the
 * link to the receipt's public page, the one its QR code opens), in the issuing transaction. Only to a donor who
 * opted in, where the portal sends on WhatsApp, and out of the budget's share that is not the members' sign-ins
 * (as an alert's messages are): 'noConsent' or 'overBudget' when it cannot go, and nothing is queued.
 */
export async function queueReceiptWhatsapp(
  tx: Tx,
  ctx: ServiceContext<'config' | 'services'>,
  donor: Donor,
): Promise<'queued' | 'noConsent' | 'overBudget'> {
  if (!whatsappConfigured(ctx) || !donor.onWhatsapp) return 'noConsent';
  const reservation = await reserveBatchBudget(ctx, 1);
  if (!reservation) return 'overBudget';
  const now = ctx.services.clock.now();
  try {
    await queueWhatsApp(tx, {
      phone: donor.mobile,
      template: 'receipt',
      language: donor.language,
      params: [
        donor.receiptNumber,
        rupeesText(donor.amountPaise),
        `${ctx.config.publicUrl}${receiptCheckPath(donor.code)}`,
      ],
      provider: whatsappProvider(ctx)!,
      now,
      giveUpAt: new Date(now.getTime() + RECEIPT_SMS_LIFE_MS),
    });
  } catch (err) {
    await reservation.release();
    throw err;
  }
  return 'queued';
}

/**
 * Tells the donor of a receipt just issued: on WhatsApp when they opted in there (and the budget allows it), by
 * SMS otherwise, never both.
 */
export async function queueReceiptToDonor(
  tx: Tx,
  ctx: ServiceContext<'config' | 'services'>,
  donor: Donor,
): Promise<void> {
  if (donor.onWhatsapp && (await queueReceiptWhatsapp(tx, ctx, donor)) === 'queued') return;
  await queueReceiptSms(tx, ctx, donor);
}
