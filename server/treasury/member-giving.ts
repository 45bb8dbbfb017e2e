import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { CHANDA_FUND_KEY } from '../../domain/treasury/default-funds';
import { indiaDateOf, indiaMonthOf } from '../../domain/treasury/india-date';
import { donations, mosques, mosqueTreasuries, receipts, treasuryFunds } from '../db/schema';
import { notFound } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { fundsOf } from './funds';
import { registrationOn } from './receipt-issue';
import { receiptPdfPath } from './receipts';

type Ctx = ServiceContext<'db' | 'caller' | 'config' | 'services'>;

/** The most gifts 'My giving' lists: years of a household's gifts, in one indexed read. */
const MY_GIFTS_LIMIT = 200;

/**
 * What a member needs to give to their own masjid (another masjid is NOT_FOUND): whether it takes gifts, the
 * payee, the open funds, the suggested chanda and whether its receipts carry 80G today.
 */
export async function mosqueGiving(
  ctx: Ctx,
  input: ParsedInput<'getMosqueGiving'>,
): Promise<FunctionOutput<'getMosqueGiving'>> {
  const { db, caller, services } = ctx;
  if (caller.mosqueId !== input.mosqueId) throw notFound('Masjid');
  const [row] = await db
    .select({ id: mosques.id, name: mosques.name, treasury: mosqueTreasuries })
    .from(mosques)
    .leftJoin(mosqueTreasuries, eq(mosqueTreasuries.mosqueId, mosques.id))
    .where(eq(mosques.id, input.mosqueId));
  if (!row) throw notFound('Masjid');
  const { treasury } = row;
  // The funds in the treasurer's order (General first, then the other defaults, then the added ones).
  const funds = treasury
    ? (await fundsOf(db, input.mosqueId))
        .filter((fund) => !fund.closed)
        .map(({ fundId, key, name }) => ({ fundId, key, name }))
    : [];
  return {
    mosque: { id: row.id, name: row.name },
    open: treasury !== null,
    payeeName: treasury?.payeeName ?? null,
    funds,
    chandaPaise: treasury?.chandaPaise ?? null,
    has80G: treasury ? registrationOn(treasury, indiaDateOf(services.clock.now())) !== null : false,
    // The optional checkout (PAYMENTS_PROVIDER); without it, UPI links alone move the money.
    gateway: ctx.config.payments !== null,
  };
}

/** The months from `from` to `to` ('YYYY-MM', both included), oldest first. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  for (let m = from; m <= to; m = `${year}-${String(month).padStart(2, '0')}`) {
    months.push(m);
    month = (month % 12) + 1;
    if (month === 1) year += 1;
  }
  return months;
}

/**
 * A member's own giving: their gifts, newest first, with their receipts; each financial year's total per fund
 * from their confirmed receipts not cancelled; and their household's chanda at their masjid: the months their
 * gifts paid, and those due since chanda was asked (or since they joined) up to this India month. Four reads,
 * each on an index of the member's own rows (donations_member_idx, receipts_member_idx).
 */
export async function myGiving(
  ctx: Ctx,
  _input: ParsedInput<'getMyGiving'>,
): Promise<FunctionOutput<'getMyGiving'>> {
  const { db, caller, services } = ctx;
  const thisMonth = indiaMonthOf(services.clock.now());
  const [gifts, totals, chandaBase, paid] = await Promise.all([
    db
      .select({
        donationId: donations.id,
        mosqueName: mosques.name,
        fundKey: treasuryFunds.key,
        fundName: sql<string>`coalesce(${receipts.fundName}, ${treasuryFunds.name})`,
        amountPaise: donations.amountPaise,
        mode: donations.mode,
        status: donations.status,
        utr: donations.utr,
        onBehalfOf: donations.onBehalfOf,
        chandaMonths: donations.chandaMonths,
        createdAt: donations.createdAt,
        receiptId: receipts.id,
        receiptNumber: receipts.receiptNumber,
        cancelledAt: receipts.cancelledAt,
      })
      .from(donations)
      .innerJoin(mosques, eq(mosques.id, donations.mosqueId))
      .innerJoin(treasuryFunds, eq(treasuryFunds.id, donations.fundId))
      .leftJoin(receipts, eq(receipts.donationId, donations.id))
      .where(eq(donations.memberId, caller.id))
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(MY_GIFTS_LIMIT),
    db
      .select({
        financialYear: receipts.financialYear,
        fundKey: treasuryFunds.key,
        fundName: treasuryFunds.name,
        totalPaise: sql<number>`sum(${receipts.amountPaise})::bigint`.mapWith(Number),
      })
      .from(receipts)
      .innerJoin(treasuryFunds, eq(treasuryFunds.id, receipts.fundId))
      .where(and(eq(receipts.memberId, caller.id), isNull(receipts.cancelledAt)))
      .groupBy(receipts.financialYear, treasuryFunds.id, treasuryFunds.key, treasuryFunds.name)
      .orderBy(desc(receipts.financialYear), asc(treasuryFunds.name)),
    caller.mosqueId
      ? db
          .select({
            chandaPaise: mosqueTreasuries.chandaPaise,
            chandaFrom: mosqueTreasuries.chandaFrom,
            fundId: treasuryFunds.id,
          })
          .from(mosqueTreasuries)
          .innerJoin(
            treasuryFunds,
            and(
              eq(treasuryFunds.mosqueId, mosqueTreasuries.mosqueId),
              eq(treasuryFunds.key, CHANDA_FUND_KEY),
            ),
          )
          .where(eq(mosqueTreasuries.mosqueId, caller.mosqueId))
      : Promise.resolve([]),
    caller.mosqueId
      ? db
          .select({ month: sql<string>`unnest(${donations.chandaMonths})` })
          .from(donations)
          .innerJoin(receipts, eq(receipts.donationId, donations.id))
          .where(
            and(
              eq(donations.memberId, caller.id),
              eq(donations.mosqueId, caller.mosqueId),
              eq(donations.status, 'confirmed'),
              isNull(receipts.cancelledAt),
            ),
          )
      : Promise.resolve([]),
  ]);
  const base = chandaBase[0];
  let chanda: FunctionOutput<'getMyGiving'>['chanda'] = null;
  if (base?.chandaPaise && caller.mosqueId) {
    const paidMonths = [...new Set(paid.map((p) => p.month))].sort();
    const joined = indiaMonthOf(caller.createdAt);
    const asked = base.chandaFrom ?? thisMonth;
    const from = asked > joined ? asked : joined;
    const paidSet = new Set(paidMonths);
    chanda = {
      mosqueId: caller.mosqueId,
      chandaPaise: base.chandaPaise,
      paidMonths,
      dueMonths: monthsBetween(from, thisMonth).filter((m) => !paidSet.has(m)),
      fundId: base.fundId,
    };
  }
  return {
    gifts: gifts.map((g) => ({
      donationId: g.donationId,
      mosqueName: g.mosqueName,
      fundKey: g.fundKey,
      fundName: g.fundName,
      amountPaise: g.amountPaise,
      mode: g.mode,
      status: g.status,
      utr: g.utr,
      onBehalfOf: g.onBehalfOf,
      chandaMonths: g.chandaMonths,
      createdAt: g.createdAt.toISOString(),
      receipt: g.receiptId
        ? {
            receiptId: g.receiptId,
            receiptNumber: g.receiptNumber!,
            cancelled: g.cancelledAt !== null,
            pdfUrl: receiptPdfPath(g.receiptId),
          }
        : null,
    })),
    yearTotals: totals,
    chanda,
  };
}
