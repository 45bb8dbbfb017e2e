import type { Role } from './constants';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long a session lives: `idleMs` after its last use, and never more than `absoluteMs` after the sign-in.
 * A member on a shared family phone stays signed in for a month of quiet; a staff session, which opens
 * every member's details, ends the same day it is left and within a week at most, whatever its use.
 */
export const SESSION_LIFETIMES = {
  member: { idleMs: 30 * DAY_MS, absoluteMs: 180 * DAY_MS },
  staff: { idleMs: 12 * HOUR_MS, absoluteMs: 7 * DAY_MS },
} as const;

/** When a session of `role`, signed in at `signedInAt` and used at `now`, ends unless used again. */
export function sessionExpiresAt(role: Role, signedInAt: Date, now: Date): Date {
  const lifetime = SESSION_LIFETIMES[role === 'user' ? 'member' : 'staff'];
  return new Date(Math.min(now.getTime() + lifetime.idleMs, signedInAt.getTime() + lifetime.absoluteMs));
}
