import type { SessionUser } from '../auth/sessions';

/**
 * What a staff caller may read, from their account alone (never from the input): admins and super admins
 * everything; a volunteer the subtree of their Area, or their one masjid. A volunteer whose account lost its
 * scope sees nothing rather than everything.
 */
export type Scope =
  | { kind: 'everything' }
  | { kind: 'area'; locationId: string }
  | { kind: 'mosque'; mosqueId: string }
  | { kind: 'nothing' };

export function scopeOf(caller: SessionUser): Scope {
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
