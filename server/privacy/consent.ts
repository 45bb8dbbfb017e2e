import { eq } from 'drizzle-orm';
import { MSG } from '../../domain/messages';
import { hasAcceptedNotice, PRIVACY_NOTICE_VERSION } from '../../domain/privacy';
import { recordAudit } from '../audit/record-audit';
import { consents, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { SessionUser } from '../protocol/caller';
import type { ServiceContext } from '../protocol/context';
import { forgetCachedSessions } from '../sign-in/sessions';

type PassReply = { pass: boolean; message: string };

/** The refusal of a member write made before the notice in force was accepted; null when it may go on. */
export function noticeRefusal(caller: SessionUser): PassReply | null {
  return hasAcceptedNotice(caller.noticeVersion) ? null : { pass: false, message: MSG.noticeRequired };
}

/**
 * Records the member's acceptance of the privacy notice: the version on their account, and a row of their
 * consent record. A client that showed an older notice is asked to show the new one.
 */
export async function acceptNotice(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  { version }: { version: number },
): Promise<PassReply> {
  const { db, caller } = ctx;
  const now = ctx.services.clock.now();
  if (version !== PRIVACY_NOTICE_VERSION) return { pass: false, message: MSG.noticeOutdated };
  await withTransaction(db, async (tx) => {
    await tx
      .update(users)
      .set({ noticeVersion: version, noticeAcceptedAt: now, updatedAt: now })
      .where(eq(users.id, caller.id));
    await tx
      .insert(consents)
      .values({ userId: caller.id, kind: 'notice', granted: true, noticeVersion: version, createdAt: now });
  });
  forgetCachedSessions(db, caller.id);
  return { pass: true, message: MSG.noticeAccepted };
}

/** Gives or withdraws the member's consent to appear in the staff's members directory, and records it. */
export async function setListedInDirectory(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  { listed }: { listed: boolean },
) {
  const { db, caller } = ctx;
  const now = ctx.services.clock.now();
  await withTransaction(db, async (tx) => {
    await tx.update(users).set({ listedInDirectory: listed, updatedAt: now }).where(eq(users.id, caller.id));
    await tx
      .insert(consents)
      .values({ userId: caller.id, kind: 'directory', granted: listed, createdAt: now });
  });
  forgetCachedSessions(db, caller.id);
  return {
    pass: true,
    message: listed ? MSG.directoryListed : MSG.directoryUnlisted,
    listedInDirectory: listed,
  };
}

/**
 * Gives or withdraws the member's consent to urgent alerts by SMS (server/alerts/alert-sms.ts sends only to
 * those who gave it). A change is a row of their consent record and of the audit trail, in one transaction;
 * asking for what already holds changes nothing and records nothing.
 */
export async function setAlertSmsConsent(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  { agreed }: { agreed: boolean },
) {
  const { db, caller } = ctx;
  const now = ctx.services.clock.now();
  const changed = await withTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ agreed: users.alertSmsConsent })
      .from(users)
      .where(eq(users.id, caller.id))
      .for('no key update');
    if (!before || before.agreed === agreed) return false;
    await tx.update(users).set({ alertSmsConsent: agreed, updatedAt: now }).where(eq(users.id, caller.id));
    await tx
      .insert(consents)
      .values({ userId: caller.id, kind: 'alertSms', granted: agreed, createdAt: now });
    await recordAudit(
      tx,
      { id: caller.id },
      'member.alertSmsConsent',
      { type: 'member', id: caller.id },
      { alertSmsConsent: before.agreed },
      { alertSmsConsent: agreed },
    );
    return true;
  });
  if (changed) forgetCachedSessions(db, caller.id);
  return {
    pass: true,
    message: agreed ? MSG.alertSmsConsentGiven : MSG.alertSmsConsentWithdrawn,
    alertSmsConsent: agreed,
  };
}
