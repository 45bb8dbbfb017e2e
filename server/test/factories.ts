import { PRIVACY_NOTICE_VERSION } from '../../domain/privacy';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { humanId } from '../lib/tokens';
import { createSession } from '../sign-in/sessions';
import type { TestApp } from './harness';
import type { SmallTree } from './small-tree';

/**
 * Accounts for tests about what someone does once they have one, not about signing up or creating staff.
 * `build…` gives the row to insert, with a unique ID of the role's kind; the fields given replace the defaults.
 */
export type NewUser = typeof users.$inferInsert;
type Values = Partial<NewUser>;

/** A member who registered through the portal, so has accepted the privacy notice. */
export function buildMember(values: Values = {}): NewUser {
  return { uniqueId: humanId('AJ'), role: 'user', noticeVersion: PRIVACY_NOTICE_VERSION, ...values };
}

/** A volunteer's area: a place and everything under it, or one masjid. */
export type VolunteerScope = { level: 'Area'; locationId: string } | { level: 'Mosque'; mosqueId: string };

export function buildVolunteer({ scope, ...values }: Values & { scope?: VolunteerScope } = {}): NewUser {
  const area =
    scope?.level === 'Area'
      ? { scopeLevel: 'Area' as const, scopeLocationId: scope.locationId }
      : scope?.level === 'Mosque'
        ? { scopeLevel: 'Mosque' as const, scopeMosqueId: scope.mosqueId }
        : {};
  return { uniqueId: humanId('AD'), role: 'volunteer', ...area, ...values };
}

export function buildAdmin(values: Values = {}): NewUser {
  return { uniqueId: humanId('AD'), role: 'admin', ...values };
}

export function buildSuperAdmin(values: Values = {}): NewUser {
  return buildAdmin({ superAdmin: true, ...values });
}

/** The row for `values.role` (a member when none is given). */
export function buildAccount(values: Values = {}): NewUser {
  if (values.role === 'admin') return buildAdmin(values);
  if (values.role === 'volunteer') return buildVolunteer(values);
  return buildMember(values);
}

/** Inserts one built account; returns its id. */
export async function insertUser(db: Db, values: NewUser): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/** Inserts a built account and opens a session for it, as a sign-in by password (or OTP) would. */
export async function signedIn(
  t: TestApp,
  values: NewUser,
  method: 'password' | 'otp' = 'password',
): Promise<{ userId: string; token: string }> {
  const userId = await insertUser(t.db, values);
  return { userId, token: await createSession(t.db, t.services.clock, userId, method) };
}

/** The four kinds of caller the tests of an admin's area sign in as. */
export type EachRole<T> = Record<'admin' | 'superAdmin' | 'volunteer' | 'member', T>;

/**
 * Signs in one account of each kind, named after `prefix` (`AD-AP-1`, `ap.admin@test.local`…): an admin, a
 * super admin, a volunteer over `tree.north` and a member of `tree.oldMosque`. `extra` adds fields to one of
 * them (a volunteer's category, a member's mobile).
 */
export async function signInEachRole(
  t: TestApp,
  tree: Pick<SmallTree, 'north' | 'oldMosque'>,
  prefix: string,
  extra: Partial<EachRole<Values>> = {},
): Promise<{ ids: EachRole<string>; tokens: EachRole<string> }> {
  const mail = (who: string) => `${prefix.toLowerCase()}.${who}@test.local`;
  const rows: EachRole<NewUser> = {
    admin: buildAdmin({ uniqueId: `AD-${prefix}-1`, email: mail('admin'), ...extra.admin }),
    superAdmin: buildSuperAdmin({ uniqueId: `AD-${prefix}-2`, email: mail('super'), ...extra.superAdmin }),
    volunteer: buildVolunteer({
      uniqueId: `AD-${prefix}-3`,
      email: mail('volunteer'),
      scope: { level: 'Area', locationId: tree.north },
      ...extra.volunteer,
    }),
    member: buildMember({ uniqueId: `AJ-${prefix}-4`, mosqueId: tree.oldMosque, ...extra.member }),
  };
  const ids = {} as EachRole<string>;
  const tokens = {} as EachRole<string>;
  for (const role of ['admin', 'superAdmin', 'volunteer', 'member'] as const) {
    ({ userId: ids[role], token: tokens[role] } = await signedIn(t, rows[role]));
  }
  return { ids, tokens };
}
