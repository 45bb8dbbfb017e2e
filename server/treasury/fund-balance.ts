import { and, eq, sql } from 'drizzle-orm';
import { say } from '../../domain/messages';
import { rupeesText } from '../../domain/treasury/money';
import { treasuryFunds } from '../db/schema';
import type { Tx } from '../db/transaction';
import { type Refused, refused } from '../lib/tree-writes';

/**
 * Moves a fund's balance by `deltaPaise` in the write's transaction. A payment out (negative) that the balance
 * does not cover is refused here, before the database's own CHECK would fail: the row is updated only where
 * the balance stays at or above zero, so two payments at once can never both spend the same rupee.
 */
export async function moveFundBalance(
  tx: Tx,
  fund: { id: string; name: string },
  deltaPaise: number,
): Promise<{ balancePaise: number } | Refused> {
  const [moved] = await tx
    .update(treasuryFunds)
    .set({ balancePaise: sql`${treasuryFunds.balancePaise} + ${deltaPaise}` })
    .where(and(eq(treasuryFunds.id, fund.id), sql`${treasuryFunds.balancePaise} + ${deltaPaise} >= 0`))
    .returning({ balancePaise: treasuryFunds.balancePaise });
  if (moved) return moved;
  const [now] = await tx
    .select({ balancePaise: treasuryFunds.balancePaise })
    .from(treasuryFunds)
    .where(eq(treasuryFunds.id, fund.id));
  return refused(say('balanceTooLow', { fund: fund.name, balance: rupeesText(now?.balancePaise ?? 0) }));
}

/** An open fund of a masjid, locked for the write; null when it is not the masjid's, or is closed. */
export async function openFundOf(tx: Tx, mosqueId: string, fundId: string) {
  const [fund] = await tx
    .select()
    .from(treasuryFunds)
    .where(and(eq(treasuryFunds.id, fundId), eq(treasuryFunds.mosqueId, mosqueId)))
    .for('no key update');
  return fund ?? null;
}
