import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { COUNTRY_PREFIX } from '../../domain/constants';
import { todayInIndia } from '../../domain/dates';
import { MSG } from '../../domain/messages';
import { recordAudit } from '../audit/record-audit';
import {
  auditLog,
  consents,
  donations,
  familyMembers,
  mosques,
  pushSubscriptions,
  receipts,
  registerImports,
  registerPeople,
  smsOutbox,
  treasuryFunds,
} from '../db/schema';
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
 * their record, each family member with details, their consent record, the SMS sent to their number, the devices that take their alerts, their
 * gifts (every status) and receipts, the masjid register's records of their number not yet claimed, and what
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
  // The SMS and WhatsApp messages the portal sent to the member's number, from the outbox (90 days): what, how,
  // when, and what became of it.
  const sms = caller.mobile
    ? await db
        .select({
          purpose: smsOutbox.purpose,
          channel: smsOutbox.channel,
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
  const { gifts, giftReceipts } = await givingOf(db, caller.id);
  const register = await registerRecordsOfNumber(db, caller.mobile);
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
      // The opt-in WhatsApp's policy asks for, with its time; null: not given (or withdrawn).
      alertsOnWhatsappSince: caller.alertWhatsappConsentAt?.toISOString() ?? null,
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
    // Every gift the member began or was recorded for, whatever became of it, and the receipts issued to them,
    // as printed (their own PAN in full: it is theirs).
    gifts,
    receipts: giftReceipts,
    // What a masjid's register holds under the member's number and they have not claimed (PRIVACY.md, "The
    // masjid's register"): each record, its masjid, and the consent the committee recorded for its import.
    masjidRegister: register,
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

/** The member's gifts and receipts, oldest first, for the download. */
async function givingOf(db: ServiceContext<'db'>['db'], memberId: string) {
  const gifts = await db
    .select({
      reference: donations.reference,
      masjid: mosques.name,
      fund: treasuryFunds.name,
      amountPaise: donations.amountPaise,
      mode: donations.mode,
      status: donations.status,
      utr: donations.utr,
      onBehalfOf: donations.onBehalfOf,
      donorName: donations.donorName,
      donorAddress: donations.donorAddress,
      donorPan: donations.donorPan,
      chandaMonths: donations.chandaMonths,
      startedAt: donations.createdAt,
      claimedAt: donations.claimedAt,
      decidedAt: donations.decidedAt,
    })
    .from(donations)
    .innerJoin(mosques, eq(mosques.id, donations.mosqueId))
    .innerJoin(treasuryFunds, eq(treasuryFunds.id, donations.fundId))
    .where(eq(donations.memberId, memberId))
    .orderBy(asc(donations.createdAt), asc(donations.id));
  const issued = await db
    .select({
      receiptNumber: receipts.receiptNumber,
      masjid: mosques.name,
      donorName: receipts.donorName,
      donorAddress: receipts.donorAddress,
      donorPan: receipts.donorPan,
      onBehalfOf: receipts.onBehalfOf,
      fund: receipts.fundName,
      amountPaise: receipts.amountPaise,
      mode: receipts.mode,
      registration80G: receipts.registration80G,
      issuedOn: receipts.issuedOn,
      cancelledAt: receipts.cancelledAt,
      cancelReason: receipts.cancelReason,
      code: receipts.code,
    })
    .from(receipts)
    .innerJoin(mosques, eq(mosques.id, receipts.mosqueId))
    .where(eq(receipts.memberId, memberId))
    .orderBy(asc(receipts.issuedAt), asc(receipts.id));
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    gifts: gifts.map((g) => ({
      ...g,
      startedAt: g.startedAt.toISOString(),
      claimedAt: iso(g.claimedAt),
      decidedAt: iso(g.decidedAt),
    })),
    giftReceipts: issued.map((r) => ({ ...r, cancelledAt: iso(r.cancelledAt) })),
  };
}

/** The register people of the member's own number, not yet claimed, with their masjid and the import's consent. */
async function registerRecordsOfNumber(db: ServiceContext<'db'>['db'], mobile: string | null) {
  if (!mobile) return [];
  const rows = await db
    .select({
      masjid: mosques.name,
      name: registerPeople.name,
      mobile: registerPeople.mobile,
      fatherName: registerPeople.fatherName,
      relation: registerPeople.relation,
      headOfHousehold: registerPeople.isHead,
      dob: registerPeople.dob,
      dobApproximate: registerPeople.dobApproximate,
      gender: registerPeople.gender,
      address: registerPeople.address,
      importedAt: registerImports.createdAt,
      consentHow: registerImports.consentHow,
      consentDate: registerImports.consentDate,
      invitedAt: registerPeople.invitedAt,
    })
    .from(registerPeople)
    .innerJoin(mosques, eq(mosques.id, registerPeople.mosqueId))
    .innerJoin(registerImports, eq(registerImports.id, registerPeople.importId))
    .where(eq(registerPeople.mobile, mobile))
    .orderBy(asc(registerImports.createdAt), asc(registerPeople.rowNumber), asc(registerPeople.id));
  return rows.map((r) => ({
    ...r,
    importedAt: r.importedAt.toISOString(),
    invitedAt: r.invitedAt?.toISOString() ?? null,
  }));
}
