import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../../domain/dates';
import type { MembersOverview } from '../../domain/functions/directory';
import { directoryMember, memberCounts, memberCountsDay, mosques, NO_PLACE, users } from '../db/schema';
import type { Scope } from '../policy/scope';
import { buildVolunteer, signedIn } from '../test/factories';
import { manualClock } from '../test/manual-clock';
import { withMemberTestApp } from '../test/member-test-app';
import { clientAt, newPhone, registerMember, signedInAccount } from '../test/members-fixtures';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { moveMemberCountsToToday } from './member-counts-day';
import { membersWhere } from './member-queries';
import { countOverview } from './overview-full-count';

/**
 * The overview reads counts the database keeps as members change (migration 0019). Whatever members
 * do, alone or at the same moment, the kept figures are those of counting every member, for every caller.
 */

const DAY_MS = 86_400_000;
// The test's days start a year and two weeks before the day the template's counts were made on (the real
// today): the overview moves the members whose band differs between the two days itself, backwards here.
// The last test moves the clock to a few days after it (staff sessions must stay younger than a week).
const clock = manualClock(new Date(Date.now() - 380 * DAY_MS));
const env = withMemberTestApp(clock);
/** A date of birth that turns `age` `days` days after the real today. */
const turning = (age: number, days: number) => {
  const day = new Date(Date.now() + days * DAY_MS);
  day.setUTCFullYear(day.getUTCFullYear() - age);
  return day.toISOString().slice(0, 10);
};
const PASSWORD = 'counted-123';

let tree: SmallTree;
type View = { label: string; token: string; scope: Scope; locationId?: string };
let views: View[] = [];
let signIns = 0;

/** The callers whose overviews are compared, with sessions opened now (a year on, the old ones have expired). */
async function signInViews(): Promise<View[]> {
  const n = ++signIns;
  const admin = (await signedInAccount(env.t, { role: 'admin', email: `kc.admin${n}@test.local` })).token;
  const volunteer = async (name: string, scope: Scope & { kind: 'area' | 'mosque' }) =>
    (
      await signedIn(
        env.t,
        buildVolunteer({
          email: `kc.${name}${n}@test.local`,
          scope:
            scope.kind === 'area'
              ? { level: 'Area', locationId: scope.locationId }
              : { level: 'Mosque', mosqueId: scope.mosqueId },
        }),
      )
    ).token;
  const everything: Scope = { kind: 'everything' };
  const north: Scope = { kind: 'area', locationId: tree.north };
  const district: Scope = { kind: 'area', locationId: tree.northDistrict };
  const city: Scope = { kind: 'area', locationId: tree.southCity };
  const masjid: Scope = { kind: 'mosque', mosqueId: tree.oldMosque };
  const districtToken = await volunteer('district', district);
  const cityToken = await volunteer('city', city);
  return [
    { label: 'admin, everyone', token: admin, scope: everything },
    { label: 'admin, India', token: admin, scope: everything, locationId: tree.india },
    { label: 'admin, a state', token: admin, scope: everything, locationId: tree.south },
    { label: 'admin, a district', token: admin, scope: everything, locationId: tree.northDistrict },
    { label: 'admin, a city', token: admin, scope: everything, locationId: tree.northCity },
    { label: 'admin, a locality', token: admin, scope: everything, locationId: tree.oldTown },
    { label: 'admin, a masjid', token: admin, scope: everything, locationId: tree.harbourMosque },
    { label: 'state volunteer', token: await volunteer('north', north), scope: north },
    { label: 'district volunteer', token: districtToken, scope: district },
    {
      label: 'district volunteer asking for a city of theirs',
      token: districtToken,
      scope: district,
      locationId: tree.northCity,
    },
    { label: 'city volunteer', token: cityToken, scope: city },
    {
      label: 'city volunteer asking for another state',
      token: cityToken,
      scope: city,
      locationId: tree.north,
    },
    { label: 'masjid volunteer', token: await volunteer('masjid', masjid), scope: masjid },
  ];
}

beforeAll(async () => {
  tree = await buildSmallTree(env.t.db, 'KC');
  views = await signInViews();
});

let registrations = 0;
type Person = { name: string; dob: string; gender: 'male' | 'female'; category?: 'student' | 'working' };

/** A member who registers as a new number does: OTP, notice, password, then their details and category. */
async function register(mosqueId: string, person: Person) {
  const api = clientAt(env.t, `10.52.${Math.floor(registrations / 200)}.${(registrations++ % 200) + 1}`);
  const phone = newPhone();
  const { token, userId } = await registerMember(api, env.inbox, { phone, mosqueId, password: PASSWORD });
  const basic = await api(
    'updateBasicInfo',
    { ...person, address: '1 Count Street', mosqueId, parentId: null, relation: null },
    token,
  );
  expect(basic.body.result.pass).toBe(true);
  if (person.category) await changeCategory({ token, api }, person.category);
  return { token, userId, phone, api };
}
type Member = Awaited<ReturnType<typeof register>>;

async function changeCategory(m: Pick<Member, 'token' | 'api'>, category: 'student' | 'working') {
  const res = await m.api('updateOtherInfo', { category, details: {} }, m.token);
  expect(res.body.result.pass).toBe(true);
}

async function changeMosque(m: Member, mosqueId: string) {
  const res = await m.api('updateMyMosque', { mosqueId }, m.token);
  expect(res.body.result.pass).toBe(true);
}

/** The figures with the order of equal categories left out (the charts sort them by count alone). */
function comparable(o: MembersOverview) {
  return {
    ...o,
    byCategory: [...o.byCategory].sort((a, b) => String(a.category).localeCompare(String(b.category))),
  };
}

/** Every view's overview as getMembersOverview answers it, against counting every member of it now. */
async function expectKeptAsCounted() {
  const today = todayInIndia(clock.now());
  for (const view of views) {
    const res = await env.t.call(
      'getMembersOverview',
      view.locationId ? { locationId: view.locationId } : {},
      view.token,
    );
    expect(res.status, view.label).toBe(200);
    const where = await membersWhere(
      env.t.db,
      view.scope,
      { locationId: view.locationId ?? null, filters: {} },
      today,
    );
    const counted = await countOverview(env.t.db, where, today);
    expect(comparable(res.body.result), view.label).toEqual(comparable(counted));
  }
  // And the kept rows themselves: everyone's add up to every listed member.
  const [kept] = await env.t.db
    .select({ n: sql<number>`coalesce(sum(${memberCounts.members}), 0)::int` })
    .from(memberCounts)
    .where(eq(memberCounts.stateId, NO_PLACE));
  const listed = await env.t.db.$count(users, and(directoryMember(users), eq(users.listedInDirectory, true)));
  expect(kept!.n).toBe(listed);
}

describe('the kept overview counts', () => {
  const members: Member[] = [];

  it('equal a full count as members register, across the bands and with and without a category', async () => {
    // Some turn 18, 30 and 60 between the test's day and the counts' day, some just after the counts' day.
    const people: [string, Person][] = [
      [tree.oldMosque, { name: 'KC Aisha', dob: turning(17, 3), gender: 'female', category: 'student' }],
      [tree.oldMosque, { name: 'KC Bilal', dob: turning(18, -100), gender: 'male', category: 'student' }],
      [tree.newMosque, { name: 'KC Farah', dob: turning(30, -20), gender: 'female', category: 'working' }],
      [tree.newMosque, { name: 'KC Imran', dob: turning(45, 2), gender: 'male' }],
      [
        tree.harbourMosque,
        { name: 'KC Nasreen', dob: turning(60, -5), gender: 'female', category: 'working' },
      ],
      [tree.harbourMosque, { name: 'KC Yusuf', dob: '1950-01-01', gender: 'male', category: 'working' }],
    ];
    for (const [mosqueId, person] of people) members.push(await register(mosqueId, person));
    // A number that never accepted the notice is in no count.
    await registerMember(clientAt(env.t, '10.53.0.1'), env.inbox, {
      phone: newPhone(),
      mosqueId: tree.oldMosque,
      skipNotice: true,
    });
    await expectKeptAsCounted();
  });

  it('leave out a registration until it has a name, and migration 0021 counts the members afresh', async () => {
    // A number that accepted the notice and stopped at Create Password is no member yet.
    const api = clientAt(env.t, '10.53.0.1');
    const phone = newPhone();
    const { token } = await registerMember(api, env.inbox, { phone, mosqueId: tree.newMosque });
    await expectKeptAsCounted();
    // Counted as the counts were kept before migration 0021, which took it for a member...
    await env.t.db.execute(sql`select member_counts_add(array(
      select row(1, u.state_id, u.district_id, u.city_id, u.locality_id, u.mosque_id, u.category, u.gender,
        member_age_band(u.dob, d.counted_on))::member_count_change
      from users u, member_counts_day d where u.mobile = ${phone}))`);
    await expect(expectKeptAsCounted()).rejects.toThrow();
    // ...the migration's recount leaves it out.
    const migration = readFileSync(
      join(import.meta.dirname, '../db/migrations/0021_directory_member_has_a_name.sql'),
      'utf8',
    );
    const recount = migration.slice(migration.indexOf('TRUNCATE member_counts'));
    for (const statement of recount.split('--> statement-breakpoint'))
      await env.t.db.execute(sql.raw(statement));
    await expectKeptAsCounted();
    // With its name it is a member, and counted.
    expect((await api('signUpMember', { password: PASSWORD }, token)).body.result.pass).toBe(true);
    const named = { name: 'KC Named Late', dob: turning(40, 10), gender: 'male' as const };
    const basic = await api(
      'updateBasicInfo',
      { ...named, address: '1 Count Street', mosqueId: tree.newMosque, parentId: null, relation: null },
      token,
    );
    expect(basic.body.result.pass).toBe(true);
    await expectKeptAsCounted();
  });

  it('equal a full count after members change masjid, category and listing, and are deleted', async () => {
    const [aisha, bilal, farah, imran, nasreen] = members as [Member, Member, Member, Member, Member];
    await changeMosque(aisha, tree.harbourMosque);
    await changeMosque(imran, tree.oldMosque);
    await changeCategory(bilal, 'working');
    await changeCategory(farah, 'student');
    expect((await farah.api('setDirectoryListing', { listed: false }, farah.token)).body.result.pass).toBe(
      true,
    );
    await expectKeptAsCounted();
    expect((await farah.api('setDirectoryListing', { listed: true }, farah.token)).body.result.pass).toBe(
      true,
    );
    const gone = await nasreen.api(
      'removeMyAccount',
      { confirm: nasreen.phone, currentPassword: PASSWORD },
      nasreen.token,
    );
    expect(gone.body.result.pass).toBe(true);
    await expectKeptAsCounted();
  });

  it('equal a full count when a masjid moves to another state with its members, and when one is deleted', async () => {
    // The area columns move with the masjid (migrations 0004 and 0006), and the counts with them.
    await env.t.db.update(mosques).set({ locationId: tree.harbour }).where(eq(mosques.id, tree.newMosque));
    await expectKeptAsCounted();
    await changeMosque(members[5]!, tree.newMosque);
    // Its members keep their accounts without a masjid: they count for everyone, and under no place.
    await env.t.db.delete(mosques).where(eq(mosques.id, tree.newMosque));
    await expectKeptAsCounted();
  });

  it('equal a full count after many members change at the same moment', async () => {
    const more: Member[] = [];
    for (let i = 0; i < 12; i++) {
      more.push(
        await register(i % 2 ? tree.oldMosque : tree.harbourMosque, {
          name: `KC Crowd ${i}`,
          dob: turning(29 + i, i * 30 - 200),
          gender: i % 3 ? 'male' : 'female',
          category: 'student',
        }),
      );
    }
    // Each writer's counts go through the same rows (everyone's, the state's...) on connections of their own.
    await Promise.all(
      more.flatMap((m, i) => [
        changeMosque(m, i % 2 ? tree.harbourMosque : tree.oldMosque),
        changeCategory(m, i % 3 ? 'working' : 'student'),
      ]),
    );
    await Promise.all(
      more
        .slice(0, 4)
        .map((m) => m.api('removeMyAccount', { confirm: m.phone, currentPassword: PASSWORD }, m.token)),
    );
    await expectKeptAsCounted();
  });

  it('equal a full count as the days pass, before and after the nightly job moves their day', async () => {
    // A few days after the counts' day: Aisha and Imran have changed bands since it.
    clock.advance(383 * DAY_MS);
    views = await signInViews();
    await expectKeptAsCounted();
    expect(await moveMemberCountsToToday(env.t.db, clock)).toBe(true);
    const [day] = await env.t.db.select().from(memberCountsDay);
    expect(day!.countedOn).toBe(todayInIndia(clock.now()));
    await expectKeptAsCounted();
    // Once a day: a second round that day changes nothing.
    expect(await moveMemberCountsToToday(env.t.db, clock)).toBe(false);
    clock.advance(DAY_MS);
    views = await signInViews();
    const bilal = members[1]!;
    const login = await bilal.api('signInWithPassword', { phone: bilal.phone, password: PASSWORD });
    await changeCategory({ api: bilal.api, token: login.body.result.token! }, 'student');
    await expectKeptAsCounted();
  });
});
