import type { SessionUser } from '../protocol/caller';

/**
 * What a staff caller may read, from their account alone (never from the input): admins and super admins
 * everything; a volunteer the subtree of their Area, or their one masjid. A volunteer whose account lost its
 * scope, or a suspended account, sees nothing rather than everything.
 */
export type Scope =
  | { kind: 'everything' }
  | { kind: 'area'; locationId: string }
  | { kind: 'mosque'; mosqueId: string }
  | { kind: 'nothing' };

export function scopeOf(caller: SessionUser): Scope {
  // A suspended account never gets a session; should one reach here all the same, it reads nothing.
  if (caller.suspended) return { kind: 'nothing' };
  if (caller.role === 'admin') return { kind: 'everything' };
  if (caller.role !== 'volunteer') return { kind: 'nothing' };
  if (caller.scopeLevel === 'Area' && caller.scopeLocationId) {
    return { kind: 'area', locationId: caller.scopeLocationId };
  }
  if (caller.scopeLevel === 'Mosque' && caller.scopeMosqueId) {
    return { kind: 'mosque', mosqueId: caller.scopeMosqueId };
  }
  return { kind: 'nothing' };
}
