import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, auditLog, locations } from '../db/schema';
import { startTestApp, type TestApp } from '../test/harness';
import { mosqueIdOf, signedInAccount } from '../test/members-fixtures';

/** Admins publish alerts (issue: alerts targeted from one masjid to the whole country). */

let t: TestApp;
let adminA: { token: string; userId: string };
let adminB: { token: string; userId: string };
let superAdmin: { token: string; userId: string };
let meccaMosque: string;
let meccaMember: string;
let delhiMember: string;
let telangana: string;
let hyderabadCity: string;

const DAY = 86_400;
const inDays = (days: number) => ({
  seconds: Math.floor(t.services.clock.now().getTime() / 1000) + days * DAY,
});
/** One expiry for every call: computed again per call, it would change whenever a second passed between two. */
let weekAhead: { seconds: number };

beforeAll(async () => {
  t = await startTestApp();
  weekAhead = inDays(7);
  meccaMosque = await mosqueIdOf(t, 'TG-MM-001');
  adminA = await signedInAccount(t, { role: 'admin', email: 'alerts.a@test.local', name: 'Admin A' });
  adminB = await signedInAccount(t, { role: 'admin', email: 'alerts.b@test.local', name: 'Admin B' });
  superAdmin = await signedInAccount(t, {
    role: 'admin',
    superAdmin: true,
    email: 'alerts.super@test.local',
    name: 'Super',
  });
  meccaMember = (await signedInAccount(t, { mosqueId: meccaMosque })).token;
  delhiMember = (await signedInAccount(t, { mosqueId: await mosqueIdOf(t, 'DL-JM-001') })).token;
  const place = async (name: string, type: 'state' | 'city') =>
    (
      await t.db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(sql`lower(${locations.name})`, name.toLowerCase()), eq(locations.type, type)))
    )[0]!.id;
  telangana = await place('Telangana', 'state');
  hyderabadCity = await place('Hyderabad', 'city');
});
afterAll(() => t.close());

const fields = () => ({
  alertLevel: 'Mosque' as const,
  alertLevelId: meccaMosque,
  title: 'Blood donation camp',
  message: 'After Isha in the courtyard.',
  category: 'health' as const,
  severity: 'high' as const,
  importantDetails: 'Bring your Aadhaar card\nEat before you come',
  expiry: weekAhead,
  link: 'https://example.org/camp',
});

const memberTitles = async (token: string) =>
  (await t.call('getAlerts', { limit: 5, offset: 0 }, token)).body.result.map((a) => a.title);
const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(alerts))[0]!.n;
const audits = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

describe('addAlert', () => {
  it('publishes to one masjid: its members see it, a member in another state does not', async () => {
    const res = await t.call('addAlert', { ...fields(), title: 'Mecca camp' }, adminA.token);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      pass: true,
      message: 'Alert added successfully',
      level: 'Mosque',
      levelId: meccaMosque,
      alertId: expect.any(String),
      alert: {
        title: 'Mecca camp',
        severity: 'high',
        levelName: 'Mecca Masjid',
        link: 'https://example.org/camp',
        importantDetails: 'Bring your Aadhaar card\nEat before you come',
        expired: false,
      },
    });
    expect(res.body.result.alert?.id).toBe(res.body.result.alertId);
    expect(await memberTitles(meccaMember)).toContain('Mecca camp');
    expect(await memberTitles(delhiMember)).not.toContain('Mecca camp');
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, res.body.result.alertId!));
    expect(row).toMatchObject({ actorId: adminA.userId, action: 'alert.add', targetType: 'alert' });
  });

  it('reaches, from a state, a member of a masjid in a locality three levels below it', async () => {
    const res = await t.call(
      'addAlert',
      { ...fields(), title: 'Telangana-wide', alertLevel: 'state', alertLevelId: telangana, link: '' },
      adminA.token,
    );
    expect(res.body.result).toMatchObject({ pass: true, alert: { levelName: 'Telangana', link: null } });
    expect(await memberTitles(meccaMember)).toContain('Telangana-wide');
    expect(await memberTitles(delhiMember)).not.toContain('Telangana-wide');
  });

  it('takes the expiry as a bare number of seconds too, and no link or details at all', async () => {
    const { link: _, importantDetails: __, ...rest } = fields();
    const res = await t.call('addAlert', { ...rest, expiry: inDays(2).seconds }, adminA.token);
    expect(res.body.result).toMatchObject({ pass: true, alert: { link: null, importantDetails: null } });
  });

  it('refuses a past expiry, a javascript: link and a place of another level, and stores nothing', async () => {
    const before = { alerts: await count(), audits: await audits() };
    const past = await t.call('addAlert', { ...fields(), expiry: inDays(-1) }, adminA.token);
    expect(past.status).toBe(200);
    expect(past.body.result).toMatchObject({
      pass: false,
      message: 'The expiry date must be in the future',
      alertId: null,
    });
    const script = await t.call('addAlert', { ...fields(), link: 'javascript:alert(1)' }, adminA.token);
    expect(script.status).toBe(400);
    expect(JSON.stringify(script.body)).toContain('http:// or https://');
    for (const wrong of [
      { alertLevel: 'district', alertLevelId: hyderabadCity },
      { alertLevel: 'Mosque', alertLevelId: telangana },
      { alertLevel: 'city', alertLevelId: meccaMosque },
    ] as const) {
      const res = await t.call('addAlert', { ...fields(), ...wrong }, adminA.token);
      expect(res.body.result, JSON.stringify(wrong)).toMatchObject({
        pass: false,
        message: 'The place chosen is not of the alert level chosen. Please choose the place again',
      });
    }
    expect({ alerts: await count(), audits: await audits() }).toEqual(before);
  });

  it('answers bad input with a 400 naming the field, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'Please enter title'],
      [{ message: '' }, 'Please enter message'],
      [{ title: 'x'.repeat(151) }, 'Title should be at most 150 characters'],
      [{ category: 'sports' }, 'Please choose a category'],
      [{ severity: 'urgent' }, 'Please choose a severity'],
      [{ alertLevel: 'planet' }, 'Please choose who the alert is for'],
      [{ alertLevelId: 'not-an-id' }, 'Please choose the place the alert is for'],
      [{ alertLevelId: '00000000-0000-4000-8000-000000000000' }, 'Please choose the place the alert is for'],
      [{ expiry: 'tomorrow' }, 'Please choose the expiry date'],
      [{ expiry: { seconds: 1.5 } }, 'Please choose the expiry date'],
      [{ expiry: { seconds: 1e15 } }, 'Please choose the expiry date'],
      [{ expiry: 9e15 }, 'Please choose the expiry date'],
    ];
    for (const [change, text] of cases) {
      const res = await t.send('addAlert', { ...fields(), ...change }, adminA.token);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(change)).toContain(text);
    }
  });

  it('refuses a volunteer and a member with 403', async () => {
    const volunteer = await signedInAccount(t, { role: 'volunteer', email: 'alerts.v@test.local' });
    expect((await t.call('addAlert', fields(), volunteer.token)).status).toBe(403);
    expect((await t.call('addAlert', fields(), meccaMember)).status).toBe(403);
  });
});

describe('updateAlert and expireAlert', () => {
  let alertId: string;
  beforeAll(async () => {
    alertId = (await t.call('addAlert', { ...fields(), title: 'To be fixed' }, adminA.token)).body.result
      .alertId!;
  });

  it('lets the creator change an alert in place, and the change is audited with what changed', async () => {
    const res = await t.call(
      'updateAlert',
      { ...fields(), title: 'Fixed title', alertId, level: 'Mosque', levelId: meccaMosque },
      adminA.token,
    );
    expect(res.body.result).toMatchObject({
      pass: true,
      message: 'Alert updated successfully',
      alert: { id: alertId, title: 'Fixed title' },
    });
    expect(await memberTitles(meccaMember)).toContain('Fixed title');
    expect(await memberTitles(meccaMember)).not.toContain('To be fixed');
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, alertId), eq(auditLog.action, 'alert.update')));
    expect(row?.details).toEqual({ before: { title: 'To be fixed' }, after: { title: 'Fixed title' } });
  });

  it("answers NOT_FOUND to another admin changing or ending A's alert, and changes nothing", async () => {
    const update = await t.call('updateAlert', { ...fields(), title: 'Hijacked', alertId }, adminB.token);
    expect(update.status).toBe(404);
    const end = await t.call('expireAlert', { alertId }, adminB.token);
    expect(end.status).toBe(404);
    expect(await memberTitles(meccaMember)).toContain('Fixed title');
  });

  it('lets a super admin change any alert', async () => {
    const res = await t.call(
      'updateAlert',
      { ...fields(), title: 'Fixed by the super admin', alertId },
      superAdmin.token,
    );
    expect(res.body.result).toMatchObject({ pass: true });
  });

  it('writes no audit entry when an alert is saved without a change', async () => {
    // One input for both saves, so that nothing (the expiry included) differs between them.
    const input = { ...fields(), title: 'Saved as it was', alertId };
    expect((await t.call('updateAlert', input, superAdmin.token)).body.result.pass).toBe(true);
    const changes = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, alertId), eq(auditLog.action, 'alert.update')));
    const before = (await changes()).length;
    const again = await t.call('updateAlert', input, superAdmin.token);
    expect(again.body.result).toMatchObject({ pass: true, alert: { title: 'Saved as it was' } });
    expect(await changes()).toHaveLength(before);
    await t.call(
      'updateAlert',
      { ...fields(), title: 'Fixed by the super admin', alertId },
      superAdmin.token,
    );
  });

  it('refuses moving the expiry into the past, and keeps the alert as it was', async () => {
    const res = await t.call('updateAlert', { ...fields(), alertId, expiry: inDays(-2) }, adminA.token);
    expect(res.body.result).toMatchObject({ pass: false, message: 'The expiry date must be in the future' });
    expect(await memberTitles(meccaMember)).toContain('Fixed by the super admin');
  });

  it('ends an alert now: members no longer see it, and the admin list keeps it, marked expired', async () => {
    const res = await t.call('expireAlert', { alertId }, adminA.token);
    expect(res.body.result).toMatchObject({ pass: true, alert: { id: alertId, expired: true } });
    expect(await memberTitles(meccaMember)).not.toContain('Fixed by the super admin');
    const list = (await t.call('getAlerts', { limit: 100 }, adminA.token)).body.result;
    expect(list.find((a) => a.id === alertId)).toMatchObject({ expired: true });
  });
});

describe('getAlerts for admins', () => {
  it('gives an admin only the alerts they created, and a super admin every alert, newest first', async () => {
    await t.call('addAlert', { ...fields(), title: "B's own" }, adminB.token);
    const mine = (await t.call('getAlerts', { limit: 100 }, adminB.token)).body.result;
    expect(mine.map((a) => a.title)).toEqual(["B's own"]);
    const every = (await t.call('getAlerts', { limit: 100 }, superAdmin.token)).body.result;
    const titles = every.map((a) => a.title);
    expect(titles[0]).toBe("B's own");
    expect(titles).toEqual(expect.arrayContaining(['Mecca camp', 'Telangana-wide']));
    // The demo alerts, made by nobody, are the super admin's to see as well.
    expect(titles.length).toBeGreaterThan(mine.length + 3);
  });

  it('gives an admin who asks for no limit a page of 100, not the member page of 5', async () => {
    const every = (await t.call('getAlerts', {}, superAdmin.token)).body.result;
    expect(every.length).toBeGreaterThan(5);
  });
});
