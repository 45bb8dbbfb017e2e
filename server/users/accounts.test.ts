import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionName, FunctionOutput } from '../../domain/catalogue';
import { MSG, say } from '../../domain/messages';
import { auditLog, categories, users } from '../db/schema';
import { buildSuperAdmin, type EachRole, insertUser, signInEachRole } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { said } from '../test/said';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { watchRows } from '../test/write-checks';

let t: TestApp;
let tree: SmallTree;
let ids: EachRole<string>;
let tokens: EachRole<string>;
let parentCategory: string;
let childCategory: string;

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'AC');
  const [parent] = await t.db.insert(categories).values({ name: 'AC Health', level: 0 }).returning();
  const [child] = await t.db
    .insert(categories)
    .values({ name: 'AC Blood', level: 1, parentId: parent!.id })
    .returning();
  parentCategory = parent!.id;
  childCategory = child!.id;
  ({ ids, tokens } = await signInEachRole(t, tree, 'AC', {
    volunteer: { categoryId: parentCategory },
    member: { mobile: '9811122222' },
  }));
});
afterAll(() => t.close());

// Many inputs here are built to be refused, so only the reply is typed.
const asSuper = <N extends FunctionName>(name: N, data: unknown) => t.send(name, data, tokens.superAdmin);
const { counts: rowCounts } = watchRows(() => t.db, { users, audit: auditLog });

const volunteer = (over: Record<string, unknown> = {}) => ({
  name: 'Imran Volunteer',
  mobile: '9822200001',
  email: 'imran.v@test.local',
  password: 'volunteer-pass',
  level: 'Area',
  levelId: tree.northDistrict,
  categoryId: childCategory,
  ...over,
});

// Each sign-in from its own address: failed ones here are meant, and must not make the next ask for a proof of work.
let signIns = 0;
const signIn = (email: string, password: string) =>
  t.call('signInStaff', { email, password }, null, { ip: `10.77.0.${++signIns}` });

describe('addAccount', () => {
  it('creates a volunteer with a category and an Area, audited once, who can sign in as a volunteer', async () => {
    const before = await rowCounts();
    const res = await asSuper('addAccount', volunteer());
    expect(res.body.result).toEqual({
      pass: true,
      ...said(MSG.volunteerCreated),
      userId: expect.any(String),
    });
    expect(await rowCounts()).toEqual({ users: before.users + 1, audit: before.audit + 1 });
    const [row] = await t.db.select().from(users).where(eq(users.id, res.body.result.userId!));
    expect(row).toMatchObject({
      role: 'volunteer',
      superAdmin: false,
      categoryId: childCategory,
      scopeLevel: 'Area',
      scopeLocationId: tree.northDistrict,
      scopeMosqueId: null,
    });
    // A volunteer's unique id says volunteer, as the seeded volunteers' do; AD- is the admins'.
    expect(row!.uniqueId).toMatch(/^VL-[0-9A-Z]{8}$/);
    expect(row!.passwordHash).not.toContain('volunteer-pass');
    const signedIn = await signIn('IMRAN.V@test.local', 'volunteer-pass');
    expect(signedIn.body.result.pass).toBe(true);
  });

  it('creates an admin when no category is chosen (0, "0" or null), national and without a scope', async () => {
    const res = await asSuper(
      'addAccount',
      volunteer({
        email: 'new.admin@test.local',
        mobile: '9822200002',
        categoryId: 0,
        level: 'Area',
        levelId: tree.north,
      }),
    );
    expect(res.body.result).toMatchObject({ pass: true, ...said(MSG.adminCreated) });
    const [row] = await t.db.select().from(users).where(eq(users.id, res.body.result.userId!));
    expect(row).toMatchObject({
      role: 'admin',
      superAdmin: false,
      categoryId: null,
      scopeLevel: null,
      scopeLocationId: null,
    });
    expect(row!.uniqueId).toMatch(/^AD-[0-9A-Z]{8}$/);
  });

  it('creates a volunteer bound to one masjid', async () => {
    const res = await asSuper(
      'addAccount',
      volunteer({
        email: 'mosque.v@test.local',
        mobile: '9822200003',
        level: 'Mosque',
        levelId: tree.harbourMosque,
      }),
    );
    expect(res.body.result.pass).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, res.body.result.userId!));
    expect(row).toMatchObject({
      scopeLevel: 'Mosque',
      scopeMosqueId: tree.harbourMosque,
      scopeLocationId: null,
    });
  });

  it.each([
    [
      'a duplicate email, in another case',
      { email: 'AC.ADMIN@test.local', mobile: '9822200009' },
      say('emailTaken'),
    ],
    ["a member's mobile", { email: 'other@test.local', mobile: '9811122222' }, say('mobileTaken')],
  ])('refuses %s with pass false, and stores nothing', async (_, over, message) => {
    const before = await rowCounts();
    const res = await asSuper('addAccount', volunteer(over));
    expect(res.body.result).toEqual({ pass: false, ...message, userId: null });
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['a 5-character password', () => ({ password: 'abcde' }), MSG.staffPasswordTooShort],
    ["an Area on a masjid's id", () => ({ levelId: tree.oldMosque }), MSG.locationUnknown],
    ['an Area on the country', () => ({ levelId: tree.india }), MSG.scopeAreaLevel],
    ['a Mosque on a location id', () => ({ level: 'Mosque', levelId: tree.oldTown }), MSG.mosqueUnknown],
    ['a volunteer without a scope', () => ({ level: null, levelId: null }), MSG.scopeNeeded],
    [
      'an unknown category',
      () => ({ categoryId: '00000000-0000-4000-8000-000000000000' }),
      MSG.categoryUnknown,
    ],
    ['a bad email', () => ({ email: 'not-an-email' }), MSG.emailInvalid],
  ])('answers %s with 400, storing nothing', async (_, over, message) => {
    const before = await rowCounts();
    const res = await asSuper(
      'addAccount',
      volunteer({ email: 'fresh@test.local', mobile: '9822200010', ...over() }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('getAccounts', () => {
  const names = async (filters: Record<string, unknown>) => {
    const res = await asSuper('getAccounts', filters);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.result.users as { name: string | null; email: string }[]).map((u) => u.email);
  };

  it('lists staff, never members, with category and level names', async () => {
    const res = await asSuper('getAccounts', {});
    const list = res.body.result.users as Record<string, unknown>[];
    expect(list.every((u) => u.role !== 'user')).toBe(true);
    expect(res.body.result.items).toEqual(list);
    expect(list.find((u) => u.email === 'imran.v@test.local')).toMatchObject({
      name: 'Imran Volunteer',
      mobile: '9822200001',
      role: 'volunteer',
      category: 'AC Blood',
      level: 'Area',
      levelId: tree.northDistrict,
      levelName: 'AC North District',
      suspended: false,
      keepsMosqueTimes: false,
    });
    expect(list.find((u) => u.email === 'mosque.v@test.local')).toMatchObject({
      level: 'Mosque',
      levelName: 'AC Harbour Masjid',
      keepsMosqueTimes: false,
    });
  });

  it('filters by area: scopes inside the subtree, and masjids inside it', async () => {
    expect(await names({ areaId: tree.north })).toEqual(
      expect.arrayContaining(['imran.v@test.local', 'ac.volunteer@test.local']),
    );
    expect(await names({ areaId: tree.north })).not.toContain('mosque.v@test.local');
    expect(await names({ areaId: tree.northCity })).toEqual([]);
    expect(await names({ areaId: tree.south })).toEqual(['mosque.v@test.local']);
  });

  it('filters by category: the category and its subcategories', async () => {
    expect((await names({ categoryId: parentCategory })).sort()).toEqual([
      'ac.volunteer@test.local',
      'imran.v@test.local',
      'mosque.v@test.local',
    ]);
    expect((await names({ categoryId: childCategory })).sort()).toEqual([
      'imran.v@test.local',
      'mosque.v@test.local',
    ]);
  });

  it('pages by name without repeating anyone', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: FunctionOutput<'getAccounts'> = (await asSuper('getAccounts', { limit: 2, cursor })).body
        .result;
      seen.push(...page.items.map((u) => u.userId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe((await asSuper('getAccounts', {})).body.result.items.length);
  });
});

describe('suspension', () => {
  it("ends the account's sessions at once and refuses its sign-in; reactivating lets it sign in again", async () => {
    const [row] = await t.db.select().from(users).where(eq(users.email, 'imran.v@test.local'));
    const session = (await signIn('imran.v@test.local', 'volunteer-pass')).body.result.token as string;
    expect((await t.call('getSessionUser', {}, session)).status).toBe(200);

    const res = await asSuper('setAccountSuspended', { userId: row!.id, suspended: true });
    expect(res.body.result).toEqual({ pass: true, ...said(MSG.accountSuspended) });
    expect((await t.call('getSessionUser', {}, session)).status).toBe(401);
    expect((await signIn('imran.v@test.local', 'volunteer-pass')).body.result.pass).toBe(false);
    const listed = (await asSuper('getAccounts', { categoryId: childCategory })).body.result.users as {
      email: string;
      suspended: boolean;
    }[];
    expect(listed.find((u) => u.email === 'imran.v@test.local')?.suspended).toBe(true);

    await asSuper('setAccountSuspended', { userId: row!.id, suspended: false });
    expect((await signIn('imran.v@test.local', 'volunteer-pass')).body.result.pass).toBe(true);
  });

  it('never suspends the caller; the last active super admin is told so', async () => {
    const other = { id: await insertUser(t.db, buildSuperAdmin({ email: 'ac.super2@test.local' })) };
    const self = await asSuper('setAccountSuspended', { userId: ids.superAdmin, suspended: true });
    expect(self.body.result).toEqual({ pass: false, ...said(MSG.cannotSuspendSelf) });

    // A super admin may suspend another one; the caller is then the last active super admin.
    const others = sql`${users.superAdmin} and ${users.id} <> ${ids.superAdmin}`;
    const suspendedOther = await asSuper('setAccountSuspended', { userId: other.id, suspended: true });
    expect(suspendedOther.body.result.pass).toBe(true);
    await t.db.update(users).set({ suspended: true }).where(others);
    const last = await asSuper('setAccountSuspended', { userId: ids.superAdmin, suspended: true });
    expect(last.body.result).toEqual({ pass: false, ...said(MSG.lastSuperAdmin) });
    const [me] = await t.db.select().from(users).where(eq(users.id, ids.superAdmin));
    expect(me!.suspended).toBe(false);
    await t.db.update(users).set({ suspended: false }).where(others);
  });

  it('refuses a member id as NOT_FOUND: members are not staff accounts', async () => {
    const res = await asSuper('setAccountSuspended', { userId: ids.member, suspended: true });
    expect(res.status).toBe(404);
  });
});

describe('updateAccount and resetAccountPassword', () => {
  it('moves a volunteer to another masjid and category, audited with what changed', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.email, 'mosque.v@test.local'));
    const res = await asSuper('updateAccount', {
      userId: row!.id,
      name: 'Moved Volunteer',
      mobile: '9822200003',
      email: 'mosque.v@test.local',
      level: 'Mosque',
      levelId: tree.oldMosque,
      categoryId: parentCategory,
    });
    expect(res.body.result).toEqual({ pass: true, ...said(MSG.accountUpdated) });
    const [audit] = await t.db.select().from(auditLog).orderBy(sql`${auditLog.createdAt} desc`).limit(1);
    expect(audit).toMatchObject({
      action: 'account.update',
      details: {
        before: { scopeMosqueId: tree.harbourMosque },
        after: { scopeMosqueId: tree.oldMosque, name: 'Moved Volunteer' },
      },
    });
  });

  it("refuses another account's email, and keeps a super admin an admin", async () => {
    const [row] = await t.db.select().from(users).where(eq(users.email, 'mosque.v@test.local'));
    const taken = await asSuper('updateAccount', {
      userId: row!.id,
      name: 'X',
      mobile: '9822200003',
      email: 'imran.v@test.local',
      categoryId: null,
    });
    expect(taken.body.result).toEqual({ pass: false, ...said(MSG.emailTaken) });
    const superToVolunteer = await asSuper('updateAccount', {
      userId: ids.superAdmin,
      name: 'Super',
      mobile: '9822200099',
      email: 'ac.super@test.local',
      level: 'Area',
      levelId: tree.north,
      categoryId: parentCategory,
    });
    expect(superToVolunteer.body.result).toEqual({ pass: false, ...said(MSG.superAdminStaysAdmin) });
  });

  it('sets a new password and signs the account out everywhere', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.email, 'imran.v@test.local'));
    const session = (await signIn('imran.v@test.local', 'volunteer-pass')).body.result.token as string;
    const res = await asSuper('resetAccountPassword', { userId: row!.id, password: 'brand-new-pass' });
    expect(res.body.result).toEqual({ pass: true, ...said(MSG.accountPasswordReset) });
    expect((await t.call('getSessionUser', {}, session)).status).toBe(401);
    expect((await signIn('imran.v@test.local', 'volunteer-pass')).body.result.pass).toBe(false);
    expect((await signIn('imran.v@test.local', 'brand-new-pass')).body.result.pass).toBe(true);
    expect((await asSuper('resetAccountPassword', { userId: row!.id, password: 'short' })).status).toBe(400);
  });

  it('refuses a password from the common-password list, on creation and reset', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.email, 'imran.v@test.local'));
    const reset = await asSuper('resetAccountPassword', { userId: row!.id, password: 'Welcome@123' });
    expect(reset.status).toBe(400);
    expect(reset.body.error).toMatchObject({
      message: MSG.passwordTooCommon,
      details: [{ path: 'password' }],
    });
    expect((await signIn('imran.v@test.local', 'brand-new-pass')).body.result.pass).toBe(true);
    const created = await asSuper(
      'addAccount',
      volunteer({ email: 'new.v@test.local', password: 'password123' }),
    );
    expect(created.status).toBe(400);
    expect(created.body.error.message).toBe(MSG.passwordTooCommon);
  });
});

describe('who may call them', () => {
  it('refuses plain admins, volunteers and members with 403, writing nothing', async () => {
    const calls = [
      ['getAccounts', {}],
      ['addAccount', volunteer({ email: 'nope@test.local', mobile: '9822200077' })],
      [
        'updateAccount',
        { userId: ids.volunteer, name: 'N', mobile: '9822200078', email: 'n@test.local', categoryId: null },
      ],
      ['resetAccountPassword', { userId: ids.volunteer, password: 'whatever-pass' }],
      ['setAccountSuspended', { userId: ids.volunteer, suspended: true }],
    ] as const;
    for (const [name, data] of calls) {
      for (const who of ['admin', 'volunteer', 'member'] as const) {
        const before = await rowCounts();
        const res = await t.call(name, data, tokens[who]);
        expect(res.status, `${who} calling ${name}`).toBe(403);
        expect(await rowCounts()).toEqual(before);
      }
    }
  });
});
