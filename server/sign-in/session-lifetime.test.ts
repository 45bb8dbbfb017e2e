import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildVolunteer, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { manualClock } from '../test/manual-clock';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const works = async (token: string) => (await t.call('getSessionUser', {}, token)).status;

describe('a staff session', () => {
  it('is refused after 13 hours unused', async () => {
    const { token } = await signedIn(t, buildVolunteer({ email: 'idle.staff@test.local' }));
    expect(await works(token)).toBe(200);
    clock.advance(13 * HOUR);
    expect(await works(token)).toBe(401);
  });

  it('lives while used, but not past 7 days from the sign-in', async () => {
    const { token } = await signedIn(t, buildVolunteer({ email: 'busy.staff@test.local' }));
    for (let used = 0; used < 6 * DAY + 18 * HOUR; used += 6 * HOUR) {
      expect(await works(token)).toBe(200);
      clock.advance(6 * HOUR);
    }
    clock.advance(7 * HOUR);
    expect(await works(token)).toBe(401);
  });
});

describe('a member session', () => {
  it('is kept 30 days unused, and refused after 31', async () => {
    const { token } = await signedIn(t, buildMember({ mobile: '9811177001' }));
    clock.advance(29 * DAY);
    expect(await works(token)).toBe(200);
    clock.advance(31 * DAY);
    expect(await works(token)).toBe(401);
  });

  it('lives while used, but not past 180 days from the sign-in', async () => {
    const { token } = await signedIn(t, buildMember({ mobile: '9811177002' }));
    for (let used = 0; used < 180 * DAY; used += 20 * DAY) {
      expect(await works(token)).toBe(200);
      clock.advance(20 * DAY);
    }
    expect(await works(token)).toBe(401);
  });
});
