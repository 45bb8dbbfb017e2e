import { and, asc, between, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { INDIA_TIME_ZONE_SQL } from '../../domain/india-time';
import { donorKeyOf } from '../../domain/treasury/donor-key';
import { financialYearDays, monthsOfFinancialYear } from '../../domain/treasury/financial-year';
import { indiaMonthOf } from '../../domain/treasury/india-date';
import type { Db } from '../db/client';
import { mosqueTreasuries, receipts, treasuryClosedMonths, treasuryExpenses } from '../db/schema';
import { decodeCursor, fetchSize, toPage } from '../lib/paginate';
import { maySeeFullPan } from '../policy/checks';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { fundsOf } from './funds';
import { maskedPan, treasuryMosque } from './treasury-access';

type Ctx = ServiceContext<'db' | 'caller' | 'config' | 'services'>;
type MonthTotal = { month: string; fundId: string; totalPaise: number; count: number };

/** The months a masjid closed, in order. */
export async function closedMonthsOf(db: Db, mosqueId: string): Promise<string[]> {
  const rows = await db
    .select({ month: treasuryClosedMonths.month })
    .from(treasuryClosedMonths)
    .where(eq(treasuryClosedMonths.mosqueId, mosqueId))
    .orderBy(asc(treasuryClosedMonths.month));
  return rows.map((r) => r.month);
}

/**
 * A financial year's receipts by month and fund, the cancelled apart: a cancelled receipt stays listed with
 * its number but its money left the fund, so it counts in neither the collections nor the balance. One pass
 * over the masjid's (masjid, issued on) index range.
 */
async function receiptTotals(db: Db, mosqueId: string, from: string, to: string) {
  const rows = await db
    .select({
      month: sql<string>`to_char(${receipts.issuedOn}, 'YYYY-MM')`,
      fundId: receipts.fundId,
      cancelled: sql<boolean>`${receipts.cancelledAt} is not null`,
      totalPaise: sql<number>`sum(${receipts.amountPaise})::bigint`,
      count: sql<number>`count(*)::int`,
    })
    .from(receipts)
    .where(and(eq(receipts.mosqueId, mosqueId), between(receipts.issuedOn, from, to)))
    .groupBy(sql`1`, receipts.fundId, sql`3`)
    .orderBy(sql`1`, receipts.fundId);
  const total = ({ month, fundId, totalPaise, count }: (typeof rows)[number]): MonthTotal => ({
    month,
    fundId,
    totalPaise: Number(totalPaise),
    count,
  });
  return {
    collections: rows.filter((r) => !r.cancelled).map(total),
    cancelled: rows.filter((r) => r.cancelled).map(total),
  };
}

async function expenseTotals(db: Db, mosqueId: string, from: string, to: string): Promise<MonthTotal[]> {
  const rows = await db
    .select({
      month: sql<string>`to_char(${treasuryExpenses.spentOn}, 'YYYY-MM')`,
      fundId: treasuryExpenses.fundId,
      totalPaise: sql<number>`sum(${treasuryExpenses.amountPaise})::bigint`,
      count: sql<number>`count(*)::int`,
    })
    .from(treasuryExpenses)
    .where(and(eq(treasuryExpenses.mosqueId, mosqueId), between(treasuryExpenses.spentOn, from, to)))
    .groupBy(sql`1`, treasuryExpenses.fundId)
    .orderBy(sql`1`, treasuryExpenses.fundId);
  return rows.map((r) => ({ ...r, totalPaise: Number(r.totalPaise) }));
}

/** A financial year's collections and expenses by month and fund, and the funds' balances now. */
export async function treasuryReport(
  ctx: Ctx,
  input: ParsedInput<'getTreasuryReport'>,
): Promise<FunctionOutput<'getTreasuryReport'>> {
  const { db } = ctx;
  await treasuryMosque(db, ctx.caller, input.mosqueId);
  const { from, to } = financialYearDays(input.financialYear);
  const [totals, expenses, funds, closedMonths] = await Promise.all([
    receiptTotals(db, input.mosqueId, from, to),
    expenseTotals(db, input.mosqueId, from, to),
    fundsOf(db, input.mosqueId),
    closedMonthsOf(db, input.mosqueId),
  ]);
  return {
    months: monthsOfFinancialYear(input.financialYear),
    collections: totals.collections,
    expenses,
    cancelled: totals.cancelled,
    funds,
    closedMonths,
  };
}

type ArrearsRow = {
  member_id: string;
  name: string | null;
  unique_id: string;
  mobile_end: string | null;
  due_months: string[];
  due_count: number;
  last_paid_month: string | null;
};

/**
 * The masjid's members behind on chanda, in one query: for each member (role user, of this masjid) the months
 * from chanda's start (or the month they joined, if later) to this month, less the months a confirmed gift
 * with a receipt not cancelled paid. The months are made by generate_series in the database, so neither the
 * members nor their gifts are carried to the server; only the page is. Most behind first, then by id, paged by
 * the keyset (months due, id), both descending.
 */
async function arrearsPage(
  db: Db,
  mosqueId: string,
  thisMonth: string,
  after: { count: number; id: string } | null,
  size: number,
): Promise<ArrearsRow[]> {
  const keyset = after ? sql`where (due_count, member_id) < (${after.count}, ${after.id}::uuid)` : sql``;
  const result = (await db.execute(sql`
    with treasury as (
      select chanda_from from mosque_treasuries
      where mosque_id = ${mosqueId} and chanda_paise is not null and chanda_from is not null
    ),
    members as (
      select u.id, u.name, u.unique_id, right(u.mobile, 4) as mobile_end,
        greatest(t.chanda_from, to_char(u.created_at at time zone ${sql.raw(INDIA_TIME_ZONE_SQL)}, 'YYYY-MM')) as start_month
      from users u cross join treasury t
      where u.mosque_id = ${mosqueId} and u.role = 'user'
    ),
    paid as (
      select d.member_id, m.month
      from donations d
      join receipts r on r.donation_id = d.id and r.cancelled_at is null
      cross join unnest(d.chanda_months) as m(month)
      where d.mosque_id = ${mosqueId} and d.status = 'confirmed' and d.member_id is not null
        and cardinality(d.chanda_months) > 0
    ),
    due as (
      select mem.id as member_id, to_char(g, 'YYYY-MM') as month
      from members mem
      cross join generate_series(to_date(mem.start_month, 'YYYY-MM'), to_date(${thisMonth}, 'YYYY-MM'), interval '1 month') g
      where not exists (select 1 from paid p where p.member_id = mem.id and p.month = to_char(g, 'YYYY-MM'))
    ),
    behind as (
      select mem.id as member_id, mem.name, mem.unique_id, mem.mobile_end,
        array_agg(due.month order by due.month) as due_months, count(*)::int as due_count,
        (select max(p.month) from paid p where p.member_id = mem.id) as last_paid_month
      from members mem join due on due.member_id = mem.id
      group by mem.id, mem.name, mem.unique_id, mem.mobile_end
    )
    select * from behind ${keyset}
    order by due_count desc, member_id desc
    limit ${size}
  `)) as unknown as { rows: ArrearsRow[] };
  return result.rows.map((r) => ({ ...r, due_count: Number(r.due_count) }));
}

/** The treasury's suggested chanda, or null when none is asked. */
async function chandaOf(db: Db, mosqueId: string): Promise<number | null> {
  const [row] = await db
    .select({ chandaPaise: mosqueTreasuries.chandaPaise })
    .from(mosqueTreasuries)
    .where(and(eq(mosqueTreasuries.mosqueId, mosqueId), isNotNull(mosqueTreasuries.chandaFrom)));
  return row?.chandaPaise ?? null;
}

export async function arrearsOf(
  db: Db,
  mosqueId: string,
  thisMonth: string,
  cursorText: string | null | undefined,
  limit: number,
) {
  const cursor = decodeCursor(cursorText);
  const after = cursor ? { count: Number(cursor.after), id: cursor.id } : null;
  const chandaPaise = await chandaOf(db, mosqueId);
  const rows =
    chandaPaise === null ? [] : await arrearsPage(db, mosqueId, thisMonth, after, fetchSize(limit));
  const page = toPage(
    rows,
    limit,
    (r) => ({ after: r.due_count, id: r.member_id }),
    (r) => ({
      memberId: r.member_id,
      name: r.name,
      uniqueId: r.unique_id,
      mobileEnd: r.mobile_end,
      dueMonths: r.due_months,
      duePaise: r.due_count * (chandaPaise ?? 0),
      lastPaidMonth: r.last_paid_month,
    }),
  );
  return { ...page, chandaPaise };
}

export async function chandaArrears(
  ctx: Ctx,
  input: ParsedInput<'getChandaArrears'>,
): Promise<FunctionOutput<'getChandaArrears'>> {
  await treasuryMosque(ctx.db, ctx.caller, input.mosqueId);
  const thisMonth = indiaMonthOf(ctx.services.clock.now());
  return arrearsOf(ctx.db, input.mosqueId, thisMonth, input.cursor, input.limit ?? 20);
}

/**
 * Form 10BD's codes (Income-tax Rules, rule 18AB, and the e-filing portal's CSV template). A donor is
 * reported by PAN; a receipt without one has no ID the form accepts, so its ID code is left empty for the
 * treasurer to complete (the portal asks for PAN or Aadhaar first) before filing.
 */
export const FORM_10BD = {
  idCodePan: 'Permanent Account Number',
  sectionCode: 'Section 80G',
  /**
   * The form's donation types are Corpus, Specific grant and Others. A construction appeal is money given for
   * one stated object, a specific grant; corpus donations need the donor's written direction, which a receipt
   * here does not record, so every other fund (Zakat, Sadaqah, General…) is reported as Others.
   */
  typeOf: (fundKey: string | null) => (fundKey === 'construction' ? 'Specific grant' : 'Others'),
  /** The form's modes are Cash, Kind, Electronic modes including account payee cheque/draft, and Others. */
  modeOf: (mode: string) =>
    mode === 'cash' ? 'Cash' : 'Electronic modes including account payee cheque/draft',
} as const;

/** A financial year's 80G receipts not cancelled, one row per donor, donation type and mode. */
export async function form10BDRows(db: Db, mosqueId: string, financialYear: string) {
  const { from, to } = financialYearDays(financialYear);
  const issued = await db
    .select({
      receiptNumber: receipts.receiptNumber,
      donorName: receipts.donorName,
      donorAddress: receipts.donorAddress,
      donorPan: receipts.donorPan,
      fundKey: receipts.fundKey,
      mode: receipts.mode,
      amountPaise: receipts.amountPaise,
    })
    .from(receipts)
    .where(
      and(
        eq(receipts.mosqueId, mosqueId),
        between(receipts.issuedOn, from, to),
        isNotNull(receipts.registration80G),
        isNull(receipts.cancelledAt),
      ),
    )
    .orderBy(asc(receipts.issuedOn), asc(receipts.number));
  const rows = new Map<string, FunctionOutput<'getForm10BD'>['rows'][number]>();
  for (const r of issued) {
    const donorKey = donorKeyOf(r);
    const donationType = FORM_10BD.typeOf(r.fundKey);
    const mode = FORM_10BD.modeOf(r.mode);
    const key = `${donorKey}|${donationType}|${mode}`;
    const row = rows.get(key);
    if (row) {
      row.amountPaise += r.amountPaise;
      row.receiptNumbers.push(r.receiptNumber);
      continue;
    }
    rows.set(key, {
      donorKey,
      donorName: r.donorName,
      donorAddress: r.donorAddress,
      idCode: r.donorPan ? FORM_10BD.idCodePan : '',
      idNumber: r.donorPan,
      donationType,
      mode,
      amountPaise: r.amountPaise,
      receiptNumbers: [r.receiptNumber],
    });
  }
  return [...rows.values()];
}

export async function form10BD(
  ctx: Ctx,
  input: ParsedInput<'getForm10BD'>,
): Promise<FunctionOutput<'getForm10BD'>> {
  await treasuryMosque(ctx.db, ctx.caller, input.mosqueId);
  const rows = await form10BDRows(ctx.db, input.mosqueId, input.financialYear);
  // The full PAN is for the masjid's own treasurer; an admin sees its last 4 characters (PRIVACY.md).
  if (maySeeFullPan(ctx.caller, { mosqueId: input.mosqueId, memberId: null })) return { rows };
  return { rows: rows.map((r) => ({ ...r, idNumber: maskedPan(r.idNumber) })) };
}
