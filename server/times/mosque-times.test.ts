import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mosques, mosqueTimeVersions } from '../db/schema';
import { buildAdmin, buildMember, buildSuperAdmin, buildVolunteer, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/** A masjid's times through the API: the reads computed from its versions, and the committee's writes. */

let t: TestApp;
let tree: SmallTree;
let admin: string;
let superAdmin: string;
let keeper: string;
let member: string;
// 09:30 in India on 1 December 2026.
const clock = manualClock(new Date('2026-12-01T04:00:00Z'));
const TODAY = '2026-12-01';
const DELHI = { latitude: 28.6507, longitude: 77.2334 };
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await startTestApp({ clock });
  tree = await buildSmallTree(t.db, 'TM');
  for (const id of [tree.oldMosque, tree.newMosque])
    await t.db.update(mosques).set(DELHI).where(eq(mosques.id, id));
  admin = (await signedIn(t, buildAdmin({ email: 'tm.admin@test.local' }))).token;
  superAdmin = (await signedIn(t, buildSuperAdmin({ email: 'tm.super@test.local' }))).token;
  keeper = (
    await signedIn(
      t,
      buildVolunteer({
        email: 'tm.imam@test.local',
        scope: { level: 'Mosque', mosqueId: tree.newMosque },
        keepsMosqueTimes: true,
      }),
    )
  ).token;
  member = (await signedIn(t, buildMember({ mosqueId: tree.oldMosque }))).token;
});
afterAll(() => t.close());

const versionsOf = async (mosqueId: string) =>
  t.db
    .select()
    .from(mosqueTimeVersions)
    .where(eq(mosqueTimeVersions.mosqueId, mosqueId))
    .orderBy(mosqueTimeVersions.effectiveFrom);
const auditRows = async (mosqueId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, mosqueId), eq(auditLog.action, 'mosque.times')))
  )[0]!.n;

const prayer = (day: { prayers: { name: string; adhan: string; jamaat: string | null }[] }, name: string) =>
  day.prayers.find((p) => p.name === name)!;

describe('reading the times', () => {
  it('answers a masjid without coordinates with no days, and its rules with no point', async () => {
    const times = await t.call('getMosqueTimes', { mosqueId: tree.harbourMosque, from: TODAY, days: 7 });
    expect(times.status).toBe(200);
    expect(times.body.result).toEqual({ timesSet: false, days: [] });
    const rules = await t.call('getMosqueTimesRules', { code: 'tm-hbr' });
    expect(rules.status).toBe(200);
    expect(rules.body.result.mosque).toMatchObject({
      id: tree.harbourMosque,
      mosqueId: 'TM-HBR',
      latitude: null,
      placeNames: ['TM Harbour', 'TM South City', 'TM South District', 'TM South'],
    });
    expect(rules.body.result.versions).toEqual([]);
    expect(rules.body.result.indiaHijriAdjustment).toBe(0);
  });

  it("computes a masjid's days by the defaults before any change, in India's time", async () => {
    const res = await t.call('getMosqueTimes', { mosqueId: tree.oldMosque, from: '2026-12-04', days: 31 });
    expect(res.status).toBe(200);
    expect(res.body.result.timesSet).toBe(true);
    expect(res.body.result.days).toHaveLength(31);
    const [friday] = res.body.result.days;
    expect(friday!.date).toBe('2026-12-04');
    expect(friday!.prayers.map((p) => p.name)).toEqual([
      'fajr',
      'sunrise',
      'dhuhr',
      'asr',
      'maghrib',
      'isha',
    ]);
    expect(prayer(friday!, 'sunrise').jamaat).toBeNull();
    expect(prayer(friday!, 'fajr').adhan).toMatch(/^0[5-6]:\d\d$/);
  });

  it('answers an unknown masjid with 404, by id and by code', async () => {
    expect((await t.call('getMosqueTimes', { mosqueId: MISSING, from: TODAY, days: 1 })).status).toBe(404);
    expect((await t.call('getMosqueTimesRules', { mosqueId: MISSING })).status).toBe(404);
    expect((await t.call('getMosqueTimesRules', { code: 'TM-NONE' })).status).toBe(404);
  });

  it('refuses more than 31 days with a 400', async () => {
    const res = await t.send('getMosqueTimes', { mosqueId: tree.oldMosque, from: TODAY, days: 32 });
    expect(res.status).toBe(400);
  });
});

describe('changing the times', () => {
  it("gives a Shafi'i masjid an earlier Asr than a Hanafi one in the same city", async () => {
    const saved = await t.call('updateMosqueTimes', { mosqueId: tree.newMosque, asr: 'shafii' }, keeper);
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ pass: true, messageCode: 'timesSaved', problems: [] });
    const day = async (mosqueId: string) =>
      (await t.call('getMosqueTimes', { mosqueId, from: TODAY, days: 1 })).body.result.days[0]!;
    const hanafi = prayer(await day(tree.oldMosque), 'asr').adhan;
    const shafii = prayer(await day(tree.newMosque), 'asr').adhan;
    expect(shafii < hanafi).toBe(true);
  });

  it('keeps a Ramadan timetable from its first day to its last, and the usual rules after', async () => {
    const ramadan = { from: '2027-02-08', to: '2027-03-09', jamaat: { isha: { at: '21:00' } } };
    const saved = await t.call(
      'updateMosqueTimes',
      { mosqueId: tree.oldMosque, overrides: [ramadan] },
      admin,
    );
    expect(saved.body.result).toMatchObject({ pass: true });
    const isha = async (from: string, days: number) =>
      (await t.call('getMosqueTimes', { mosqueId: tree.oldMosque, from, days })).body.result.days.map((d) => [
        d.date,
        prayer(d, 'isha').jamaat,
      ]);
    const [before, first] = await isha('2027-02-07', 2);
    expect(before![1]).not.toBe('21:00');
    expect(first).toEqual(['2027-02-08', '21:00']);
    const [last, after] = await isha('2027-03-09', 2);
    expect(last).toEqual(['2027-03-09', '21:00']);
    expect(after![1]).not.toBe('21:00');
  });

  it('takes effect from the date chosen; later versions take the same change', async () => {
    const mosqueId = tree.oldMosque;
    await t.call(
      'updateMosqueTimes',
      { mosqueId, from: '2026-12-20', jamaat: { dhuhr: { at: '13:30' } } },
      admin,
    );
    const res = await t.call(
      'updateMosqueTimes',
      { mosqueId, from: '2026-12-10', jamaat: { isha: { at: '21:30' } } },
      admin,
    );
    expect(res.body.result.pass).toBe(true);
    const rows = await versionsOf(mosqueId);
    const isha = (from: string) =>
      (rows.find((r) => r.effectiveFrom === from)!.settings as { jamaat: { isha: unknown } }).jamaat.isha;
    expect(isha('2026-12-10')).toEqual({ at: '21:30' });
    // The committee's change from the 10th holds on the 20th too: that version got the same patch.
    expect(isha('2026-12-20')).toEqual({ at: '21:30' });
    const times = await t.call('getMosqueTimes', { mosqueId, from: '2026-12-09', days: 12 });
    const days = times.body.result.days;
    expect(prayer(days[0]!, 'isha').jamaat).not.toBe('21:30');
    expect(prayer(days[1]!, 'isha').jamaat).toBe('21:30');
    expect(prayer(days[11]!, 'dhuhr').jamaat).toBe('13:30');
    const rules = await t.call('getMosqueTimesRules', { mosqueId });
    expect(rules.body.result.versions.map((v) => v.from)).toEqual(['2026-12-01', '2026-12-10', '2026-12-20']);
    expect(rules.body.result.changedAt).not.toBeNull();
  });

  it('writes nothing, and no audit row, when the same change is saved again', async () => {
    const input = { mosqueId: tree.oldMosque, from: '2026-12-10', jamaat: { isha: { at: '21:30' } } };
    const audits = await auditRows(tree.oldMosque);
    const res = await t.call('updateMosqueTimes', input, admin);
    expect(res.body.result).toMatchObject({ pass: true, messageCode: 'timesUnchanged' });
    expect(await auditRows(tree.oldMosque)).toBe(audits);
  });

  it('refuses a date that has passed', async () => {
    const res = await t.call(
      'updateMosqueTimes',
      { mosqueId: tree.oldMosque, from: '2026-11-30', asr: 'shafii' },
      admin,
    );
    expect(res.body.result).toMatchObject({
      pass: false,
      problems: [{ path: 'from', messageCode: 'timesFromPast' }],
    });
  });

  it('refuses an impossible rule by name, and changes nothing', async () => {
    const before = await versionsOf(tree.oldMosque);
    const res = await t.call(
      'updateMosqueTimes',
      { mosqueId: tree.oldMosque, jamaat: { maghrib: { at: '12:00' } } },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.result.pass).toBe(false);
    expect(res.body.result.problems[0]).toMatchObject({
      path: 'jamaat.maghrib',
      messageCode: 'maghribJamaatOutside',
    });
    expect(res.body.result.problems[0]!.message).toContain('Maghrib');
    expect(await versionsOf(tree.oldMosque)).toEqual(before);
  });

  it('refuses overlapping timetables for dates, and changes nothing', async () => {
    const before = await versionsOf(tree.oldMosque);
    const overrides = [
      { from: '2027-01-01', to: '2027-01-31', jamaat: { isha: { at: '20:30' } } },
      { from: '2027-01-20', to: '2027-02-10', jamaat: { isha: { at: '20:15' } } },
    ];
    const res = await t.call('updateMosqueTimes', { mosqueId: tree.oldMosque, overrides }, admin);
    expect(res.body.result).toMatchObject({
      pass: false,
      problems: [{ path: 'overrides.1.from', messageCode: 'overridesOverlap' }],
    });
    expect(await versionsOf(tree.oldMosque)).toEqual(before);
  });

  it('saves a fixed time that is merely late, with a warning', async () => {
    const res = await t.call(
      'updateMosqueTimes',
      { mosqueId: tree.newMosque, jamaat: { isha: { at: '23:50' } } },
      keeper,
    );
    expect(res.body.result.pass).toBe(true);
    expect(res.body.result.warnings[0]).toMatchObject({ path: 'jamaat.isha', messageCode: 'ishaJamaatLate' });
  });

  it('refuses a fixed Fajr that is wrong today, naming today, and changes nothing', async () => {
    const before = await versionsOf(tree.oldMosque);
    const res = await t.call(
      'updateMosqueTimes',
      { mosqueId: tree.oldMosque, jamaat: { fajr: { at: '05:30' } } },
      admin,
    );
    expect(res.body.result).toMatchObject({
      pass: false,
      problems: [
        {
          path: 'jamaat.fajr',
          messageCode: 'fajrJamaatOutside',
          messageParams: { date: '01/12/2026', jamaat: '05:30', adhan: '05:33' },
        },
      ],
      warnings: [],
    });
    expect(await versionsOf(tree.oldMosque)).toEqual(before);
  });

  it('saves a fixed Fajr that only leaves its time in spring, warning of the day to set new times', async () => {
    const res = await t.call(
      'updateMosqueTimes',
      { mosqueId: tree.oldMosque, from: '2027-01-15', jamaat: { fajr: { at: '06:30' } } },
      admin,
    );
    expect(res.body.result).toMatchObject({
      pass: true,
      messageCode: 'timesSaved',
      warnings: [
        {
          path: 'jamaat.fajr',
          messageCode: 'fajrJamaatOutsideLater',
          message:
            'On 16/03/2027 the Fajr jamaat at 06:30 first falls outside its time, 05:12 to sunrise at 06:30. Please set new times from that day',
        },
      ],
    });
    const fajr = (await versionsOf(tree.oldMosque)).find((v) => v.effectiveFrom === '2027-01-15')!;
    expect((fajr.settings as { jamaat: { fajr: unknown } }).jamaat.fajr).toEqual({ at: '06:30' });
  });

  it('checks each version only until the next begins: the same Fajr from today warns of nothing', async () => {
    // From 15 January the version saved above already keeps 06:30, and it was warned about then.
    const res = await t.call(
      'updateMosqueTimes',
      { mosqueId: tree.oldMosque, jamaat: { fajr: { at: '06:30' } } },
      admin,
    );
    expect(res.body.result).toMatchObject({ pass: true, problems: [], warnings: [] });
  });

  it("lets a volunteer keep only their own masjid's times", async () => {
    const before = await versionsOf(tree.oldMosque);
    const res = await t.call('updateMosqueTimes', { mosqueId: tree.oldMosque, asr: 'shafii' }, keeper);
    expect(res.status).toBe(403);
    expect(await versionsOf(tree.oldMosque)).toEqual(before);
    const areaVolunteer = await signedIn(
      t,
      buildVolunteer({
        email: 'tm.area@test.local',
        scope: { level: 'Area', locationId: tree.north },
        keepsMosqueTimes: true,
      }),
    );
    expect(
      (await t.call('updateMosqueTimes', { mosqueId: tree.newMosque, asr: 'hanafi' }, areaVolunteer.token))
        .status,
    ).toBe(403);
    expect(
      (await t.call('updateMosqueTimes', { mosqueId: tree.newMosque, asr: 'hanafi' }, member)).status,
    ).toBe(403);
  });

  it('answers an unknown masjid with 404', async () => {
    const res = await t.call('updateMosqueTimes', { mosqueId: MISSING, asr: 'shafii' }, admin);
    expect(res.status).toBe(404);
  });

  it("follows India's Hijri adjustment, set by the super admin", async () => {
    const res = await t.call('setIndiaHijriAdjustment', { days: -1 }, superAdmin);
    expect(res.body.result).toMatchObject({ pass: true });
    const rules = await t.call('getMosqueTimesRules', { mosqueId: tree.harbourMosque });
    expect(rules.body.result.indiaHijriAdjustment).toBe(-1);
    expect((await t.call('setIndiaHijriAdjustment', { days: 1 }, admin)).status).toBe(403);
    await t.call('setIndiaHijriAdjustment', { days: 0 }, superAdmin);
  });
});
