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
