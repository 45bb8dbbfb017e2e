import { notFound, permissionDenied } from '../protocol/app-error';
import type { SessionUser } from '../protocol/caller';
import { scopeOf } from './scope';

/**
 * The named rules of "who may touch which object" (docs/architecture.md, "Who may do what"). Each answers
 * true or false; a handler
 * that gets false answers as if the object did not exist (`orNotFound`), so a caller learns nothing about
 * other people's records by guessing ids.
 */

type Account = Pick<SessionUser, 'id' | 'role' | 'superAdmin'>;

const isSuperAdmin = (caller: Account) => caller.role === 'admin' && caller.superAdmin;

/** Staff accounts (volunteers and admins) are managed by super admins only; members are not accounts here. */
export function mayManageAccount(caller: Account, target: Pick<Account, 'role'>): boolean {
  return isSuperAdmin(caller) && target.role !== 'user';
}

/** A super admin may suspend any staff account but their own: nobody locks the last door behind them. */
export function maySuspendAccount(caller: Account, target: Pick<Account, 'id' | 'role'>): boolean {
  return mayManageAccount(caller, target) && target.id !== caller.id;
}

/** A family member belongs to the member who added it, and only that member may read or change it. */
export function ownsFamilyMember(
  caller: Pick<Account, 'id' | 'role'>,
  familyMember: { userId: string },
): boolean {
  return caller.role === 'user' && familyMember.userId === caller.id;
}

/** An alert may be changed by whoever created it, or by a super admin. */
export function mayChangeAlert(caller: Account, alert: { createdBy: string | null }): boolean {
  return isSuperAdmin(caller) || (caller.role === 'admin' && alert.createdBy === caller.id);
}

/** Returns the row when the rule holds, and refuses with NOT_FOUND otherwise, exactly as for a missing id. */
export function orNotFound<T>(row: T | undefined | null, allowed: (row: T) => boolean, what: string): T {
  if (row == null || !allowed(row)) throw notFound(what);
  return row;
}

/** A `userId` the spec sends along must be the caller's own; identity comes from the session only. */
export function assertSelf(userId: string | null | undefined, caller: SessionUser): void {
  if (userId !== undefined && userId !== null && userId !== caller.id) throw permissionDenied();
}

/**
 * A masjid's jamaat times are kept by the admins, for any masjid, and by a volunteer whose scope is that one
 * masjid when the super admin let them (the imam or mutawalli). An Area volunteer keeps none, even with the grant.
 */
export function mayKeepMosqueTimes(caller: SessionUser, mosqueId: string): boolean {
  const scope = scopeOf(caller);
  if (caller.role === 'admin') return scope.kind === 'everything';
  return caller.keepsMosqueTimes && scope.kind === 'mosque' && scope.mosqueId === mosqueId;
}

/**
 * A masjid's treasury is kept by the admins, for any masjid, and by a volunteer whose scope is that one masjid
 * when the super admin made them its treasurer. An Area volunteer keeps none, even with the grant.
 */
export function mayKeepTreasury(caller: SessionUser, mosqueId: string): boolean {
  const scope = scopeOf(caller);
  if (caller.role === 'admin') return scope.kind === 'everything';
  return caller.keepsTreasury && scope.kind === 'mosque' && scope.mosqueId === mosqueId;
}

/**
 * Who sees a donor's PAN in full: the donor, and the masjid's own treasurer. Everyone else who may read the
 * gift (an admin) sees its last 4 characters (PRIVACY.md).
 */
export function maySeeFullPan(
  caller: SessionUser,
  gift: { mosqueId: string; memberId: string | null },
): boolean {
  if (gift.memberId && caller.id === gift.memberId) return true;
  const scope = scopeOf(caller);
  return (
    caller.role === 'volunteer' &&
    caller.keepsTreasury &&
    scope.kind === 'mosque' &&
    scope.mosqueId === gift.mosqueId
  );
}

/**
 * A masjid's register is brought in and kept (import, merge, invitations, removal) by the admins, for any
 * masjid, and by a volunteer whose scope is that one masjid when the super admin let them
 * (docs/decisions/0014-masjid-register.md). An Area volunteer keeps none, even with the grant.
 */
export function mayKeepRegister(caller: SessionUser, mosqueId: string): boolean {
  const scope = scopeOf(caller);
  if (caller.role === 'admin') return scope.kind === 'everything';
  return caller.keepsRegister && scope.kind === 'mosque' && scope.mosqueId === mosqueId;
}

/**
 * Who sees a masjid's register people (in the members directory, say): the admins, and the staff whose scope is
 * that one masjid. Never an Area volunteer's wider view: the committee gave its register to its own masjid.
 */
export function maySeeRegister(caller: SessionUser, mosqueId: string): boolean {
  const scope = scopeOf(caller);
  if (scope.kind === 'everything') return true;
  return scope.kind === 'mosque' && scope.mosqueId === mosqueId;
}
