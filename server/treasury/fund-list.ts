import { asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_FUNDS } from '../../domain/treasury/default-funds';
import type { Db } from '../db/client';
import { treasuryFunds } from '../db/schema';
import type { Tx } from '../db/transaction';

/**
 * A masjid's funds as the treasurer and the reports see them (domain/functions/treasury.ts, fundSchema), in the
 * order below. `used` says whether any gift or expense names the fund: a used fund may be closed,
 * never removed. Each check reads the masjid's own rows through its (masjid, …) index, never the whole table.
 */
// The default funds in their own order (General first), then those the committee added, oldest first.
const DEFAULT_ORDER = `{${DEFAULT_FUNDS.map((f) => f.key).join(',')}}`;

export async function fundsOf(db: Db | Tx, mosqueId: string) {
  const rows = await db
    .select({
      fundId: treasuryFunds.id,
      key: treasuryFunds.key,
      name: treasuryFunds.name,
      balancePaise: treasuryFunds.balancePaise,
      closedAt: treasuryFunds.closedAt,
      // Written out with the table's name: Drizzle leaves a single table's columns unqualified, and inside the
      // subqueries those would name the subquery's own columns.
      used: sql<boolean>`(exists (select 1 from donations d where d.mosque_id = treasury_funds.mosque_id and d.fund_id = treasury_funds.id)
        or exists (select 1 from treasury_expenses e where e.mosque_id = treasury_funds.mosque_id and e.fund_id = treasury_funds.id))`,
    })
    .from(treasuryFunds)
    .where(eq(treasuryFunds.mosqueId, mosqueId))
    .orderBy(
      sql`array_position(${DEFAULT_ORDER}::text[], ${treasuryFunds.key}) nulls last`,
      asc(treasuryFunds.createdAt),
      asc(treasuryFunds.id),
    );
  return rows.map(({ closedAt, ...f }) => ({ ...f, closed: closedAt !== null }));
}
