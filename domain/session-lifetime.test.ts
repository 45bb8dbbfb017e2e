import { describe, expect, it } from 'vitest';
import { sessionExpiresAt } from './session-lifetime';

const signIn = new Date('2026-01-01T00:00:00Z');
const plus = (ms: number) => new Date(signIn.getTime() + ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('session lifetimes', () => {
  it('keep a member 30 days after their last use, but never past 180 days from the sign-in', () => {
    expect(sessionExpiresAt('user', signIn, signIn)).toEqual(plus(30 * DAY));
    expect(sessionExpiresAt('user', signIn, plus(100 * DAY))).toEqual(plus(130 * DAY));
    expect(sessionExpiresAt('user', signIn, plus(170 * DAY))).toEqual(plus(180 * DAY));
  });

  it('keep staff 12 hours after their last use, but never past 7 days from the sign-in', () => {
    for (const role of ['volunteer', 'admin'] as const) {
      expect(sessionExpiresAt(role, signIn, signIn)).toEqual(plus(12 * HOUR));
      expect(sessionExpiresAt(role, signIn, plus(3 * DAY))).toEqual(plus(3 * DAY + 12 * HOUR));
      expect(sessionExpiresAt(role, signIn, plus(6 * DAY + 20 * HOUR))).toEqual(plus(7 * DAY));
    }
  });
});
