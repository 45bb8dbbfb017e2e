import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../server/auth/passwords';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { mosques, users } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { humanId } from '../../server/lib/tokens';
import { E2E } from './env';

/** Members the journeys need that no screen can make: one with a known password, one suspended. */
export const MEMBERS = {
  returning: { phone: '9811100001', password: 'oldpass1', name: 'Farhan Qureshi' },
  suspended: { phone: '9811100002', password: 'suspended1', name: 'Salim Ansari' },
  home: { phone: '9811100003', password: 'homepass1', name: 'Ayaan Rahman Qureshi' },
  /** Entered by a volunteer with no password yet: the phone check answers code 1. */
  claim: { phone: '9811100004', password: null, name: 'Zainab Khatoon' },
} as const;

/** An admin who is not a super admin; only the super admin comes from configuration. */
export const PLAIN_ADMIN = { email: 'plain.admin@e2e.local', password: 'plain-admin-1' } as const;

/** Prepares the fresh data dir before the app opens it (PGlite must never be opened by two processes). */
export async function prepareDatabase(dataDir: string, env: Record<string, string>): Promise<void> {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    await database.migrate();
    await seed(database.db, loadConfig(env), { demoVolunteerPassword: E2E.volunteer.password });
    const [mecca] = await database.db.select().from(mosques).where(eq(mosques.code, 'TG-MM-001'));
    for (const [key, m] of Object.entries(MEMBERS)) {
      await database.db.insert(users).values({
        uniqueId: humanId('AJ'),
        role: 'user',
        mobile: m.phone,
        name: m.name,
        dob: '1988-02-20',
        gender: 'male',
        address: 'Ghansi Bazaar, Hyderabad',
        mosqueId: mecca?.id,
        passwordHash: m.password ? await hashPassword(m.password) : null,
        suspended: key === 'suspended',
      });
    }
    await database.db.insert(users).values({
      uniqueId: humanId('AD'),
      role: 'admin',
      email: PLAIN_ADMIN.email,
      name: 'Plain Admin',
      passwordHash: await hashPassword(PLAIN_ADMIN.password),
    });
  } finally {
    await database.close();
  }
}
