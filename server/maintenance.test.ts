import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, throttleEvents } from './db/schema';
import { purgeStaleRows } from './maintenance';
import { TEST_ADMIN } from './test/config';
import { startTestApp, type TestApp } from './test/harness';
import { manualClock } from './test/manual-clock';

const clock = manualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

describe('maintenance purge', () => {
  it('drops expired sessions and day-old throttle events, and keeps live ones', async () => {
    const old = (await t.call('signInStaff', TEST_ADMIN)).body.result.token as string;
    await t.call('signInStaff', { email: TEST_ADMIN.email, password: 'wrong-password' });
    clock.advance(31 * 86_400_000);
    const fresh = (await t.call('signInStaff', TEST_ADMIN)).body.result.token as string;
    await t.call('signInStaff', { email: TEST_ADMIN.email, password: 'wrong-again' });

    expect(await t.db.$count(sessions)).toBe(2);
    // A failure counts under three rules (IP, account from this IP, account). The second sign-in forgave
    // the old account-from-this-IP failure; the old IP and account ones are still there.
    expect(await t.db.$count(throttleEvents)).toBe(5);
    await purgeStaleRows(t.db, clock);

    expect(await t.db.$count(sessions)).toBe(1);
    expect((await t.call('getSessionUser', {}, fresh)).status).toBe(200);
    expect((await t.call('getSessionUser', {}, old)).status).toBe(401);
    // Only the failure from "today" is left, under its three rules.
    expect(await t.db.$count(throttleEvents)).toBe(3);
  });
});
