import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { COUNTRY_PREFIX } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { consents, smsOutbox, users } from '../db/schema';
import { type Tx, withTransaction } from '../db/transaction';
import type { ServiceContext } from '../protocol/context';
import { forgetCachedSessions } from '../sign-in/sessions';
import { whatsappConfigured } from '../whatsapp/whatsapp-on';

const CC = COUNTRY_PREFIX.slice(1);

/** The reason a stopped message keeps on the Messages page: the member's choice, not the gateway's. */
export const CONSENT_WITHDRAWN_REASON = 'the member turned off WhatsApp messages';

/**
 * Whether the member of a number (with its country code) still opts in to WhatsApp: the job process asks just
 * before it sends a queued alert or receipt there, so a withdrawal made while the row was being read holds too.
 */
export async function whatsappStillWanted(db: Db, phone: string): Promise<boolean> {
  if (!phone.startsWith(CC)) return false;
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, phone.slice(CC.length)), isNotNull(users.alertWhatsappConsentAt)))
    .limit(1);
  return member !== undefined;
}

/**
 * Ends every WhatsApp message to the number that is still waiting, but a sign-in code's (which the member asked
 * for there and then): withdrawn consent stops them at once, in the transaction that records it, so the job
 * process finds nothing left to send.
 */
async function stopQueuedWhatsapp(tx: Tx, mobile: string, now: Date): Promise<number> {
  const stopped = await tx
    .update(smsOutbox)
    .set({ status: 'failed', reason: CONSENT_WITHDRAWN_REASON, nextAttemptAt: null, updatedAt: now })
    .where(
      and(
        eq(smsOutbox.phone, `${CC}${mobile}`),
        eq(smsOutbox.channel, 'whatsapp'),
        ne(smsOutbox.purpose, 'otp'),
        eq(smsOutbox.status, 'queued'),
      ),
    )
    .returning({ id: smsOutbox.id });
  return stopped.length;
}

/**
 * Gives or withdraws the member's opt-in to alerts and receipts on WhatsApp. WhatsApp's policy asks for an
 * opt-in before any message a business starts, so it is kept with its time (on the account and in the consent
 * record) and audited; withdrawing it stops the member's queued WhatsApp messages in the same transaction.
 * Asking for what already holds changes nothing and records nothing. Refused where WhatsApp is not configured,
 * since nothing could be sent.
 */
export async function setAlertWhatsappConsent(
  ctx: ServiceContext<'db' | 'caller' | 'services' | 'config'>,
  { agreed }: { agreed: boolean },
) {
  const { db, caller } = ctx;
  const now = ctx.services.clock.now();
  if (!whatsappConfigured(ctx) || !caller.mobile) {
    return {
      pass: false,
      message: MSG.whatsappNotConfigured,
      alertWhatsappConsentAt: caller.alertWhatsappConsentAt?.toISOString() ?? null,
    };
  }
  const mobile = caller.mobile;
  const result = await withTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ at: users.alertWhatsappConsentAt })
      .from(users)
      .where(eq(users.id, caller.id))
      .for('no key update');
    const was = before?.at ?? null;
    if (!before || (was !== null) === agreed) return { changed: false, at: was };
    const at = agreed ? now : null;
    await tx.update(users).set({ alertWhatsappConsentAt: at, updatedAt: now }).where(eq(users.id, caller.id));
    await tx
      .insert(consents)
      .values({ userId: caller.id, kind: 'alertWhatsapp', granted: agreed, createdAt: now });
    const stopped = agreed ? 0 : await stopQueuedWhatsapp(tx, mobile, now);
    await recordAudit(
      tx,
      { id: caller.id },
      'member.alertWhatsappConsent',
      { type: 'member', id: caller.id },
      { alertWhatsappConsent: was !== null },
      { alertWhatsappConsent: agreed, ...(agreed ? {} : { stopped }) },
    );
    return { changed: true, at };
  });
  if (result.changed) forgetCachedSessions(db, caller.id);
  return {
    pass: true,
    message: agreed ? MSG.alertWhatsappConsentGiven : MSG.alertWhatsappConsentWithdrawn,
    alertWhatsappConsentAt: result.at?.toISOString() ?? null,
  };
}
