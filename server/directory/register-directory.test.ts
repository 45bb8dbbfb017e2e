import { count, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionOutput } from '../../domain/catalogue';
import { registerPeople } from '../db/schema';
import { buildMember, buildVolunteer, insertUser, signedIn, type VolunteerScope } from '../test/factories';
import { type CallReply, startTestApp, type TestApp } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { signedInAccount } from '../test/members-fixtures';
import { insertRegisterHousehold } from '../test/register-directory-world';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/**
 * The masjid's register in the members directory (docs/decisions/0014-masjid-register.md): each household by
 * its head, marked "From the register", beside the members under one cursor; seen by admins and that masjid's
 * own staff, never by an Area volunteer; filtered, exported and left out of the overview's counts.
 */

// 20:00 UTC on 22 Nov is already 23 Nov in India: ages count from India's date.
const clock = manualClock(new Date('2026-11-22T20:00:00Z'));
let t: TestApp;
let tree: SmallTree;
let admin: string;
let oldVolunteer: string;
let harbourVolunteer: string;
let northVolunteer: string;
let cityVolunteer: string;

type Reply = CallReply<FunctionOutput<'getMembers'>>;
const ask = (token: string, input: unknown) => t.send('getMembers', input, token) as Promise<Reply>;
const names = (res: Reply) =>
  res.body.result.users.map((u) => u.name).filter((n): n is string => n?.startsWith('RGD') ?? false);
const fromRegister = (res: Reply) => res.body.result.users.filter((u) => u.fromRegister).map((u) => u.name);

beforeAll(async () => {
  t = await startTestApp({ clock });
  tree = await buildSmallTree(t.db, 'RGD');
  const member = (name: string, mosqueId: string, values: Partial<Parameters<typeof buildMember>[0]> = {}) =>
    insertUser(t.db, buildMember({ name, mosqueId, address: '1 Street', ...values }));
  await member('RGD Bilal Member', tree.oldMosque, {
    gender: 'male',
    dob: '1980-03-01',
    category: 'working',
  });
  await member('RGD Dawood Member', tree.oldMosque, {
    gender: 'male',
    dob: '1990-03-01',
    category: 'student',
  });
  await member('RGD Harbour Member', tree.harbourMosque, { gender: 'female', dob: '1985-01-01' });
  // Old Masjid's register: two households; Harbour Masjid's: one.
  await insertRegisterHousehold(
    t.db,
    tree.oldMosque,
    {
      name: 'RGD Aamir Register',
      gender: 'male',
      dob: '1976-07-01',
      dobApproximate: true,
      mobile: '9123456789',
      address: '4 Register Lane',
    },
    [
      { name: 'RGD Aamir Wife', relation: 'Wife', dob: '1980-07-01', dobApproximate: true, gender: 'female' },
      { name: 'RGD Aamir Son', relation: 'Son', dob: '2010-05-05', gender: 'male' },
    ],
  );
  await insertRegisterHousehold(t.db, tree.oldMosque, {
    name: 'RGD Chand Register',
    gender: 'female',
    dob: '2009-11-23',
  });
  await insertRegisterHousehold(t.db, tree.harbourMosque, { name: 'RGD Ejaz Register', gender: 'male' });
  admin = (await signedInAccount(t, { role: 'admin', email: 'rgd.admin@test.local' })).token;
  const volunteer = async (email: string, scope: VolunteerScope) =>
    (await signedIn(t, buildVolunteer({ email, scope }))).token;
  oldVolunteer = await volunteer('rgd.old@test.local', { level: 'Mosque', mosqueId: tree.oldMosque });
  harbourVolunteer = await volunteer('rgd.harbour@test.local', {
    level: 'Mosque',
    mosqueId: tree.harbourMosque,
  });
  northVolunteer = await volunteer('rgd.north@test.local', { level: 'Area', locationId: tree.north });
  cityVolunteer = await volunteer('rgd.city@test.local', { level: 'Area', locationId: tree.northCity });
});
afterAll(() => t.close());

describe('the register in the directory: who sees it', () => {
  it('shows an admin each household by its head, marked, with its family, among the members by name', async () => {
    const res = await ask(admin, { filters: { name: 'RGD' } });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual([
      'RGD Aamir Register',
      'RGD Bilal Member',
      'RGD Chand Register',
      'RGD Dawood Member',
      'RGD Ejaz Register',
      'RGD Harbour Member',
    ]);
    expect(res.body.result.total).toBe(6);
    const aamir = res.body.result.users.find((u) => u.name === 'RGD Aamir Register');
    expect(aamir).toEqual({
      id: expect.any(String),
      uniqueId: '',
      name: 'RGD Aamir Register',
      dob: '1976-07-01',
      age: 50,
      ageApproximate: true,
      gender: 'male',
      address: '4 Register Lane',
      mobile: '9123456789',
      mosqueName: 'RGD Old Masjid',
      category: null,
      summary: {},
      fromRegister: true,
      family: {
        count: 2,
        members: [
          { name: 'RGD Aamir Wife', relation: 'Wife', age: 46, ageApproximate: true, category: null },
          { name: 'RGD Aamir Son', relation: 'Son', age: 16, category: null },
        ],
      },
    });
    // A member is not marked.
    const bilal = res.body.result.users.find((u) => u.name === 'RGD Bilal Member');
    expect(bilal).not.toHaveProperty('fromRegister');
    expect(bilal).not.toHaveProperty('ageApproximate');
  });

  it("shows a masjid's own volunteer that masjid's register, and another masjid's volunteer none of it", async () => {
    expect(fromRegister(await ask(oldVolunteer, {}))).toEqual(['RGD Aamir Register', 'RGD Chand Register']);
    expect(names(await ask(oldVolunteer, {}))).toEqual([
      'RGD Aamir Register',
      'RGD Bilal Member',
      'RGD Chand Register',
      'RGD Dawood Member',
    ]);
    expect((await ask(oldVolunteer, {})).body.result.total).toBe(4);
    expect(fromRegister(await ask(harbourVolunteer, {}))).toEqual(['RGD Ejaz Register']);
    // Asking for the other masjid never widens the scope.
    expect(fromRegister(await ask(harbourVolunteer, { locationId: tree.oldMosque }))).toEqual([]);
    expect(fromRegister(await ask(oldVolunteer, { filters: { name: 'Ejaz' } }))).toEqual([]);
  });

  it('never shows an Area volunteer a register, even of a masjid within their area', async () => {
    for (const token of [northVolunteer, cityVolunteer]) {
      const everyone = await ask(token, {});
      expect(names(everyone)).toEqual(['RGD Bilal Member', 'RGD Dawood Member']);
      expect(everyone.body.result.total).toBe(2);
      expect(fromRegister(await ask(token, { locationId: tree.oldMosque }))).toEqual([]);
      expect(fromRegister(await ask(token, { filters: { name: 'Register' } }))).toEqual([]);
      expect(fromRegister(await ask(token, { filters: { name: '6789' } }))).toEqual([]);
    }
  });

  it("narrows an admin's register to the place asked for: a state, a city, a locality, a masjid", async () => {
    const heads = async (locationId: string) =>
      fromRegister(await ask(admin, { locationId, filters: { name: 'RGD' } }));
    expect(await heads(tree.india)).toEqual([
      'RGD Aamir Register',
      'RGD Chand Register',
      'RGD Ejaz Register',
    ]);
    expect(await heads(tree.north)).toEqual(['RGD Aamir Register', 'RGD Chand Register']);
    expect(await heads(tree.northDistrict)).toEqual(['RGD Aamir Register', 'RGD Chand Register']);
    expect(await heads(tree.northCity)).toEqual(['RGD Aamir Register', 'RGD Chand Register']);
    expect(await heads(tree.oldTown)).toEqual(['RGD Aamir Register', 'RGD Chand Register']);
    expect(await heads(tree.newTown)).toEqual([]);
    expect(await heads(tree.south)).toEqual(['RGD Ejaz Register']);
    expect(await heads(tree.harbourMosque)).toEqual(['RGD Ejaz Register']);
  });
});

describe('the register in the directory: filters', () => {
  it('applies the name, a mobile number’s end, the gender and the age to the head', async () => {
    const heads = async (filters: object) => fromRegister(await ask(admin, { filters }));
    expect(await heads({ name: 'aamir reg' })).toEqual(['RGD Aamir Register']);
    // Fewer than three letters: still a part of the name, found along the name index.
    expect(await heads({ name: 'Ej' })).toEqual(['RGD Ejaz Register']);
    expect(await heads({ name: '6789' })).toEqual(['RGD Aamir Register']);
    expect(await heads({ name: '+91 91234 56789' })).toEqual(['RGD Aamir Register']);
    expect(await heads({ name: '9123' })).toEqual([]);
    // The family's names are not the head's.
    expect(await heads({ name: 'Aamir Wife' })).toEqual([]);
    expect(await heads({ name: 'RGD', gender: 'female' })).toEqual(['RGD Chand Register']);
    expect(await heads({ name: 'RGD', gender: 'male' })).toEqual(['RGD Aamir Register', 'RGD Ejaz Register']);
    // Born 23 Nov 2009: 17 on India's 23 Nov 2026.
    expect(await heads({ age: 17 })).toEqual(['RGD Chand Register']);
    expect(await heads({ age: 50 })).toEqual(['RGD Aamir Register']);
    expect(await heads({ age: 16 })).toEqual([]);
  });

  it('leaves the register out of a category, subCategory or level filter: it has none', async () => {
    for (const filters of [
      { category: 'student' },
      { category: 'working', subCategory: 2 },
      { level: 12 },
      { name: 'RGD', category: 'working' },
    ]) {
      const res = await ask(admin, { filters });
      expect(fromRegister(res), JSON.stringify(filters)).toEqual([]);
    }
    const working = await ask(admin, { filters: { name: 'RGD', category: 'working' } });
    expect(names(working)).toEqual(['RGD Bilal Member']);
    expect(working.body.result.total).toBe(1);
  });
});

describe('the register in the directory: pages', () => {
  it('pages across members and register heads with one cursor, without a gap or a repeat', async () => {
    const all = names(await ask(admin, { filters: { name: 'RGD' } }));
    for (const limit of [1, 2, 4]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let first: Reply | undefined;
      do {
        const res: Reply = await ask(admin, { filters: { name: 'RGD' }, limit, cursor });
        first ??= res;
        if (cursor) expect(res.body.result.total).toBeUndefined();
        seen.push(...names(res));
        cursor = res.body.result.nextCursor;
      } while (cursor);
      expect(seen, `limit ${limit}`).toEqual(all);
      expect(first!.body.result.total).toBe(6);
    }
  });

  it('pages the whole directory (no filter) in name order, the register among the members', async () => {
    const seen: { name: string | null; id: string }[] = [];
    let cursor: string | null = null;
    let total: number | undefined;
    do {
      const res: Reply = await ask(oldVolunteer, { limit: 1, cursor });
      total ??= res.body.result.total;
      seen.push(...res.body.result.users.map(({ name, id }) => ({ name, id })));
      cursor = res.body.result.nextCursor;
    } while (cursor);
    expect(seen.map((s) => s.name)).toEqual([
      'RGD Aamir Register',
      'RGD Bilal Member',
      'RGD Chand Register',
      'RGD Dawood Member',
    ]);
    expect(new Set(seen.map((s) => s.id)).size).toBe(4);
    expect(total).toBe(4);
  });

  it('orders two people of the same name, one from each source, by id, and keeps both', async () => {
    const twin = 'RGD Twin Person';
    await insertUser(t.db, buildMember({ name: twin, mosqueId: tree.harbourMosque }));
    await insertRegisterHousehold(t.db, tree.harbourMosque, { name: twin });
    const together = (await ask(admin, { filters: { name: 'Twin' } })).body.result.users;
    expect(together.map((u) => u.name)).toEqual([twin, twin]);
    expect(together.map((u) => u.id)).toEqual([...together.map((u) => u.id)].sort());
    const first = await ask(admin, { filters: { name: 'Twin' }, limit: 1 });
    const second = await ask(admin, {
      filters: { name: 'Twin' },
      limit: 1,
      cursor: first.body.result.nextCursor,
    });
    expect([...first.body.result.users, ...second.body.result.users].map((u) => u.id)).toEqual(
      together.map((u) => u.id),
    );
    expect(second.body.result.nextCursor).toBeNull();
  });
});

describe('the register in the export and the overview', () => {
  it('exports the register heads marked "From the register", in the directory\'s order', async () => {
    const exported = await t.call('exportMembers', { filters: { name: 'RGD' } }, admin);
    expect(exported.body.result).toMatchObject({ pass: true, rows: 8 });
    const [header, ...lines] = Papa.parse<string[]>(
      (exported.body.result.csv as string).replace(/^\uFEFF/, ''),
      {
        skipEmptyLines: true,
      },
    ).data;
    expect(header!.at(-1)).toBe('From the register');
    const cell = (line: string[], column: string) => line[header!.indexOf(column)];
    const listed = names(await ask(admin, { filters: { name: 'RGD' } }));
    expect(lines.map((l) => cell(l, 'Name'))).toEqual(listed);
    const aamir = lines.find((l) => cell(l, 'Name') === 'RGD Aamir Register')!;
    expect(cell(aamir, 'From the register')).toBe('Yes');
    expect(cell(aamir, 'Mobile')).toBe('+919123456789');
    expect(cell(aamir, 'Masjid')).toBe('RGD Old Masjid');
    expect(cell(aamir, 'Family Members')).toBe('2');
    expect(cell(aamir, 'Unique ID')).toBe('');
    const bilal = lines.find((l) => cell(l, 'Name') === 'RGD Bilal Member')!;
    expect(cell(bilal, 'From the register')).toBe('');
    // A category filter leaves the register out of the file too.
    const working = await t.call('exportMembers', { filters: { name: 'RGD', category: 'working' } }, admin);
    expect(working.body.result.rows).toBe(1);
  });

  it('never counts a register household in the overview: members who accepted the notice only', async () => {
    const masjid = await t.call('getMembersOverview', { locationId: tree.oldMosque }, admin);
    expect(masjid.body.result.total).toBe(2);
    expect(masjid.body.result.byMosque).toEqual([{ name: 'RGD Old Masjid', count: 2 }]);
    const own = await t.call('getMembersOverview', {}, oldVolunteer);
    expect(own.body.result.total).toBe(2);
    const state = await t.call('getMembersOverview', { locationId: tree.north }, admin);
    expect(state.body.result.total).toBe(2);
    const everyone = await t.call('getMembersOverview', {}, admin);
    const listedMembers = (await ask(admin, {})).body.result;
    // The directory's total holds the four register heads besides; the overview does not.
    expect(everyone.body.result.total).toBeLessThan(listedMembers.total!);
    // Every register household (this file's and the demo's) is listed and none counted.
    const [heads] = await t.db
      .select({ n: count() })
      .from(registerPeople)
      .where(eq(registerPeople.isHead, true));
    expect(listedMembers.total! - everyone.body.result.total).toBe(heads!.n);
  });
});
