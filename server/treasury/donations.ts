import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { say } from '../../domain/messages';
import { indiaDateOf } from '../../domain/treasury/india-date';
import { newDonationReference, upiPayLink } from '../../domain/treasury/upi-link';
import { donations, mosques, receipts, treasuryFunds, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { afterCursor, decodeCursor, fetchSize, toPage } from '../lib/paginate';
import { refused } from '../lib/tree-writes';
import { notFound } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { refuseClosedMonth } from './closed-months';
import { openFundOf } from './fund-balance';
import { chandaMonthsOf, languageOfMember, refuseClosedFund, setUpTreasury } from './gift-rules';
import { issueReceipt } from './receipt-issue';
import { queueReceiptToDonor } from './receipt-sms';
import { assertKeepsTreasury, treasuryMosque } from './treasury-access';
import { withTreasuryWrite } from './treasury-write';

type Ctx = ServiceContext<'db' | 'caller' | 'config' | 'services'>;
type Donation = typeof donations.$inferSelect;
type IssuedReply = FunctionOutput<'confirmDonation'>;

const notIssued = { receiptId: null, receiptNumber: null };

/**
 * A member starts a gift to an open fund of their own masjid (another masjid's is NOT_FOUND, as if it were not
 * there) and gets the upi:// link their UPI app opens. The gift waits, 'started', for the UTR the app shows;
 * nothing reaches a fund or a receipt until the treasurer confirms it against the bank statement
 * (docs/decisions/0013-baitul-maal.md). Idempotent on the client's key: a double tap makes one gift.
 */
export async function startDonation(
  ctx: Ctx,
  input: ParsedInput<'startDonation'>,
): Promise<FunctionOutput<'startDonation'>> {
  const { db, caller, services } = ctx;
  if (caller.mosqueId !== input.mosqueId) throw notFound('Masjid');
  return withTreasuryWrite(db, caller, 'startDonation', input.idempotencyKey, async (tx, audit) => {
    const treasury = await setUpTreasury(tx, input.mosqueId);
    const fund = await openFundOf(tx, input.mosqueId, input.fundId);
    if (!fund) throw notFound('Fund');
    refuseClosedFund(fund);
    const chandaMonths = chandaMonthsOf(treasury, fund, input.amountPaise, input.chandaMonths);
    const reference = newDonationReference(randomBytes);
    const [donation] = await tx
      .insert(donations)
      .values({
        mosqueId: input.mosqueId,
        fundId: fund.id,
        memberId: caller.id,
        amountPaise: input.amountPaise,
        mode: 'upi',
        status: 'started',
        reference,
        onBehalfOf: input.onBehalfOf ?? null,
        chandaMonths,
        createdBy: caller.id,
        createdAt: services.clock.now(),
      })
      .returning({ id: donations.id });
    await audit('donation.start', { type: 'donation', id: donation!.id }, null, {
      amountPaise: input.amountPaise,
      fundId: fund.id,
      status: 'started',
      chandaMonths,
    });
    return {
      donationId: donation!.id,
      upiLink: upiPayLink({
        pa: treasury.upiId,
        pn: treasury.payeeName,
        am: input.amountPaise,
        tn: fund.name,
        tr: reference,
      }),
      reference,
      amountPaise: input.amountPaise,
      payeeName: treasury.payeeName,
      upiId: treasury.upiId,
      fundName: fund.name,
    };
  });
}

/** A member's own gift, locked for the write; anyone else's is NOT_FOUND. */
async function ownDonation(tx: Tx, memberId: string, donationId: string): Promise<Donation> {
  const [donation] = await tx
    .select()
    .from(donations)
    .where(and(eq(donations.id, donationId), eq(donations.memberId, memberId)))
    .for('update');
  if (!donation) throw notFound('Gift');
  return donation;
}

/** The member gives the UTR their UPI app showed: the gift then awaits the treasurer's confirmation. */
export async function claimDonation(
  ctx: Ctx,
  input: ParsedInput<'claimDonation'>,
): Promise<FunctionOutput<'claimDonation'>> {
  const { db, caller, services } = ctx;
  return withTreasuryWrite(db, caller, 'claimDonation', input.idempotencyKey, async (tx, audit) => {
    const donation = await ownDonation(tx, caller.id, input.donationId);
    if (donation.status !== 'started') return refused(say('donationAlreadyClaimed'));
    await tx
      .update(donations)
      .set({ utr: input.utr, status: 'awaiting', claimedAt: services.clock.now() })
      .where(eq(donations.id, donation.id));
    // The UTR itself is the member's bank reference: the audit keeps only that one was given.
    await audit(
      'donation.claim',
      { type: 'donation', id: donation.id },
      { status: 'started' },
      { status: 'awaiting' },
    );
    return { pass: true, ...say('donationClaimed') };
  });
}

const donationRow = {
  id: donations.id,
  at: sql<string>`${donations.createdAt}::text`,
  reference: donations.reference,
  fundId: donations.fundId,
  fundKey: treasuryFunds.key,
  fundName: treasuryFunds.name,
  amountPaise: donations.amountPaise,
  mode: donations.mode,
  status: donations.status,
  utr: donations.utr,
  // One probe of donations_mosque_utr_idx per row of the page: has another gift at the masjid this UTR?
  utrReused: sql<boolean>`${donations.utr} is not null and exists (
    select 1 from ${donations} other
    where other.mosque_id = ${donations.mosqueId} and other.utr = ${donations.utr} and other.id <> ${donations.id})`,
  donorName: sql<string | null>`coalesce(${users.name}, ${donations.donorName})`,
  memberId: donations.memberId,
  onBehalfOf: donations.onBehalfOf,
  chandaMonths: donations.chandaMonths,
  createdAt: donations.createdAt,
  claimedAt: donations.claimedAt,
  receiptId: receipts.id,
  receiptNumber: receipts.receiptNumber,
};

/**
 * A masjid's gifts of one status for its treasurer, newest first, by keyset on donations_mosque_status_idx.
 * A UTR given for another gift at the same masjid is flagged, so the treasurer checks the statement first.
 */
export async function donationsOf(
  ctx: Ctx,
  input: ParsedInput<'getDonations'>,
): Promise<FunctionOutput<'getDonations'>> {
  const { db, caller } = ctx;
  await treasuryMosque(db, caller, input.mosqueId);
  const cursor = decodeCursor(input.cursor);
  const limit = input.limit ?? 20;
  const rows = await db
    .select(donationRow)
    .from(donations)
    .innerJoin(treasuryFunds, eq(treasuryFunds.id, donations.fundId))
    .leftJoin(users, eq(users.id, donations.memberId))
    .leftJoin(receipts, eq(receipts.donationId, donations.id))
    .where(
      and(
        eq(donations.mosqueId, input.mosqueId),
        eq(donations.status, input.status ?? 'awaiting'),
        afterCursor(donations.createdAt, donations.id, cursor, 'desc'),
      ),
    )
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(fetchSize(limit));
  return toPage(
    rows,
    limit,
    (r) => ({ after: r.at, id: r.id }),
    (r) => ({
      donationId: r.id,
      reference: r.reference,
      fundId: r.fundId,
      fundKey: r.fundKey,
      fundName: r.fundName,
      amountPaise: r.amountPaise,
      mode: r.mode,
      status: r.status,
      utr: r.utr,
      utrReused: r.utrReused,
      donorName: r.donorName,
      memberId: r.memberId,
      onBehalfOf: r.onBehalfOf,
      chandaMonths: r.chandaMonths,
      createdAt: r.createdAt.toISOString(),
      claimedAt: r.claimedAt?.toISOString() ?? null,
      receiptId: r.receiptId,
      receiptNumber: r.receiptNumber,
    }),
  );
}

/** A gift of the caller's treasury, locked for the write: NOT_FOUND, or 403 for another masjid's. */
async function keptDonation(ctx: Ctx, tx: Tx, donationId: string): Promise<Donation> {
  const [donation] = await tx.select().from(donations).where(eq(donations.id, donationId)).for('update');
  assertKeepsTreasury(ctx.caller, donation, 'Gift');
  return donation!;
}

/** A member's name, mobile and language, for the receipt it prints and the message that brings it. */
async function donorMember(tx: Tx, memberId: string | null) {
  if (!memberId) return null;
  const [member] = await tx
    .select({
      name: users.name,
      uniqueId: users.uniqueId,
      mobile: users.mobile,
      onWhatsapp: sql<boolean>`${users.alertWhatsappConsentAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, memberId));
  if (!member) return null;
  return { ...member, language: await languageOfMember(tx, member.mobile) };
}

/**
 * Issues a gift's receipt and, when the donor is a member with a mobile, queues its link to them (on WhatsApp
 * when they opted in there, by SMS otherwise), in the write's transaction. The caller has checked the gift, the fund and the month.
 */
async function issueAndTell(
  ctx: Ctx,
  tx: Tx,
  gift: { donation: Donation; donorName: string; member: Awaited<ReturnType<typeof donorMember>> },
) {
  const { donation, member } = gift;
  const now = ctx.services.clock.now();
  const treasury = await setUpTreasury(tx, donation.mosqueId);
  // The fund is locked before the receipt counter, in the order recordDonation takes them: two issues at once
  // then wait for each other instead of deadlocking.
  const fund = await openFundOf(tx, donation.mosqueId, donation.fundId);
  const issued = await issueReceipt(tx, {
    donation,
    fund: fund!,
    treasury,
    donorName: gift.donorName,
    language: member?.language ?? 'en',
    issuedBy: ctx.caller.id,
    now,
  });
  if (member?.mobile) {
    const [mosque] = await tx
      .select({ name: mosques.name })
      .from(mosques)
      .where(eq(mosques.id, donation.mosqueId));
    await queueReceiptToDonor(tx, ctx, {
      mobile: member.mobile,
      onWhatsapp: member.onWhatsapp,
      language: member.language,
      receiptNumber: issued.receiptNumber,
      amountPaise: donation.amountPaise,
      mosqueName: mosque!.name,
      code: issued.code,
    });
  }
  return issued;
}

/**
 * The treasurer confirms an awaiting UPI gift against the bank statement: its receipt is issued, numbered
 * without gaps, the fund grows, and the member is sent the receipt's link. The receipt prints the member's
 * name as the donor (on-behalf-of is printed apart). Refused (pass false) when the gift is not awaiting or
 * today's month is closed.
 */
export async function confirmDonation(ctx: Ctx, input: ParsedInput<'confirmDonation'>): Promise<IssuedReply> {
  const { db, caller, services } = ctx;
  return withTreasuryWrite(db, caller, 'confirmDonation', input.idempotencyKey, async (tx, audit) => {
    const donation = await keptDonation(ctx, tx, input.donationId);
    if (donation.status !== 'awaiting') return { ...refused(say('donationNotAwaiting')), ...notIssued };
    const closed = await refuseClosedMonth(tx, donation.mosqueId, indiaDateOf(services.clock.now()));
    if (closed) return { ...closed, ...notIssued };
    const member = await donorMember(tx, donation.memberId);
    const donorName = member?.name ?? donation.donorName ?? member?.uniqueId ?? donation.reference;
    const issued = await issueAndTell(ctx, tx, { donation, donorName, member });
    await audit(
      'donation.confirm',
      { type: 'donation', id: donation.id },
      { status: 'awaiting' },
      {
        status: 'confirmed',
        amountPaise: donation.amountPaise,
        fundId: donation.fundId,
        receiptId: issued.receiptId,
        receiptNumber: issued.receiptNumber,
      },
    );
    return {
      pass: true,
      ...say('donationConfirmed', { number: issued.receiptNumber }),
      receiptId: issued.receiptId,
      receiptNumber: issued.receiptNumber,
    };
  });
}

/** The treasurer rejects an awaiting gift the bank statement does not show, with the reason. */
export async function rejectDonation(
  ctx: Ctx,
  input: ParsedInput<'rejectDonation'>,
): Promise<FunctionOutput<'rejectDonation'>> {
  const { db, caller, services } = ctx;
  return withTreasuryWrite(db, caller, 'rejectDonation', input.idempotencyKey, async (tx, audit) => {
    const donation = await keptDonation(ctx, tx, input.donationId);
    if (donation.status !== 'awaiting') return refused(say('donationNotAwaiting'));
    await tx
      .update(donations)
      .set({
        status: 'rejected',
        decisionReason: input.reason,
        decidedAt: services.clock.now(),
        decidedBy: caller.id,
      })
      .where(eq(donations.id, donation.id));
    await audit(
      'donation.reject',
      { type: 'donation', id: donation.id },
      { status: 'awaiting' },
      { status: 'rejected', amountPaise: donation.amountPaise, fundId: donation.fundId },
    );
    return { pass: true, ...say('donationRejected') };
  });
}

/**
 * The treasurer records a cash, cheque or bank gift; its receipt is issued at once. With a memberId (a member
 * of this masjid, else NOT_FOUND) the gift is in the member's giving and they get the receipt's link by SMS.
 * The PAN goes on the receipt for 80G, never into the audit trail.
 */
export async function recordDonation(ctx: Ctx, input: ParsedInput<'recordDonation'>): Promise<IssuedReply> {
  const { db, caller, services } = ctx;
  return withTreasuryWrite(db, caller, 'recordDonation', input.idempotencyKey, async (tx, audit) => {
    await treasuryMosque(tx, caller, input.mosqueId);
    const treasury = await setUpTreasury(tx, input.mosqueId);
    const fund = await openFundOf(tx, input.mosqueId, input.fundId);
    if (!fund) throw notFound('Fund');
    if (fund.closedAt) return { ...refused(say('fundIsClosed')), ...notIssued };
    const chandaMonths = chandaMonthsOf(treasury, fund, input.amountPaise, input.chandaMonths);
    const memberId = input.memberId ?? null;
    if (memberId) {
      const [member] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, memberId), eq(users.role, 'user'), eq(users.mosqueId, input.mosqueId)));
      if (!member) throw notFound('Member');
    }
    const now = services.clock.now();
    const closed = await refuseClosedMonth(tx, input.mosqueId, indiaDateOf(now));
    if (closed) return { ...closed, ...notIssued };
    const [donation] = await tx
      .insert(donations)
      .values({
        mosqueId: input.mosqueId,
        fundId: fund.id,
        memberId,
        amountPaise: input.amountPaise,
        mode: input.mode,
        status: 'awaiting',
        reference: newDonationReference(randomBytes),
        onBehalfOf: input.onBehalfOf ?? null,
        donorName: input.donorName,
        donorAddress: input.address ?? null,
        donorPan: input.pan ?? null,
        chandaMonths,
        createdBy: caller.id,
        createdAt: now,
      })
      .returning();
    const member = await donorMember(tx, memberId);
    const issued = await issueAndTell(ctx, tx, { donation: donation!, donorName: input.donorName, member });
    await audit('donation.record', { type: 'donation', id: donation!.id }, null, {
      status: 'confirmed',
      mode: input.mode,
      amountPaise: input.amountPaise,
      fundId: fund.id,
      memberId,
      receiptId: issued.receiptId,
      receiptNumber: issued.receiptNumber,
    });
    return {
      pass: true,
      ...say('donationRecorded', { number: issued.receiptNumber }),
      receiptId: issued.receiptId,
      receiptNumber: issued.receiptNumber,
    };
  });
}
