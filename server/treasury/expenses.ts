import { and, asc, between, desc, eq, gte, lt, max } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { isCalendarDate } from '../../domain/dates';
import { MSG, say } from '../../domain/messages';
import { ZAKAT_FUND_KEY } from '../../domain/treasury/default-funds';
import { financialYearDays, financialYearOf } from '../../domain/treasury/financial-year';
import { indiaDateOf, indiaMonthOf } from '../../domain/treasury/india-date';
import {
  mosqueTreasuries,
  receipts,
  treasuryClosedMonths,
  treasuryExpenses,
  treasuryFunds,
} from '../db/schema';
import type { Tx } from '../db/transaction';
import { afterCursor, decodeCursor, fetchSize, toPage } from '../lib/paginate';
import { refused } from '../lib/tree-writes';
import { AppError, notFound } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { monthText, refuseClosedMonth } from './closed-months';
import { moveFundBalance, openFundOf } from './fund-balance';
import { treasuryMosque } from './treasury-access';
import { withTreasuryWrite } from './treasury-write';

type Ctx = ServiceContext<'db' | 'caller' | 'config' | 'services'>;

/**
 * The masjid's treasury row, locked for the write. An expense takes it shared and the month's close
 * exclusively, so a close never commits between an expense's check of its month and its insert: once a month
 * is closed, nothing dated in it was written after (docs/decisions/0013-baitul-maal.md).
 */
async function lockedTreasury(tx: Tx, mosqueId: string, mode: 'share' | 'update') {
  const [treasury] = await tx
    .select()
    .from(mosqueTreasuries)
    .where(eq(mosqueTreasuries.mosqueId, mosqueId))
    .for(mode);
  return treasury ?? null;
}

/** Zakat pays only what the committee marked eligible: the purpose is compared trimmed and in any case. */
export const isZakatPurpose = (purposes: readonly string[], purpose: string) =>
  purposes.some((p) => p.trim().toLowerCase() === purpose.trim().toLowerCase());

/**
 * An expense (voucher) paid from an open fund of the masjid. The fund's balance is moved in the same
 * transaction and never below zero (fund-balance.ts), so two vouchers at once cannot spend the same rupee.
 */
export async function recordExpense(
  ctx: Ctx,
  input: ParsedInput<'recordExpense'>,
): Promise<FunctionOutput<'recordExpense'>> {
  const today = indiaDateOf(ctx.services.clock.now());
  const spentOn = input.spentOn?.trim() || today;
  if (!isCalendarDate(spentOn)) throw new AppError('INVALID_ARGUMENT', MSG.dateInvalid);
  return withTreasuryWrite(ctx.db, ctx.caller, 'recordExpense', input.idempotencyKey, async (tx, audit) => {
    await treasuryMosque(tx, ctx.caller, input.mosqueId);
    const no = (said: ReturnType<typeof say>) => ({ ...refused(said), expenseId: null });
    if (spentOn > today) return no(say('expenseDateInFuture'));
    const treasury = await lockedTreasury(tx, input.mosqueId, 'share');
    if (!treasury) return no(say('treasuryNotSet'));
    const fund = await openFundOf(tx, input.mosqueId, input.fundId);
    if (!fund) throw notFound('Fund');
    if (fund.closedAt) return no(say('fundIsClosed'));
    if (fund.key === ZAKAT_FUND_KEY && !isZakatPurpose(treasury.zakatPurposes, input.purpose))
      return no(say('zakatPurposeNotEligible'));
    const closed = await refuseClosedMonth(tx, input.mosqueId, spentOn);
    if (closed) return { ...closed, expenseId: null };
    const moved = await moveFundBalance(tx, fund, -input.amountPaise);
    if ('pass' in moved) return { ...moved, expenseId: null };
    const values = {
      mosqueId: input.mosqueId,
      fundId: fund.id,
      amountPaise: input.amountPaise,
      payee: input.payee,
      purpose: input.purpose,
      billNumber: input.billNumber ?? null,
      spentOn,
      recordedBy: ctx.caller.id,
    };
    const [row] = await tx.insert(treasuryExpenses).values(values).returning({ id: treasuryExpenses.id });
    await audit('expense.record', { type: 'expense', id: row!.id }, null, {
      fundId: fund.id,
      amountPaise: input.amountPaise,
      payee: input.payee,
      purpose: input.purpose,
      billNumber: values.billNumber,
      spentOn,
      balancePaise: moved.balancePaise,
    });
    return { pass: true as const, ...say('expenseRecorded'), expenseId: row!.id };
  });
}

/** A masjid's expenses of a financial year, newest first, by the keyset (spent on, id). */
export async function expensesOf(
  ctx: Ctx,
  input: ParsedInput<'getExpenses'>,
): Promise<FunctionOutput<'getExpenses'>> {
  const { db } = ctx;
  await treasuryMosque(db, ctx.caller, input.mosqueId);
  const year = input.financialYear ?? financialYearOf(indiaDateOf(ctx.services.clock.now()));
  const { from, to } = financialYearDays(year);
  const cursor = decodeCursor(input.cursor);
  const limit = input.limit ?? 20;
  const rows = await db
    .select({
      expenseId: treasuryExpenses.id,
      fundKey: treasuryFunds.key,
      fundName: treasuryFunds.name,
      amountPaise: treasuryExpenses.amountPaise,
      payee: treasuryExpenses.payee,
      purpose: treasuryExpenses.purpose,
      billNumber: treasuryExpenses.billNumber,
      spentOn: treasuryExpenses.spentOn,
    })
    .from(treasuryExpenses)
    .innerJoin(treasuryFunds, eq(treasuryFunds.id, treasuryExpenses.fundId))
    .where(
      and(
        eq(treasuryExpenses.mosqueId, input.mosqueId),
        between(treasuryExpenses.spentOn, from, to),
        afterCursor(treasuryExpenses.spentOn, treasuryExpenses.id, cursor, 'desc'),
      ),
    )
    .orderBy(desc(treasuryExpenses.spentOn), desc(treasuryExpenses.id))
    .limit(fetchSize(limit));
  return toPage(
    rows,
    limit,
    (r) => ({ after: r.spentOn, id: r.expenseId }),
    (r) => r,
  );
}

/** The first day of the month after 'YYYY-MM'. */
const dayAfterMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * The earliest month before `month` that has an entry (a receipt or an expense) and is not closed, or null.
 * Months close in order, so every month up to the last closed one is settled: only the entries after it are
 * read, through the (masjid, date) indexes, however long the masjid's history.
 */
async function unclosedMonthBefore(tx: Tx, mosqueId: string, month: string): Promise<string | null> {
  const [last] = await tx
    .select({ month: max(treasuryClosedMonths.month) })
    .from(treasuryClosedMonths)
    .where(and(eq(treasuryClosedMonths.mosqueId, mosqueId), lt(treasuryClosedMonths.month, month)));
  const since = last?.month ? dayAfterMonth(last.month) : '0001-01-01';
  const until = `${month}-01`;
  const [receipt] = await tx
    .select({ day: receipts.issuedOn })
    .from(receipts)
    .where(and(eq(receipts.mosqueId, mosqueId), gte(receipts.issuedOn, since), lt(receipts.issuedOn, until)))
    .orderBy(asc(receipts.issuedOn))
    .limit(1);
  const [expense] = await tx
    .select({ day: treasuryExpenses.spentOn })
    .from(treasuryExpenses)
    .where(
      and(
        eq(treasuryExpenses.mosqueId, mosqueId),
        gte(treasuryExpenses.spentOn, since),
        lt(treasuryExpenses.spentOn, until),
      ),
    )
    .orderBy(asc(treasuryExpenses.spentOn))
    .limit(1);
  const days = [receipt?.day, expense?.day].filter((d): d is string => !!d).sort();
  return days[0]?.slice(0, 7) ?? null;
}

/**
 * Closes a month that has ended, once every earlier month with an entry is closed: its receipts,
 * cancellations and expenses are then locked (closed-months.ts refuses them).
 */
export async function closeMonth(
  ctx: Ctx,
  input: ParsedInput<'closeMonth'>,
): Promise<FunctionOutput<'closeMonth'>> {
  const thisMonth = indiaMonthOf(ctx.services.clock.now());
  return withTreasuryWrite(ctx.db, ctx.caller, 'closeMonth', input.idempotencyKey, async (tx, audit) => {
    await treasuryMosque(tx, ctx.caller, input.mosqueId);
    if (input.month >= thisMonth) return refused(say('monthNotEnded'));
    const treasury = await lockedTreasury(tx, input.mosqueId, 'update');
    if (!treasury) return refused(say('treasuryNotSet'));
    const [already] = await tx
      .select({ month: treasuryClosedMonths.month })
      .from(treasuryClosedMonths)
      .where(
        and(eq(treasuryClosedMonths.mosqueId, input.mosqueId), eq(treasuryClosedMonths.month, input.month)),
      );
    if (already) return refused(say('monthClosedAlready', { month: monthText(input.month) }));
    const earlier = await unclosedMonthBefore(tx, input.mosqueId, input.month);
    if (earlier) return refused(say('monthClosedOutOfOrder', { month: monthText(earlier) }));
    await tx
      .insert(treasuryClosedMonths)
      .values({ mosqueId: input.mosqueId, month: input.month, closedBy: ctx.caller.id });
    await audit('treasury.monthClose', { type: 'mosque', id: input.mosqueId }, null, { month: input.month });
    return { pass: true as const, ...say('monthClosed', { month: monthText(input.month) }) };
  });
}
