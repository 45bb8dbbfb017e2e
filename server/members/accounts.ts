import { eq } from 'drizzle-orm';
import { PHONE_CHECK, type PhoneCheckCode } from '../../domain/functions/sign-in';
import type { Db } from '../db/client';
import { mosques, users } from '../db/schema';
import { humanId } from '../lib/tokens';
import type { SessionUser } from '../protocol/caller';

/**
 * The account behind a mobile number, whatever its role. Staff numbers answer the phone check by the same
 * rules as members' (a staff account always has a password, so it is code 0 and signs in with it); the OTP
 * functions refuse them (see isStaff).
 */
export async function findByMobile(db: Db, phone: string): Promise<SessionUser | undefined> {
  const [user] = await db.select().from(users).where(eq(users.mobile, phone)).limit(1);
  return user;
}

/** The phone-check code (PhoneCheckCode) of a number's account (absent: a new number). */
export function phoneCheckOf(user: SessionUser | undefined): PhoneCheckCode {
  if (!user) return PHONE_CHECK.newNumber;
  if (user.suspended) return PHONE_CHECK.suspended;
  return user.passwordHash ? PHONE_CHECK.hasPassword : PHONE_CHECK.noPassword;
}

/**
 * An SMS code alone must never sign in or reset the password of an account with staff powers (a SIM swap
 * would be enough to take it over), so staff numbers are kept out of the OTP functions.
 */
export function isStaff(user: SessionUser | undefined): boolean {
  return user !== undefined && user.role !== 'user';
}

export async function mosqueExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: mosques.id }).from(mosques).where(eq(mosques.id, id)).limit(1);
  return row !== undefined;
}

/** Creates the member of a freshly verified number; if the number got an account meanwhile, returns that. */
export async function createMember(db: Db, phone: string, mosqueId: string): Promise<SessionUser> {
  // A second try covers the (about one in 10^11) clash of a random uniqueId.
  for (let attempt = 0; attempt < 2; attempt++) {
    const [created] = await db
      .insert(users)
      .values({ uniqueId: humanId('AJ'), role: 'user', mobile: phone, mosqueId })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const existing = await findByMobile(db, phone);
    if (existing) return existing;
  }
  throw new Error('Could not create the member account');
}
