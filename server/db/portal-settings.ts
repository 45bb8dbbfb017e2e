import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { portalSettings } from './schema';

export async function readSetting(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: portalSettings.value })
    .from(portalSettings)
    .where(eq(portalSettings.key, key));
  return row?.value ?? null;
}

export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(portalSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: portalSettings.key, set: { value, updatedAt: new Date() } });
}

/**
 * A value made once for the whole fleet: the first process to ask stores `make()`, and every process,
 * then and later, reads that same value (a race between two first ones keeps one of the two).
 */
export async function settingMadeOnce(db: Db, key: string, make: () => string): Promise<string> {
  await db.insert(portalSettings).values({ key, value: make() }).onConflictDoNothing();
  const value = await readSetting(db, key);
  if (value === null) throw new Error(`The setting ${key} was not kept`);
  return value;
}
