import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mosques } from '../db/schema';
import type { Tx } from '../db/transaction';
import { mayKeepTreasury } from '../policy/checks';
import { notFound, permissionDenied } from '../protocol/app-error';
import type { SessionUser } from '../protocol/caller';

/** The last 4 characters of a PAN, as everyone but its holder and the treasurer sees it: "XXXXXX234F". */
export const maskedPan = (pan: string | null): string | null => (pan ? `XXXXXX${pan.slice(-4)}` : null);

/**
 * The masjid a treasury call names, once the caller may keep its treasury: NOT_FOUND for a masjid that does not
 * exist, PERMISSION_DENIED for one the caller does not keep (as the times' writes answer).
 */
export async function treasuryMosque(
  db: Db | Tx,
  caller: SessionUser,
  mosqueId: string,
): Promise<typeof mosques.$inferSelect> {
  const [mosque] = await db.select().from(mosques).where(eq(mosques.id, mosqueId));
  if (!mosque) throw notFound('Masjid');
  if (!mayKeepTreasury(caller, mosque.id)) throw permissionDenied();
  return mosque;
}

/** Refuses a caller who does not keep the treasury of the masjid a row (a fund, a gift, a receipt) belongs to. */
export function assertKeepsTreasury(
  caller: SessionUser,
  row: { mosqueId: string } | undefined,
  what: string,
) {
  if (!row) throw notFound(what);
  if (!mayKeepTreasury(caller, row.mosqueId)) throw permissionDenied();
}
