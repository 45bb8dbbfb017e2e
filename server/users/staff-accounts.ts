import { and, eq, ne, or, sql } from 'drizzle-orm';
import { MSG, type Said, say } from '../../domain/messages';
import { type Audit, type AuditActor, withStaffWrite } from '../audit/record-audit';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { categories, locations, mosques, sessions, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { humanId } from '../lib/tokens';
import { mayManageAccount, maySuspendAccount } from '../policy/checks';
import { invalidFields, notFound } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';
import { isCommonPassword } from '../sign-in/common-passwords';
import { hashPassword } from '../sign-in/passwords';
import { forgetCachedSessions } from '../sign-in/sessions';

/**
 * The super admin's writes to staff accounts (docs/architecture.md, "Who may do what"). What an account may
 * do follows from
 * its row alone: an admin has no category and no scope; a volunteer has a category and exactly one scope, an
 * Area (a state, district, city or locality) or a Mosque.
 */

type Refused = { pass: false } & Said;
type Done = ({ pass: true } & Said) | Refused;
const refused = (said: Said): Refused => ({ pass: false, ...said });

export type ScopeInput = {
  level?: 'Area' | 'Mosque' | null;
  levelId?: string | null;
  categoryId: string | null;
};
export type AccountInput = ScopeInput & { name: string; mobile: string; email: string };
type Caller = AuditActor & { role: 'user' | 'volunteer' | 'admin'; superAdmin: boolean };

/** The role, category and scope columns an account gets from the form: an admin, or a scoped volunteer. */
async function roleColumns(tx: Tx, input: ScopeInput) {
  if (input.categoryId === null) {
    return {
      role: 'admin' as const,
      categoryId: null,
      scopeLevel: null,
      scopeLocationId: null,
      scopeMosqueId: null,
    };
  }
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.categoryId))
    .for('key share');
  if (!category) throw invalidFields([{ path: 'categoryId', message: MSG.categoryUnknown }]);
  if (!input.level || !input.levelId) throw invalidFields([{ path: 'levelId', message: MSG.scopeNeeded }]);
  const volunteer = { role: 'volunteer' as const, categoryId: input.categoryId };
  if (input.level === 'Mosque') {
    const [masjid] = await tx
      .select({ id: mosques.id })
      .from(mosques)
      .where(eq(mosques.id, input.levelId))
      .for('key share');
    if (!masjid) throw invalidFields([{ path: 'levelId', message: MSG.mosqueUnknown }]);
    return { ...volunteer, scopeLevel: 'Mosque' as const, scopeLocationId: null, scopeMosqueId: masjid.id };
  }
  const [place] = await tx
    .select({ id: locations.id, type: locations.type })
    .from(locations)
    .where(eq(locations.id, input.levelId))
    .for('key share');
  if (!place) throw invalidFields([{ path: 'levelId', message: MSG.locationUnknown }]);
  if (place.type === 'country') throw invalidFields([{ path: 'levelId', message: MSG.scopeAreaLevel }]);
  return { ...volunteer, scopeLevel: 'Area' as const, scopeLocationId: place.id, scopeMosqueId: null };
}

/** Whether another user has this email (ignoring case) or this mobile: each a refusal the admin can fix. */
async function takenBy(
  tx: Tx | Db,
  input: { email: string; mobile: string },
  exceptId?: string,
): Promise<Refused | null> {
  const others = exceptId ? ne(users.id, exceptId) : undefined;
  const rows = await tx
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(
      and(or(sql`lower(${users.email}) = lower(${input.email})`, eq(users.mobile, input.mobile)), others),
    )
    .limit(2);
  if (rows.some((r) => r.email?.toLowerCase() === input.email.toLowerCase()))
    return refused(say('emailTaken'));
  if (rows.length > 0) return refused(say('mobileTaken'));
  return null;
}

/** A unique index caught what the check above missed (two writes at once): the same refusal. */
async function orTaken<T>(input: { email: string; mobile: string }, db: Db, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await takenBy(db, input)) ?? refused(say('emailTaken'));
  }
}

const snapshot = (u: typeof users.$inferSelect) => ({
  name: u.name,
  mobile: u.mobile,
  email: u.email,
  role: u.role,
  categoryId: u.categoryId,
  scopeLevel: u.scopeLevel,
  scopeLocationId: u.scopeLocationId,
  scopeMosqueId: u.scopeMosqueId,
});

/** The staff account `userId`, locked for the write; a member's or a missing id answers NOT_FOUND. */
async function staffAccount(tx: Tx, caller: Caller, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row || !mayManageAccount(caller, row)) throw notFound('Account');
  return row;
}

/** A staff password is a key to a whole area's members: one of the most common is refused like a short one. */
function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw invalidFields([{ path: 'password', message: MSG.passwordTooCommon }]);
}

/** A new volunteer, or with no category an admin (the protocol's categoryId 0 means Admin). */
export async function createAccount(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: AccountInput & { password: string },
): Promise<Done & { userId: string | null }> {
  refuseCommonPassword(input.password);
  const { db, caller } = ctx;
  const now = ctx.services.clock.now();
  const passwordHash = await hashPassword(input.password);
  const outcome = await orTaken(input, db, () =>
    withStaffWrite(db, caller, async (tx, audit) => {
      const taken = await takenBy(tx, input);
      if (taken) return { ...taken, userId: null };
      const columns = await roleColumns(tx, input);
      const [row] = await tx
        .insert(users)
        .values({
          // The prefix says the role, as the seeded accounts' do: VL- a volunteer, AD- an admin.
          uniqueId: humanId(columns.role === 'admin' ? 'AD' : 'VL'),
          name: input.name,
          mobile: input.mobile,
          email: input.email,
          passwordHash,
          ...columns,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await audit('account.create', { type: 'account', id: row!.id }, null, snapshot(row!));
      const said = say(columns.role === 'admin' ? 'adminCreated' : 'volunteerCreated');
      return { pass: true as const, ...said, userId: row!.id };
    }),
  );
  return 'userId' in outcome ? outcome : { ...outcome, userId: null };
}

/** Fixes an account's details, category and scope. A super admin stays an admin. */
export async function updateAccount(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: AccountInput & { userId: string },
): Promise<Done> {
  const { db, caller } = ctx;
  const now = ctx.services.clock.now();
  return orTaken(input, db, () =>
    withStaffWrite(db, caller, async (tx, audit): Promise<Done> => {
      const before = await staffAccount(tx, caller, input.userId);
      if (before.superAdmin && input.categoryId !== null) return refused(say('superAdminStaysAdmin'));
      const taken = await takenBy(tx, input, input.userId);
      if (taken) return taken;
      const columns = await roleColumns(tx, input);
      const [after] = await tx
        .update(users)
        .set({ name: input.name, mobile: input.mobile, email: input.email, ...columns, updatedAt: now })
        .where(eq(users.id, input.userId))
        .returning();
      await audit(
        'account.update',
        { type: 'account', id: input.userId },
        snapshot(before),
        snapshot(after!),
      );
      return { pass: true, ...say('accountUpdated') };
    }),
  ).finally(() => forgetCachedSessions(db, input.userId));
}

/** Sets a new password and ends every session of the account: whoever held the old one is signed out. */
export async function resetAccountPassword(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: { userId: string; password: string },
): Promise<Done> {
  refuseCommonPassword(input.password);
  const { db, caller } = ctx;
  const now = ctx.services.clock.now();
  const passwordHash = await hashPassword(input.password);
  await withStaffWrite(db, caller, async (tx, audit) => {
    await staffAccount(tx, caller, input.userId);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, input.userId));
    await tx.delete(sessions).where(eq(sessions.userId, input.userId));
    await audit('account.password', { type: 'account', id: input.userId }, null, { passwordChanged: true });
  });
  forgetCachedSessions(db, input.userId);
  return { pass: true, ...say('accountPasswordReset') };
}

/** The suspension itself: the flag, and on suspending the end of every session, audited. */
async function writeSuspension(tx: Tx, audit: Audit, userId: string, suspended: boolean, now: Date) {
  const [before] = await tx.select({ suspended: users.suspended }).from(users).where(eq(users.id, userId));
  await tx.update(users).set({ suspended, updatedAt: now }).where(eq(users.id, userId));
  if (suspended) await tx.delete(sessions).where(eq(sessions.userId, userId));
  await audit(
    suspended ? 'account.suspend' : 'account.unsuspend',
    { type: 'account', id: userId },
    before ?? null,
    { suspended },
  );
}

/**
 * Suspends or reactivates a staff account. Never the caller's own, and never the last active super admin:
 * the active super admins are locked first, so two super admins suspending each other cannot both succeed.
 */
export async function setAccountSuspended(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: { userId: string; suspended: boolean },
): Promise<Done> {
  const { db, caller } = ctx;
  const now = ctx.services.clock.now();
  const outcome = await withStaffWrite(db, caller, async (tx, audit): Promise<Done> => {
    const activeSuperAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.superAdmin, true), eq(users.suspended, false)))
      .for('update');
    const target = await staffAccount(tx, caller, input.userId);
    const othersActive = activeSuperAdmins.filter((a) => a.id !== target.id).length;
    if (input.suspended && target.superAdmin && othersActive === 0) return refused(say('lastSuperAdmin'));
    if (input.suspended && !maySuspendAccount(caller, target)) return refused(say('cannotSuspendSelf'));
    await writeSuspension(tx, audit, target.id, input.suspended, now);
    return { pass: true, ...say(input.suspended ? 'accountSuspended' : 'accountReactivated') };
  });
  forgetCachedSessions(db, input.userId);
  return outcome;
}
