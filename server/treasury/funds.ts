import { and, asc, eq, sql } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { type Said, say } from '../../domain/messages';
import { DEFAULT_FUNDS } from '../../domain/treasury/default-funds';
import type { Db } from '../db/client';
import { mosqueTreasuries, treasuryFunds } from '../db/schema';
import type { Tx } from '../db/transaction';
import { orNameTaken, type Refused, refused } from '../lib/tree-writes';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { assertKeepsTreasury, treasuryMosque } from './treasury-access';
import { withTreasuryWrite } from './treasury-write';

const DEFAULT_FUND_KEYS = `{${DEFAULT_FUNDS.map((f) => f.key).join(',')}}`;

type Done = ({ pass: true } & Said) | Refused;
type Ctx = ServiceContext<'db' | 'caller' | 'config' | 'services'>;

/** A fund as the treasurer's screens and the reports see it (domain/functions/treasury.ts, fundSchema). */
export type FundRow = {
  fundId: string;
  key: string | null;
  name: string;
  balancePaise: number;
  closed: boolean;
  used: boolean;
};

/**
 * Whether any gift or expense names the fund. The fund columns have no index of their own, so each probe is
 * bounded by the masjid (the masjid-first indexes of gifts and expenses) and stops at the first row.
 */
// Written out in full: drizzle leaves a single table's columns unqualified, which inside a subquery would name
// the gift's own columns instead of the fund's.
const fundUsed = sql<boolean>`(exists (select 1 from donations d
    where d.mosque_id = treasury_funds.mosque_id and d.fund_id = treasury_funds.id)
  or exists (select 1 from treasury_expenses e
    where e.mosque_id = treasury_funds.mosque_id and e.fund_id = treasury_funds.id))`;

/**
 * A masjid's funds in one query, the defaults first, then the added ones in the order they were added. `used` is an EXISTS probe per
 * fund on the gifts' and expenses' fund foreign keys, so the treasurer's page knows which may be removed
 * without one query per fund.
 */
export async function fundsOf(db: Db | Tx, mosqueId: string): Promise<FundRow[]> {
  return db
    .select({
      fundId: treasuryFunds.id,
      key: treasuryFunds.key,
      name: treasuryFunds.name,
      balancePaise: treasuryFunds.balancePaise,
      closed: sql<boolean>`${treasuryFunds.closedAt} is not null`,
      used: fundUsed,
    })
    .from(treasuryFunds)
    .where(eq(treasuryFunds.mosqueId, mosqueId))
    .orderBy(
      // The defaults in their catalogue order (they are opened in one insert, so share one time), then the rest.
      sql`array_position(${DEFAULT_FUND_KEYS}::text[], ${treasuryFunds.key}) nulls last`,
      asc(treasuryFunds.createdAt),
      asc(treasuryFunds.name),
      asc(treasuryFunds.id),
    );
}

/** A fund locked for a write, once the caller keeps its masjid's treasury: 404 for no such fund, 403 for another's. */
async function lockedFund(tx: Tx, caller: Ctx['caller'], fundId: string) {
  const [fund] = await tx
    .select()
    .from(treasuryFunds)
    .where(eq(treasuryFunds.id, fundId))
    .for('no key update');
  assertKeepsTreasury(caller, fund, 'Fund');
  return fund!;
}

const snapshot = (fund: typeof treasuryFunds.$inferSelect) => ({
  name: fund.name,
  key: fund.key,
  closed: fund.closedAt !== null,
});

export async function addFund(ctx: Ctx, input: ParsedInput<'addFund'>): Promise<FunctionOutput<'addFund'>> {
  const taken = say('fundNameTaken');
  const outcome = await orNameTaken(taken, () =>
    withTreasuryWrite(ctx.db, ctx.caller, 'addFund', input.idempotencyKey, async (tx, audit) => {
      await treasuryMosque(tx, ctx.caller, input.mosqueId);
      if (!(await hasTreasury(tx, input.mosqueId)))
        return { ...refused(say('treasuryNotSet')), fundId: null };
      if (await nameTaken(tx, input.mosqueId, input.name)) return { ...refused(taken), fundId: null };
      const [fund] = await tx
        .insert(treasuryFunds)
        .values({ mosqueId: input.mosqueId, name: input.name })
        .returning();
      await audit('fund.add', { type: 'fund', id: fund!.id }, null, snapshot(fund!));
      return { pass: true as const, ...say('fundAdded'), fundId: fund!.id };
    }),
  );
  // Two adds of one name at the same moment: the unique index refuses the second, answered as taken.
  return 'fundId' in outcome ? outcome : { ...outcome, fundId: null };
}

export async function renameFund(ctx: Ctx, input: ParsedInput<'renameFund'>): Promise<Done> {
  const taken = say('fundNameTaken');
  return orNameTaken(taken, () =>
    withTreasuryWrite(
      ctx.db,
      ctx.caller,
      'renameFund',
      input.idempotencyKey,
      async (tx, audit): Promise<Done> => {
        const fund = await lockedFund(tx, ctx.caller, input.fundId);
        if (await nameTaken(tx, fund.mosqueId, input.name, fund.id)) return refused(taken);
        // Receipts copy the fund's name when they are issued (receipts.fund_name), so those already printed keep it.
        await tx.update(treasuryFunds).set({ name: input.name }).where(eq(treasuryFunds.id, fund.id));
        await audit('fund.rename', { type: 'fund', id: fund.id }, snapshot(fund), {
          ...snapshot(fund),
          name: input.name,
        });
        return { pass: true, ...say('fundRenamed') };
      },
    ),
  );
}

export function closeFund(ctx: Ctx, input: ParsedInput<'closeFund'>): Promise<Done> {
  return setClosed(ctx, input, true);
}

export function reopenFund(ctx: Ctx, input: ParsedInput<'reopenFund'>): Promise<Done> {
  return setClosed(ctx, input, false);
}

/** Closing keeps the balance and the history; it only stops new gifts and payments (openFundOf's callers). */
function setClosed(ctx: Ctx, input: { fundId: string; idempotencyKey: string }, closed: boolean) {
  return withTreasuryWrite(
    ctx.db,
    ctx.caller,
    closed ? 'closeFund' : 'reopenFund',
    input.idempotencyKey,
    async (tx, audit): Promise<Done> => {
      const fund = await lockedFund(tx, ctx.caller, input.fundId);
      const said = say(closed ? 'fundClosed' : 'fundReopened');
      // Already as asked: nothing changes, and the answer is the same as the first time.
      if ((fund.closedAt !== null) === closed) return { pass: true, ...said };
      await tx
        .update(treasuryFunds)
        .set({ closedAt: closed ? new Date() : null })
        .where(eq(treasuryFunds.id, fund.id));
      await audit(closed ? 'fund.close' : 'fund.reopen', { type: 'fund', id: fund.id }, snapshot(fund), {
        ...snapshot(fund),
        closed,
      });
      return { pass: true, ...said };
    },
  );
}

/**
 * Removes a fund nothing names. A used fund is refused: its gifts, receipts and expenses must keep pointing at
 * it (docs/decisions/0013-baitul-maal.md), so it can only be closed. The fund row is locked first, so a gift
 * started at the same moment either lands before (and the fund is used) or finds the fund gone.
 */
export function removeFund(ctx: Ctx, input: ParsedInput<'removeFund'>): Promise<Done> {
  return withTreasuryWrite(
    ctx.db,
    ctx.caller,
    'removeFund',
    input.idempotencyKey,
    async (tx, audit): Promise<Done> => {
      const fund = await lockedFund(tx, ctx.caller, input.fundId);
      const [row] = await tx
        .select({ used: fundUsed })
        .from(treasuryFunds)
        .where(eq(treasuryFunds.id, fund.id));
      if (row?.used) return refused(say('fundInUse'));
      await tx.delete(treasuryFunds).where(eq(treasuryFunds.id, fund.id));
      await audit('fund.remove', { type: 'fund', id: fund.id }, snapshot(fund), null);
      return { pass: true, ...say('fundRemoved') };
    },
  );
}

export async function fundBalances(
  ctx: Ctx,
  input: ParsedInput<'getFundBalances'>,
): Promise<FunctionOutput<'getFundBalances'>> {
  await treasuryMosque(ctx.db, ctx.caller, input.mosqueId);
  const funds = await fundsOf(ctx.db, input.mosqueId);
  return {
    funds: funds.map(({ fundId, key, name, balancePaise, closed }) => ({
      fundId,
      key,
      name,
      balancePaise,
      closed,
    })),
  };
}

/** Whether another fund of the masjid has this name, ignoring case (the unique index's expression). */
async function nameTaken(tx: Tx, mosqueId: string, name: string, exceptId?: string) {
  const [other] = await tx
    .select({ id: treasuryFunds.id })
    .from(treasuryFunds)
    .where(
      and(
        eq(treasuryFunds.mosqueId, mosqueId),
        sql`lower(${treasuryFunds.name}) = lower(${name})`,
        exceptId ? sql`${treasuryFunds.id} <> ${exceptId}` : undefined,
      ),
    );
  return Boolean(other);
}

/** Funds open with the treasury's first save (settings.ts); a masjid without one has none to add to. */
async function hasTreasury(tx: Tx, mosqueId: string) {
  const [row] = await tx
    .select({ mosqueId: mosqueTreasuries.mosqueId })
    .from(mosqueTreasuries)
    .where(eq(mosqueTreasuries.mosqueId, mosqueId));
  return Boolean(row);
}
