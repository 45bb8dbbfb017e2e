import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, locations } from '../db/schema';
import { createSession } from '../sign-in/sessions';
import { TEST_ADMIN } from '../test/config';
import { buildMember, insertUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { mosqueIdOf } from '../test/members-fixtures';

const clock = manualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const DEMO = {
  country: 'Minority scholarships: apply on the National Scholarship Portal',
  telangana: 'Aadhaar and voter ID help desk',
  delhiMosque: 'Weekend Quran classes for children',
  meccaMosque: 'Free health camp after Jumu’ah',
};

async function locationId(name: string, type: 'state' | 'district' | 'city' | 'locality'): Promise<string> {
  const [row] = await t.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(sql`lower(${locations.name})`, name.toLowerCase()), eq(locations.type, type)))
    .limit(1);
  if (!row) throw new Error(`No ${type} ${name}`);
  return row.id;
}

/** A member straight in the database, signed in: these tests are about alerts, not sign-up. */
async function memberAt(mosqueId: string | null): Promise<string> {
  return createSession(t.db, clock, await insertUser(t.db, buildMember({ mosqueId })), 'otp');
}

let seq = 0;
/** An alert created `seq` seconds after the test start, so the newest-first order is known. */
async function addAlert(
  title: string,
  target: { locationId: string; level: 'state' | 'district' | 'city' | 'locality' } | { mosqueId: string },
  opts: { expiresInMs?: number; createdBy?: string } = {},
) {
  seq += 1;
  const now = clock.now().getTime();
  await t.db.insert(alerts).values({
    title,
    message: `${title}: message`,
    category: 'society',
    severity: 'low',
    expiresAt: new Date(now + (opts.expiresInMs ?? 86_400_000)),
    createdAt: new Date(now + seq * 1000),
    createdBy: opts.createdBy,
    ...('mosqueId' in target ? { level: 'Mosque' as const, mosqueId: target.mosqueId } : target),
  });
}

const titles = (res: { body: { result: { title: string }[] } }) => res.body.result.map((a) => a.title);

/** Every alert a member sees, page by page as /alerts goes back: members get at most 5 a page. */
async function everyAlert(token: string) {
  const all = [];
  for (let offset = 0; ; offset += 5) {
    const res = await t.call('getAlerts', { limit: 5, offset }, token);
    expect(res.status).toBe(200);
    all.push(...res.body.result);
    if (res.body.result.length < 5) return all;
  }
}
const everyTitle = async (token: string) => (await everyAlert(token)).map((a) => a.title);

describe('getAlerts for a member', () => {
  let meccaMosque: string;
  beforeAll(async () => {
    meccaMosque = await mosqueIdOf(t, 'TG-MM-001');
    await addAlert('Hyderabad city', { level: 'city', locationId: await locationId('Hyderabad', 'city') });
    await addAlert('Other state masjid', { mosqueId: await mosqueIdOf(t, 'MH-MM-001') });
    await addAlert('Same city, other masjid', { mosqueId: await mosqueIdOf(t, 'TG-SM-001') });
    await addAlert('Expired at my masjid', { mosqueId: meccaMosque }, { expiresInMs: -1000 });
    await addAlert('Maharashtra', { level: 'state', locationId: await locationId('Maharashtra', 'state') });
    await addAlert('Hyderabad district', {
      level: 'district',
      locationId: await locationId('Hyderabad', 'district'),
    });
    await addAlert('Charminar locality', {
      level: 'locality',
      locationId: await locationId('Charminar', 'locality'),
    });
  });

  it('lists unexpired alerts of the masjid and every location above it, newest first', async () => {
    const token = await memberAt(meccaMosque);
    expect(await everyTitle(token)).toEqual([
      'Charminar locality',
      'Hyderabad district',
      'Hyderabad city',
      DEMO.meccaMosque,
      DEMO.telangana,
      DEMO.country,
    ]);
  });

  it('names the masjid or location and gives the expiry in seconds', async () => {
    const token = await memberAt(meccaMosque);
    const list = await everyAlert(token);
    const camp = list.find((a) => a.title === DEMO.meccaMosque);
    expect(camp).toMatchObject({
      level: 'Mosque',
      levelId: meccaMosque,
      levelName: 'Mecca Masjid',
      category: 'health',
      severity: 'low',
      importantDetails: expect.stringContaining('\n'),
      link: null,
      expiry: { seconds: expect.any(Number) },
      createdAt: expect.any(String),
    });
    expect(camp!.expiry.seconds * 1000).toBeGreaterThan(clock.now().getTime());
    const country = list.find((a) => a.title === DEMO.country);
    expect(country).toMatchObject({
      level: 'country',
      levelName: 'India',
      link: 'https://scholarships.gov.in/',
    });
  });

  it('honours limit and offset, with 5 and 0 by default', async () => {
    const token = await memberAt(meccaMosque);
    expect(titles(await t.call('getAlerts', { limit: 2, offset: 0 }, token))).toEqual([
      'Charminar locality',
      'Hyderabad district',
    ]);
    expect(titles(await t.call('getAlerts', { limit: 2, offset: 2 }, token))).toEqual([
      'Hyderabad city',
      DEMO.meccaMosque,
    ]);
    expect((await t.call('getAlerts', null, token)).body.result).toHaveLength(5);
    expect((await t.call('getAlerts', { offset: 6 }, token)).body.result).toEqual([]);
  });

  it('gives a member at most 5 a page, whatever limit is asked', async () => {
    const token = await memberAt(meccaMosque);
    const first = titles(await t.call('getAlerts', { limit: 100 }, token));
    expect(first).toHaveLength(5);
    expect(titles(await t.call('getAlerts', { limit: 100, offset: 5 }, token))).toEqual([DEMO.country]);
    expect([...first, DEMO.country]).toEqual(await everyTitle(token));
  });

  it('shows a Delhi member the national and Delhi masjid alerts only', async () => {
    const token = await memberAt(await mosqueIdOf(t, 'DL-JM-001'));
    expect(await everyTitle(token)).toEqual([DEMO.delhiMosque, DEMO.country]);
  });

  it('shows a member without a masjid the national alerts only', async () => {
    const token = await memberAt(null);
    expect(titles(await t.call('getAlerts', {}, token))).toEqual([DEMO.country]);
  });

  it('validates limit and offset', async () => {
    const token = await memberAt(meccaMosque);
    for (const page of [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { limit: 2.5 }, { limit: '5' }]) {
      expect((await t.send('getAlerts', page, token)).status, JSON.stringify(page)).toBe(400);
    }
  });

  // Last in this block: it moves the clock on for good.
  it('drops alerts once they expire', async () => {
    const token = await memberAt(meccaMosque);
    const before = await everyTitle(token);
    expect(before).toContain(DEMO.telangana);
    clock.advance(11 * 86_400_000);
    const after = await everyTitle(token);
    expect(after).not.toContain(DEMO.telangana);
    expect(after).not.toContain('Hyderabad city');
    expect(after).toContain(DEMO.country);
  });
});

describe('getAlerts for staff', () => {
  it('gives the super admin every alert, expired ones too and marked, newest first', async () => {
    const login = (await t.call('signInStaff', TEST_ADMIN)).body.result;
    const me = (await t.call('getSessionUser', {}, login.token)).body.result;
    const delhi = await locationId('Delhi', 'state');
    await addAlert(
      'Admin old',
      { level: 'state', locationId: delhi },
      { createdBy: me.userId, expiresInMs: -1 },
    );
    await addAlert('Admin new', { level: 'state', locationId: delhi }, { createdBy: me.userId });
    const res = await t.call('getAlerts', { limit: 100, offset: 0 }, login.token);
    expect(titles(res).slice(0, 2)).toEqual(['Admin new', 'Admin old']);
    expect(titles(res)).toContain('Hyderabad city');
    expect(res.body.result[0]).toMatchObject({
      level: 'state',
      levelId: delhi,
      levelName: 'Delhi',
      expired: false,
    });
    expect(res.body.result[1]).toMatchObject({ expired: true });
  });

  it('refuses a volunteer with 403 and a visitor with 401', async () => {
    const vol = (
      await t.call('signInStaff', { email: 'ayesha.siddiqui@example.org', password: 'volunteer123' })
    ).body.result;
    expect((await t.call('getAlerts', {}, vol.token)).status).toBe(403);
    expect((await t.call('getAlerts', {})).status).toBe(401);
  });
});

describe('getAlert: the alert a shared link names', () => {
  const idOf = async (title: string) =>
    (await t.db.select({ id: alerts.id }).from(alerts).where(eq(alerts.title, title)))[0]!.id;
  let meccaMosque: string;
  beforeAll(async () => {
    meccaMosque = await mosqueIdOf(t, 'TG-MM-001');
    await addAlert('Linked: my masjid', { mosqueId: meccaMosque });
    await addAlert('Linked: Kerala masjid', { mosqueId: await mosqueIdOf(t, 'KL-CJ-001') });
    await addAlert('Linked: ended at my masjid', { mosqueId: meccaMosque }, { expiresInMs: -1000 });
    await addAlert(
      'Linked: ended in Kerala',
      { mosqueId: await mosqueIdOf(t, 'KL-CJ-001') },
      { expiresInMs: -1 },
    );
  });

  it('gives the member an alert of their masjid or area, whichever page of /alerts it is on', async () => {
    const token = await memberAt(meccaMosque);
    for (const title of ['Linked: my masjid', DEMO.country]) {
      const res = await t.call('getAlert', { alertId: await idOf(title) }, token);
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ pass: true, alert: { title } });
    }
  });

  it('says plainly that an alert of another area is not for them, and shows nothing of it', async () => {
    const token = await memberAt(meccaMosque);
    const res = await t.call('getAlert', { alertId: await idOf('Linked: Kerala masjid') }, token);
    expect(res.body.result).toEqual({
      pass: false,
      alert: null,
      message:
        'This alert is for another area: it was not sent to your masjid, nor to a place your masjid is in',
      messageCode: 'alertNotForYourArea',
    });
  });

  it('says an ended alert, or one that never was, has ended or is gone', async () => {
    const token = await memberAt(meccaMosque);
    for (const alertId of [
      await idOf('Linked: ended at my masjid'),
      await idOf('Linked: ended in Kerala'),
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await t.call('getAlert', { alertId }, token);
      expect(res.body.result).toMatchObject({ pass: false, alert: null, messageCode: 'alertGone' });
    }
  });

  it('refuses an id that is no id with 400, staff with 403 and a visitor with 401', async () => {
    const token = await memberAt(meccaMosque);
    expect((await t.call('getAlert', { alertId: '../alerts' }, token)).status).toBe(400);
    const login = (await t.call('signInStaff', TEST_ADMIN)).body.result;
    const alertId = await idOf('Linked: my masjid');
    expect((await t.call('getAlert', { alertId }, login.token)).status).toBe(403);
    expect((await t.call('getAlert', { alertId })).status).toBe(401);
  });
});
