import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { COUNTRY_PREFIX } from '../../domain/constants';
import { todayInIndia } from '../../domain/dates';
import { MSG } from '../../domain/messages';
import { recordAudit } from '../audit/record-audit';
import { auditLog, consents, familyMembers, mosques, pushSubscriptions, smsOutbox } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { ServiceContext } from '../protocol/context';

/**
 * The downloaded file's name: the member's id and the day it was made, in India (where the member is), not
 * UTC, which until 05:30 IST still says yesterday.
 */
export function myDataFileName(uniqueId: string, now: Date): string {
  return `my-data-${uniqueId}-${todayInIndia(now)}.json`;
}

/**
 * Everything the portal holds about a member, as one JSON file (DPDP Act: the right to know what is held):
 * their record, each family member with details, their consent record, the SMS sent to their number, the devices that take their alerts, and what
 * staff did to their record and when (never who: the staff member's identity is not the member's data). The download is audited.
 */
export async function downloadOwnData(ctx: ServiceContext<'db' | 'caller' | 'services' | 'config'>) {
  const { db, caller } = ctx;
  const now = ctx.services.clock.now();
  const { portalName } = ctx.config;
  const family = await db
    .select()
    .from(familyMembers)
    .where(eq(familyMembers.userId, caller.id))
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
  const [masjid] = caller.mosqueId
    ? await db
        .select({ code: mosques.code, name: mosques.name, address: mosques.address })
        .from(mosques)
        .where(eq(mosques.id, caller.mosqueId))
    : [];
  const record = await db
    .select({
      kind: consents.kind,
      granted: consents.granted,
      noticeVersion: consents.noticeVersion,
      at: consents.createdAt,
    })
    .from(consents)
    .where(eq(consents.userId, caller.id))
    .orderBy(asc(consents.createdAt));
  const ids = [caller.id, ...family.map((f) => f.id)];
  const staffActions = await db
    .select({ action: auditLog.action, actorId: auditLog.actorId, at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        or(eq(auditLog.targetType, 'member'), eq(auditLog.targetType, 'familyMember')),
        inArray(auditLog.targetId, ids),
      ),
    )
    .orderBy(desc(auditLog.createdAt));
  // The SMS the portal sent to the member's number, from the outbox (90 days): what, when, and what became of it.
  const sms = caller.mobile
    ? await db
        .select({
          purpose: smsOutbox.purpose,
          language: smsOutbox.language,
          status: smsOutbox.status,
          at: smsOutbox.createdAt,
        })
        .from(smsOutbox)
        .where(eq(smsOutbox.phone, `${COUNTRY_PREFIX.slice(1)}${caller.mobile}`))
        .orderBy(desc(smsOutbox.createdAt))
    : [];
  // The member's devices that take alerts: the push service's host only, never the endpoint or its keys,
  // which would let whoever holds the file push to the device.
  const devices = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      language: pushSubscriptions.language,
      createdAt: pushSubscriptions.createdAt,
      confirmedAt: pushSubscriptions.confirmedAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, caller.id))
    .orderBy(asc(pushSubscriptions.createdAt));
  const data = {
    portal: portalName,
    exportedAt: now.toISOString(),
    member: {
      uniqueId: caller.uniqueId,
      name: caller.name,
      mobile: caller.mobile,
      dob: caller.dob,
      gender: caller.gender,
      address: caller.address,
      masjid: masjid ?? null,
      category: caller.category,
      details: caller.details,
      listedInDirectory: caller.listedInDirectory,
      urgentAlertsBySms: caller.alertSmsConsent,
      privacyNotice: {
        version: caller.noticeVersion,
        acceptedAt: caller.noticeAcceptedAt?.toISOString() ?? null,
      },
      registeredAt: caller.createdAt.toISOString(),
      updatedAt: caller.updatedAt.toISOString(),
    },
    family: family.map((f) => ({
      uniqueId: f.uniqueId,
      name: f.name,
      relation: f.relation,
      dob: f.dob,
      gender: f.gender,
      address: f.address,
      category: f.category,
      details: f.details,
      addedAt: f.createdAt.toISOString(),
    })),
    consents: record.map((c) => ({ ...c, at: c.at.toISOString() })),
    smsSent: sms.map((m) => ({ ...m, at: m.at.toISOString() })),
    pushDevices: devices.map((d) => ({
      pushService: new URL(d.endpoint).host,
      language: d.language,
      subscribedAt: d.createdAt.toISOString(),
      confirmedAt: d.confirmedAt.toISOString(),
    })),
    // What others did: the member's own downloads are not staff actions.
    staffActions: staffActions
      .filter((a) => a.actorId !== caller.id)
      .map((a) => ({ action: a.action, at: a.at.toISOString() })),
  };
  await withTransaction(db, (tx) =>
    recordAudit(tx, { id: caller.id }, 'member.downloadData', { type: 'member', id: caller.id }, null, null),
  );
  return {
    pass: true,
    message: MSG.myDataReady,
    fileName: myDataFileName(caller.uniqueId, now),
    json: JSON.stringify(data, null, 2),
  };
}
