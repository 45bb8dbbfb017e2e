import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { humanId } from '../../lib/tokens';
import { hashPassword, verifyPassword } from '../../sign-in/passwords';
import type { Db } from '../client';
import { readSetting, writeSetting } from '../portal-settings';
import { sessions, users } from '../schema';

export const DEFAULT_ADMIN_EMAIL = 'admin@anjuman.local';

export type AdminOutcome =
  | { kind: 'configured'; email: string }
  | { kind: 'generated'; email: string; password: string }
  | { kind: 'existing'; email: string | null };

/** Where the hash of the last ADMIN_PASSWORD applied to an account is kept. */
const appliedKey = (email: string) => `admin_password_applied:${email}`;

/**
 * Whether this start must set ADMIN_PASSWORD on the account: only when the value differs from the last one
 * applied. A password the super admin changed in the app (after a leak, say) then survives a restart with
 * the same environment, and changing ADMIN_PASSWORD is how an operator who lost it takes the account back.
 */
async function passwordValueChanged(
  db: Db,
  email: string,
  password: string,
  current: string | null,
): Promise<boolean> {
  const applied = await readSetting(db, appliedKey(email));
  // Before this record was kept (an upgrade), the account's own password tells whether the value is new;
  // a value that differs is applied once, as earlier releases did at every start.
  return !(await verifyPassword(applied ?? current, password));
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD name a super admin that every start makes sure of. Without them, an empty
 * database gets one with a generated password, which the caller prints once.
 */
export async function ensureSuperAdmin(db: Db, config: Config): Promise<AdminOutcome> {
  if (config.admin) {
    const { email, password } = config.admin;
    const [existing] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .limit(1);
    const newValue = await passwordValueChanged(db, email, password, existing?.passwordHash ?? null);
    if (existing) {
      await db
        .update(users)
        .set({
          role: 'admin',
          superAdmin: true,
          suspended: false,
          scopeLevel: null,
          scopeLocationId: null,
          scopeMosqueId: null,
          categoryId: null,
          ...(newValue ? { passwordHash: await hashPassword(password) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id));
      // A password set from outside ends the sessions opened with the one before.
      if (newValue) await db.delete(sessions).where(eq(sessions.userId, existing.id));
    } else {
      await db.insert(users).values({
        uniqueId: humanId('AD'),
        role: 'admin',
        superAdmin: true,
        email,
        name: 'Super Admin',
        passwordHash: await hashPassword(password),
      });
    }
    if (newValue || !(await readSetting(db, appliedKey(email)))) {
      await writeSetting(db, appliedKey(email), await hashPassword(password));
    }
    return { kind: 'configured', email };
  }
  const [anySuper] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.superAdmin, true)))
    .limit(1);
  if (anySuper) return { kind: 'existing', email: anySuper.email };
  const password = randomBytes(12).toString('base64url');
  await db.insert(users).values({
    uniqueId: humanId('AD'),
    role: 'admin',
    superAdmin: true,
    email: DEFAULT_ADMIN_EMAIL,
    name: 'Super Admin',
    passwordHash: await hashPassword(password),
  });
  return { kind: 'generated', email: DEFAULT_ADMIN_EMAIL, password };
}
