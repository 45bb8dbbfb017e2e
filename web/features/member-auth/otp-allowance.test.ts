import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterRefusal, afterSend, freshAllowance, refreshAllowance, sendState } from './otp-allowance';

describe('OTP allowance', () => {
  it('counts down 60 seconds after each send', () => {
    const a = afterSend(freshAllowance(), 1_000_000);
    expect(a.remaining).toBe(2);
    expect(sendState(a, 1_000_000)).toEqual({ kind: 'cooldown', seconds: 60 });
    expect(sendState(a, 1_000_000 + 59_001)).toEqual({ kind: 'cooldown', seconds: 1 });
    expect(sendState(a, 1_000_000 + 60_000)).toEqual({ kind: 'ready' });
  });

  it('blocks for an hour once three sends are used, then starts over', () => {
    let a = freshAllowance();
    let now = 0;
    for (let i = 0; i < 3; i++) {
      now += 61_000;
      a = afterSend(a, now);
    }
    expect(a.remaining).toBe(0);
    expect(sendState(a, now + 120_000)).toEqual({ kind: 'blocked' });
    expect(sendState(a, now + 3_600_000 - 1)).toEqual({ kind: 'blocked' });
    const later = refreshAllowance(a, now + 3_600_000);
    expect(later).toEqual(freshAllowance());
    expect(sendState(later, now + 3_600_000)).toEqual({ kind: 'ready' });
  });

  it('takes the server count when it is lower, and never goes below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), (server) => {
        const a = afterSend(freshAllowance(), 0, server);
        expect(a.remaining).toBe(Math.max(0, Math.min(2, server)));
        expect(a.disabledUntil > 0).toBe(a.remaining === 0);
      }),
    );
  });
});

describe('server refusals', () => {
  it('a short wait becomes the countdown; a long one blocks like a used-up allowance', () => {
    const cooling = afterRefusal(freshAllowance(), 0, 42);
    expect(sendState(cooling, 0)).toEqual({ kind: 'cooldown', seconds: 42 });
    expect(cooling.remaining).toBe(3);
    const blocked = afterRefusal(freshAllowance(), 0, 1800);
    expect(sendState(blocked, 1_000_000)).toEqual({ kind: 'blocked' });
    expect(refreshAllowance(blocked, 1_800_000)).toEqual(freshAllowance());
  });
});
