import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionOutput } from '../../domain/catalogue';
import { PRIVACY_NOTICE_VERSION } from '../../domain/privacy';
import { auditLog, familyMembers, mosques, users } from '../db/schema';
import { humanId } from '../lib/tokens';
import { buildMember, buildVolunteer, insertUser, signedIn } from '../test/factories';
import { type CallReply, startTestApp, type TestApp } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { signedInAccount } from '../test/members-fixtures';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/** getMembers: the staff's members directory (issue: the members directory, scoped and filtered on the server). */

// 20:00 UTC on 22 Nov is already 23 Nov in India: ages count from India's date.
const clock = manualClock(new Date('2026-11-22T20:00:00Z'));
let t: TestApp;
let tree: SmallTree;
let admin: string;
let northVolunteer: string;
let harbourVolunteer: string;
let districtVolunteer: string;

type Person = Partial<typeof users.$inferInsert> & { name: string };
const people: Record<string, Person> = {};

async function member(
  key: string,
  values: Person,
  family: { name: string; relation: string; dob: string }[] = [],
) {
  const id = await insertUser(t.db, buildMember(values));
  for (const f of family) {
    await t.db
      .insert(familyMembers)
      .values({ uniqueId: humanId('AJ'), userId: id, ...f, category: 'student' });
  }
  people[key] = values;
  return id;
}

beforeAll(async () => {
  t = await startTestApp({ clock });
  tree = await buildSmallTree(t.db, 'DIR');
  const at = (mosqueId: string) => ({ mosqueId, address: '1 Street' });
  // Aged 17 on India's 23 Nov 2026: born 24 Nov 2008 .. 23 Nov 2009.
  await member('zara', {
    name: 'DIR Zara Khan',
    mobile: '9876512345',
    gender: 'female' as const,
    dob: '2009-11-23',
    category: 'student',
    ...at(tree.oldMosque),
    details: {
      education: 3,
      educationName: 'Higher Secondary',
      educationLevel: 12,
      educationLevelName: 'Class 12',
    },
  });
  await member('sana', {
    name: 'DIR Sana Ali',
    gender: 'female' as const,
    dob: '2009-11-24',
    category: 'student',
    ...at(tree.newMosque),
  });
  await member(
    'imran',
    {
      name: 'DIR Imran Ali',
      gender: 'male' as const,
      dob: '2009-06-01',
      category: 'working',
      ...at(tree.oldMosque),
      details: { workType: 2, workTypeName: 'Private job', position: 'Driver' },
    },
    [
      { name: 'DIR Imran Son', relation: 'Son', dob: '2015-01-01' },
      { name: 'DIR Imran Wife', relation: 'Wife', dob: '1990-02-02' },
    ],
  );
  await member('harbour', {
    name: 'DIR Harbour Member',
    gender: 'female' as const,
    dob: '2009-01-01',
    ...at(tree.harbourMosque),
  });
  await member('nameless', { ...at(tree.oldMosque), name: undefined as unknown as string });
  admin = (await signedInAccount(t, { role: 'admin', email: 'dir.admin@test.local' })).token;
  northVolunteer = (
    await signedIn(
      t,
      buildVolunteer({ email: 'dir.north@test.local', scope: { level: 'Area', locationId: tree.north } }),
    )
  ).token;
  districtVolunteer = (
    await signedIn(
      t,
      buildVolunteer({
        email: 'dir.district@test.local',
        scope: { level: 'Area', locationId: tree.northDistrict },
      }),
    )
  ).token;
  harbourVolunteer = (
    await signedIn(
      t,
      buildVolunteer({
        email: 'dir.harbour@test.local',
        scope: { level: 'Mosque', mosqueId: tree.harbourMosque },
      }),
    )
  ).token;
});
afterAll(() => t.close());

const names = (res: CallReply<FunctionOutput<'getMembers'>>) =>
  res.body.result.users.map((u) => u.name).filter((n): n is string => n?.startsWith('DIR') ?? false);
// Some of the filters asked for are meant to be refused, so only the reply is typed.
const ask = (token: string, input: unknown) => t.send('getMembers', input, token);

describe('getMembers scope', () => {
  it('gives a volunteer the members under their area only, by name', async () => {
    const res = await ask(northVolunteer, { locationId: 0 });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['DIR Imran Ali', 'DIR Sana Ali', 'DIR Zara Khan']);
    // The account without a name is a registration that stopped before its details: no member yet.
    expect(res.body.result).toMatchObject({ pass: true, total: 3 });
  });

  it("gives a masjid volunteer that masjid's members, and a district volunteer the district's", async () => {
    expect(names(await ask(harbourVolunteer, {}))).toEqual(['DIR Harbour Member']);
    expect(names(await ask(districtVolunteer, null))).toEqual([
      'DIR Imran Ali',
      'DIR Sana Ali',
      'DIR Zara Khan',
    ]);
  });

  it('never widens past the scope: a locationId outside it gives nobody from outside', async () => {
    expect(names(await ask(northVolunteer, { locationId: tree.south }))).toEqual([]);
    expect(names(await ask(northVolunteer, { locationId: tree.harbourMosque }))).toEqual([]);
    expect(names(await ask(harbourVolunteer, { locationId: tree.india }))).toEqual(['DIR Harbour Member']);
    expect(names(await ask(northVolunteer, { locationId: tree.newTown }))).toEqual(['DIR Sana Ali']);
  });

  it("searches names within the volunteer's scope only", async () => {
    expect(names(await ask(northVolunteer, { filters: { name: 'member' } }))).toEqual([]);
    expect(names(await ask(harbourVolunteer, { filters: { name: 'member' } }))).toEqual([
      'DIR Harbour Member',
    ]);
    expect(names(await ask(districtVolunteer, { filters: { name: 'KHAN' } }))).toEqual(['DIR Zara Khan']);
  });

  it('gives an admin everyone, narrowed by a location or a masjid', async () => {
    expect(names(await ask(admin, { locationId: '0' }))).toEqual([
      'DIR Harbour Member',
      'DIR Imran Ali',
      'DIR Sana Ali',
      'DIR Zara Khan',
    ]);
    expect(names(await ask(admin, { locationId: tree.oldMosque }))).toEqual([
      'DIR Imran Ali',
      'DIR Zara Khan',
    ]);
  });

  it('follows a member who changes masjid, and a masjid that moves to another locality', async () => {
    const [zara] = await t.db.select().from(users).where(eq(users.name, 'DIR Zara Khan'));
    await t.db.update(users).set({ mosqueId: tree.harbourMosque }).where(eq(users.id, zara!.id));
    expect(names(await ask(harbourVolunteer, {}))).toContain('DIR Zara Khan');
    expect(names(await ask(northVolunteer, {}))).not.toContain('DIR Zara Khan');
    await t.db.update(users).set({ mosqueId: tree.oldMosque }).where(eq(users.id, zara!.id));

    await t.db.update(mosques).set({ locationId: tree.harbour }).where(eq(mosques.id, tree.newMosque));
    expect(names(await ask(northVolunteer, {}))).not.toContain('DIR Sana Ali');
    expect(names(await ask(admin, { locationId: tree.south }))).toContain('DIR Sana Ali');
    await t.db.update(mosques).set({ locationId: tree.newTown }).where(eq(mosques.id, tree.newMosque));
    expect(names(await ask(northVolunteer, {}))).toContain('DIR Sana Ali');
  });

  it('refuses a member with 403 and a stranger with 401', async () => {
    const m = await signedInAccount(t, { mosqueId: null });
    expect((await ask(m.token, {})).status).toBe(403);
    expect((await t.call('getMembers', {})).status).toBe(401);
  });
});

describe('getMembers filters', () => {
  it("filters by age in whole years at India's date: 17 today, not someone who turns 17 tomorrow", async () => {
    const res = await ask(admin, { filters: { age: 17 } });
    expect(names(res)).toEqual(['DIR Harbour Member', 'DIR Imran Ali', 'DIR Zara Khan']);
    expect(res.body.result.users.find((u) => u.name === 'DIR Zara Khan')?.age).toBe(17);
    expect(names(await ask(admin, { filters: { age: 16 } }))).toEqual(['DIR Sana Ali']);
  });

  it('combines gender, category, name in any case, subCategory and level', async () => {
    expect(names(await ask(admin, { filters: { gender: 'female' as const, age: 17 } }))).toEqual([
      'DIR Harbour Member',
      'DIR Zara Khan',
    ]);
    expect(names(await ask(admin, { filters: { name: 'dir ali' } }))).toEqual([]);
    expect(names(await ask(admin, { filters: { name: ' ali' } }))).toEqual(['DIR Imran Ali', 'DIR Sana Ali']);
    expect(names(await ask(admin, { filters: { category: 'student', subCategory: 3 } }))).toEqual([
      'DIR Zara Khan',
    ]);
    expect(names(await ask(admin, { filters: { category: 'working', subCategory: 3 } }))).toEqual([]);
    expect(names(await ask(admin, { filters: { category: 'working', subCategory: 2 } }))).toEqual([
      'DIR Imran Ali',
    ]);
    expect(names(await ask(admin, { filters: { level: 12 } }))).toEqual(['DIR Zara Khan']);
  });

  it('finds a member by the end of their mobile number, 4 digits or more, or by all of it', async () => {
    for (const typed of ['2345', '512345', '9876512345', '+91 98765 12345', '२३४५', '۲۳۴۵']) {
      expect(names(await ask(admin, { filters: { name: typed } })), typed).toEqual(['DIR Zara Khan']);
    }
    // Three digits are too few, and the number's start is not its end.
    expect(names(await ask(admin, { filters: { name: '345' } }))).toEqual([]);
    expect(names(await ask(admin, { filters: { name: '98765' } }))).toEqual([]);
    // Within the caller's scope, as every filter.
    expect(names(await ask(harbourVolunteer, { filters: { name: '9876512345' } }))).toEqual([]);
    expect(names(await ask(districtVolunteer, { filters: { name: '12345' } }))).toEqual(['DIR Zara Khan']);
  });

  it('takes a name filter literally: % and _ are letters', async () => {
    expect(names(await ask(admin, { filters: { name: '%' } }))).toEqual([]);
    expect(names(await ask(admin, { filters: { name: 'DIR_' } }))).toEqual([]);
  });

  it('answers bad filters with a 400, never a 500', async () => {
    for (const input of [
      { filters: { age: -1 } },
      { filters: { age: '17' } },
      { filters: { gender: 'other' } },
      { filters: { category: 'retired' } },
      { filters: { subCategory: 3 } },
      { locationId: 'not-an-id' },
      { locationId: '00000000-0000-4000-8000-000000000000' },
      { limit: 51 },
      { cursor: 'forged' },
    ]) {
      expect((await ask(admin, input)).status, JSON.stringify(input)).toBe(400);
    }
  });
});

describe('getMembers cards and pages', () => {
  it('carries what the card shows: age, masjid, summary, and the family with ages', async () => {
    const res = await ask(admin, { filters: { name: 'DIR Imran' } });
    expect(res.body.result.users[0]).toMatchObject({
      name: 'DIR Imran Ali',
      age: 17,
      mosqueName: 'DIR Old Masjid',
      category: 'working',
      // The id too, so that the screen names the work type in the reader's language.
      summary: { workType: 2, workTypeName: 'Private job', position: 'Driver' },
      family: {
        count: 2,
        members: [
          { name: 'DIR Imran Son', relation: 'Son', age: 11, category: 'student' },
          { name: 'DIR Imran Wife', relation: 'Wife', age: 36, category: 'student' },
        ],
      },
    });
    expect(res.body.result.users[0]).not.toHaveProperty('details');
  });

  it('pages by name with a cursor, and counts the total on the first page only', async () => {
    const first = await ask(admin, { filters: { name: 'DIR' }, limit: 2 });
    expect(first.body.result).toMatchObject({ total: 4, nextCursor: expect.any(String) });
    const second = await ask(admin, {
      filters: { name: 'DIR' },
      limit: 2,
      cursor: first.body.result.nextCursor,
    });
    expect(second.body.result.total).toBeUndefined();
    expect([...names(first), ...names(second)]).toEqual([
      'DIR Harbour Member',
      'DIR Imran Ali',
      'DIR Sana Ali',
      'DIR Zara Khan',
    ]);
    expect(second.body.result.nextCursor).toBeNull();
  });

  it('keeps a page of 50 demo members with their families under 30 KB of JSON', async () => {
    const res = await ask(admin, { limit: 50 });
    expect(res.body.result.users).toHaveLength(50);
    expect(res.body.result.users.some((u) => u.family.count >= 2)).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(res.body))).toBeLessThanOrEqual(30 * 1024);
  });

  it('does not list an account without a name: a registration that stopped before its details', async () => {
    const res = await ask(admin, { locationId: tree.oldMosque });
    expect(res.body.result.users.map((u) => u.name)).toEqual(['DIR Imran Ali', 'DIR Zara Khan']);
    expect(res.body.result.total).toBe(2);
  });
});

describe('exportMembers', () => {
  it('writes exactly the filtered members as CSV, and audits who, which filters and how many, not who was in it', async () => {
    const res = await ask(admin, { filters: { name: 'DIR', gender: 'female' } });
    expect(res.status).toBe(200);
    const exported = await t.call('exportMembers', { filters: { name: 'DIR', gender: 'female' } }, admin);
    expect(exported.body.result).toMatchObject({ pass: true, rows: 3, message: '3 members exported' });
    const lines = (exported.body.result.csv as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Unique ID,Name,Gender,DOB,Age,Mobile,Address,Masjid,Category,Details,Family Members,From the register',
    );
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(names(res));
    expect(lines.find((l) => l.includes('DIR Zara Khan'))).toContain('Higher Secondary');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'members.export'));
    expect(audit?.details).toEqual({
      before: null,
      after: { locationId: null, filtersUsed: ['gender', 'name'], rows: 3 },
    });
    expect(JSON.stringify(audit)).not.toContain('Zara');
  });

  // A name typed as a filter is personal data; the trail keeps that a name was searched.
  it('keeps which filters an export used, never a name that was typed into them', async () => {
    await t.call(
      'exportMembers',
      { locationId: tree.oldMosque, filters: { name: 'Zara Kh', age: 17 } },
      admin,
    );
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'members.export'));
    const last = rows.find((r) => JSON.stringify(r.details).includes(tree.oldMosque));
    expect(last?.details).toEqual({
      before: null,
      after: { locationId: tree.oldMosque, filtersUsed: ['age', 'name'], rows: 1 },
    });
    expect(JSON.stringify(rows)).not.toMatch(/Zara|DIR/);
  });

  // A mobile is not a formula, and a date of birth reads day first as on the screens.
  it('writes a mobile as +91 and digits, and the date of birth day first; a formula in a text cell stays escaped', async () => {
    await t.db
      .update(users)
      .set({ address: '=HYPERLINK("http://x")' })
      .where(eq(users.name, 'DIR Zara Khan'));
    const exported = await t.call('exportMembers', { filters: { name: 'DIR Zara' } }, admin);
    const [header, zara] = Papa.parse<string[]>(
      (exported.body.result.csv as string).replace(/^\uFEFF/, ''),
    ).data;
    const cell = (column: string) => zara![header!.indexOf(column)];
    expect(cell('Mobile')).toBe('+919876512345');
    expect(cell('DOB')).toBe('23 Nov 2009');
    expect(cell('Address')).toBe(`'=HYPERLINK("http://x")`);
    await t.db.update(users).set({ address: '1 Street' }).where(eq(users.name, 'DIR Zara Khan'));
  });

  it('is for admins only: a volunteer gets 403', async () => {
    expect((await t.call('exportMembers', {}, northVolunteer)).status).toBe(403);
  });
});

describe('getMembersOverview', () => {
  it("counts a volunteer's own members only: by masjid, by category, and by age band and gender", async () => {
    const res = await t.call('getMembersOverview', {}, northVolunteer);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      total: 3,
      byMosque: [
        { name: 'DIR Old Masjid', count: 2 },
        { name: 'DIR New Masjid', count: 1 },
      ],
    });
    // The account without a name is not counted: no member yet.
    expect(res.body.result.byCategory).toEqual(
      expect.arrayContaining([
        { category: 'student', count: 2 },
        { category: 'working', count: 1 },
      ]),
    );
    expect(res.body.result.byCategory.some((c) => c.category === null)).toBe(false);
    // Zara and Imran are 17, Sana 16: all in the first band.
    expect(res.body.result.byAge).toEqual([{ from: 0, male: 1, female: 2, other: 0 }]);
  });

  it('gives an admin everyone, the demo members included', async () => {
    const res = await t.call('getMembersOverview', { locationId: 0 }, admin);
    expect(res.body.result.total).toBeGreaterThan(200);
    expect(res.body.result.byMosque).toHaveLength(10);
  });
});

describe('getMembers at scale', () => {
  it('finds a name written in Urdu or Devanagari by any part of it', async () => {
    const at = { mosqueId: tree.harbourMosque };
    await member('urdu', { name: 'فرحان قریشی', ...at });
    await member('hindi', { name: 'आयशा ख़ान', ...at });
    const found = async (name: string) =>
      (await ask(admin, { filters: { name } })).body.result.users.map((u) => u.name);
    expect(await found('قریشی')).toEqual(['فرحان قریشی']);
    expect(await found('ख़ान')).toEqual(['आयशा ख़ान']);
    expect(await found('آیشہ')).toEqual([]);
  });

  // Last in the file: it adds a thousand members.
  it('counts up to 1,000 and then says "more than"', async () => {
    await t.db.execute(sql`
      insert into users (unique_id, role, name, mosque_id, notice_version)
      select 'AJ-CAP-' || g, 'user', 'CAP Member ' || g, ${tree.oldMosque}::uuid, ${PRIVACY_NOTICE_VERSION}
      from generate_series(1, 1001) g`);
    const res = await ask(admin, { filters: { name: 'CAP Member' } });
    expect(res.body.result).toMatchObject({
      total: 1000,
      totalCapped: true,
      message: 'More than 1000 members found',
    });
    expect(res.body.result.users).toHaveLength(50);
    // 100, 1000 and 1001.
    const few = await ask(admin, { filters: { name: 'CAP Member 100' } });
    expect(few.body.result).toMatchObject({ total: 3, totalCapped: false, message: '3 members found' });
    // The pages follow one another in name order, whatever index chose them.
    const second = await ask(admin, { filters: { name: 'CAP Member' }, cursor: res.body.result.nextCursor });
    const names = [...res.body.result.users, ...second.body.result.users].map((u) => u.name);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(100);
  });
});
