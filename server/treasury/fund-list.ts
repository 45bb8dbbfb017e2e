import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { treasuryFunds } from '../db/schema';
import type { Tx } from '../db/transaction';

/**
 * A masjid's funds as the treasurer and the reports see them (domain/functions/treasury.ts, fundSchema), in the
 * order they were opened. `used` says whether any gift or expense names the fund: a used fund may be closed,
 * never removed. Each check reads the masjid's own rows through its (masjid, …) index, never the whole table.
 */
export async function fundsOf(db: Db | Tx, mosqueId: string) {
  const rows = await db
    .select({
      fundId: treasuryFunds.id,
      key: treasuryFunds.key,
      name: treasuryFunds.name,
      balancePaise: treasuryFunds.balancePaise,
      closedAt: treasuryFunds.closedAt,
      used: sql<boolean>`(exists (select 1 from donations d where d.mosque_id = ${treasuryFunds.mosqueId} and d.fund_id = ${treasuryFunds.id})
        or exists (select 1 from treasury_expenses e where e.mosque_id = ${treasuryFunds.mosqueId} and e.fund_id = ${treasuryFunds.id}))`,
    })
    .from(treasuryFunds)
    .where(eq(treasuryFunds.mosqueId, mosqueId))
    .orderBy(asc(treasuryFunds.createdAt), asc(treasuryFunds.id));
  return rows.map(({ closedAt, ...f }) => ({ ...f, closed: closedAt !== null }));
}
