import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mosques } from '../db/schema';
import type { Tx } from '../db/transaction';
import { mayKeepRegister } from '../policy/checks';
import { notFound, permissionDenied } from '../protocol/app-error';
import type { SessionUser } from '../protocol/caller';

/**
 * The masjid a register call names, once the caller may keep its register: NOT_FOUND for a masjid that does not
 * exist, PERMISSION_DENIED for one the caller does not keep (as the treasury answers).
 */
export async function registerMosque(
  db: Db | Tx,
  caller: SessionUser,
  mosqueId: string,
): Promise<{ id: string; name: string }> {
  const [mosque] = await db
    .select({ id: mosques.id, name: mosques.name })
    .from(mosques)
    .where(eq(mosques.id, mosqueId));
  if (!mosque) throw notFound('Masjid');
  if (!mayKeepRegister(caller, mosque.id)) throw permissionDenied();
  return mosque;
}
