import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationAncestors, locations, mosques, users } from '../db/schema';
import type { SessionUser } from '../protocol/caller';
import { buildMember, insertUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { mayChangeAlert, mayManageAccount, maySuspendAccount, orNotFound, ownsFamilyMember } from './checks';
import { selfAndAncestorIds, selfAndDescendantIds } from './location-tree';
import { findMemberPlace, memberIn, memberInScope } from './member-scope';
import { type Scope, scopeOf } from './scope';

let t: TestApp;
let tree: SmallTree;
// One member in each masjid of the small tree, and one who has not chosen a masjid.
let members: Record<(typeof MOSQUE_KEYS)[number] | 'noMosque', string>;
beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db);
  const member = (mosqueId: string | null) =>
    insertUser(t.db, buildMember({ name: 'Scope Member', mosqueId }));
  members = {
    oldMosque: await member(tree.oldMosque),
    newMosque: await member(tree.newMosque),
    harbourMosque: await member(tree.harbourMosque),
    noMosque: await member(null),
  };
});
afterAll(() => t.close());

const MOSQUE_KEYS = ['oldMosque', 'newMosque', 'harbourMosque'] as const;
type MemberKey = keyof typeof members;

/** The test's members that a condition keeps. */
async function membersKept(condition: ReturnType<typeof sql>): Promise<MemberKey[]> {
  const ids = Object.values(members);
  const rows = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), condition));
  const kept = new Set(rows.map((r) => r.id));
  return (Object.keys(members) as MemberKey[]).filter((k) => kept.has(members[k])).sort();
}

// Each scope, and the members a staff read in it may return.
const CASES: { name: string; scope: (t: SmallTree) => Scope; members: MemberKey[] }[] = [
  { name: 'everything', scope: () => ({ kind: 'everything' }), members: [...MOSQUE_KEYS, 'noMosque'] },
  {
    name: 'area: a state',
    scope: (t) => ({ kind: 'area', locationId: t.north }),
    members: ['oldMosque', 'newMosque'],
  },
  {
    name: 'area: a district',
    scope: (t) => ({ kind: 'area', locationId: t.northDistrict }),
    members: ['oldMosque', 'newMosque'],
  },
  {
    name: 'area: a city',
    scope: (t) => ({ kind: 'area', locationId: t.northCity }),
    members: ['oldMosque', 'newMosque'],
  },
  {
    name: 'area: a locality',
    scope: (t) => ({ kind: 'area', locationId: t.oldTown }),
    members: ['oldMosque'],
  },
  {
    name: 'area: the other state',
    scope: (t) => ({ kind: 'area', locationId: t.south }),
    members: ['harbourMosque'],
  },
  {
    name: 'area: the country',
    scope: (t) => ({ kind: 'area', locationId: t.india }),
    members: [...MOSQUE_KEYS, 'noMosque'],
  },
  { name: 'one masjid', scope: (t) => ({ kind: 'mosque', mosqueId: t.newMosque }), members: ['newMosque'] },
  {
    name: 'an area whose location is gone',
    scope: () => ({ kind: 'area', locationId: '00000000-0000-4000-8000-000000000000' }),
    members: [],
  },
  { name: 'nothing', scope: () => ({ kind: 'nothing' }), members: [] },
];

describe('memberInScope over a small tree', () => {
  it.each(CASES)('$name holds exactly its members', async (c) => {
    expect(await membersKept(await memberInScope(t.db, c.scope(tree)))).toEqual([...c.members].sort());
  });

  it('a place asked for only narrows the scope: it is ANDed with it, never instead of it', async () => {
    const scope = await memberInScope(t.db, { kind: 'area', locationId: tree.north });
    const south = memberIn(await findMemberPlace(t.db, tree.south));
    expect(await membersKept(and(scope, south)!)).toEqual([]);
    const oldMosque = memberIn(await findMemberPlace(t.db, tree.oldMosque));
    expect(await membersKept(and(scope, oldMosque)!)).toEqual(['oldMosque']);
  });

  it('refuses a place that is neither a location nor a masjid as bad input', async () => {
    await expect(findMemberPlace(t.db, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      status: 'INVALID_ARGUMENT',
    });
  });
});

describe('a masjid moved to another locality', () => {
  it("takes its members out of the old area's scope and into the new one's, with no other change", async () => {
    const north = await memberInScope(t.db, { kind: 'area', locationId: tree.north });
    const south = await memberInScope(t.db, { kind: 'area', locationId: tree.south });
    const covers = async () => [
      (await membersKept(north)).includes('newMosque'),
      (await membersKept(south)).includes('newMosque'),
    ];
    expect(await covers()).toEqual([true, false]);
    await t.db.update(mosques).set({ locationId: tree.harbour }).where(eq(mosques.id, tree.newMosque));
    expect(await covers()).toEqual([false, true]);
    await t.db.update(mosques).set({ locationId: tree.newTown }).where(eq(mosques.id, tree.newMosque));
    expect(await covers()).toEqual([true, false]);
  });
});

describe('the location tree', () => {
  const above = async (locationId: string) =>
    (
      await t.db
        .select({ id: locationAncestors.ancestorId })
        .from(locationAncestors)
        .where(sql`${locationAncestors.locationId} = ${locationId} and ${locationAncestors.depth} > 0`)
        .orderBy(locationAncestors.depth)
    ).map((r) => r.id);
  const within = async (locationId: string, ancestorId: string) =>
    (
      await t.db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.id, locationId), inArray(locations.id, selfAndDescendantIds(ancestorId))))
    ).length > 0;

  it('reads a locality and everything above it, and an area and everything under it', async () => {
    const ancestors = await t.db
      .select({ type: locations.type })
      .from(locations)
      .where(inArray(locations.id, selfAndAncestorIds(tree.oldTown)));
    expect(ancestors.map((a) => a.type).sort()).toEqual(['city', 'country', 'district', 'locality', 'state']);
    expect(await within(tree.oldTown, tree.oldTown)).toBe(true);
    expect(await within(tree.oldTown, tree.north)).toBe(true);
    expect(await within(tree.oldTown, tree.india)).toBe(true);
    expect(await within(tree.oldTown, tree.south)).toBe(false);
    expect(await within(tree.north, tree.oldTown)).toBe(false);
  });

  it('moves a whole subtree when a location gets a new parent', async () => {
    const other = await buildSmallTree(t.db, 'M');
    await t.db
      .update(locations)
      .set({ parentId: other.southDistrict })
      .where(eq(locations.id, other.northCity));
    expect(await within(other.oldTown, other.south)).toBe(true);
    expect(await within(other.oldTown, other.north)).toBe(false);
    expect(await above(other.oldTown)).toEqual([
      other.northCity,
      other.southDistrict,
      other.south,
      other.india,
    ]);
  });

  it('refuses to move a location under its own subtree, and keeps the tree as it was', async () => {
    const other = await buildSmallTree(t.db, 'C');
    await expect(
      t.db.update(locations).set({ parentId: other.oldTown }).where(eq(locations.id, other.northDistrict)),
    ).rejects.toThrow();
    const [row] = await t.db.select().from(locations).where(eq(locations.id, other.northDistrict));
    expect(row!.parentId).toBe(other.north);
    expect(await above(other.oldTown)).toEqual([
      other.northCity,
      other.northDistrict,
      other.north,
      other.india,
    ]);
  });
});

const user = (over: Partial<SessionUser>): SessionUser =>
  ({
    id: 'u1',
    role: 'user',
    superAdmin: false,
    scopeLevel: null,
    scopeLocationId: null,
    scopeMosqueId: null,
    ...over,
  }) as SessionUser;

describe('scope from the account', () => {
  it.each([
    ['a super admin', user({ role: 'admin', superAdmin: true }), { kind: 'everything' }],
    ['an admin', user({ role: 'admin' }), { kind: 'everything' }],
    [
      'an Area volunteer',
      user({ role: 'volunteer', scopeLevel: 'Area', scopeLocationId: 'L' }),
      { kind: 'area', locationId: 'L' },
    ],
    [
      'a Mosque volunteer',
      user({ role: 'volunteer', scopeLevel: 'Mosque', scopeMosqueId: 'M' }),
      { kind: 'mosque', mosqueId: 'M' },
    ],
    ['a volunteer without a scope', user({ role: 'volunteer' }), { kind: 'nothing' }],
    [
      'a suspended volunteer',
      user({ role: 'volunteer', scopeLevel: 'Area', scopeLocationId: 'L', suspended: true }),
      { kind: 'nothing' },
    ],
    ['a suspended admin', user({ role: 'admin', suspended: true }), { kind: 'nothing' }],
    ['a member', user({ role: 'user' }), { kind: 'nothing' }],
  ])('%s', (_name, account, scope) => {
    expect(scopeOf(account)).toEqual(scope);
  });
});

describe('named checks', () => {
  const superAdmin = user({ id: 's', role: 'admin', superAdmin: true });
  const admin = user({ id: 'a', role: 'admin' });
  const volunteer = user({ id: 'v', role: 'volunteer' });
  const member = user({ id: 'm', role: 'user' });

  it.each([
    [superAdmin, volunteer, true, true],
    [superAdmin, admin, true, true],
    [superAdmin, superAdmin, true, false],
    [superAdmin, member, false, false],
    [admin, volunteer, false, false],
    [volunteer, volunteer, false, false],
    [member, volunteer, false, false],
  ])('%#: manage %o', (caller, target, manage, suspend) => {
    expect(mayManageAccount(caller, target)).toBe(manage);
    expect(maySuspendAccount(caller, target)).toBe(suspend);
  });

  it("a family member is its own member's only", () => {
    expect(ownsFamilyMember(member, { userId: 'm' })).toBe(true);
    expect(ownsFamilyMember(member, { userId: 'other' })).toBe(false);
    expect(ownsFamilyMember(admin, { userId: 'a' })).toBe(false);
  });

  it('an alert is changed by its creator or a super admin', () => {
    expect(mayChangeAlert(admin, { createdBy: 'a' })).toBe(true);
    expect(mayChangeAlert(admin, { createdBy: 'x' })).toBe(false);
    expect(mayChangeAlert(superAdmin, { createdBy: 'x' })).toBe(true);
    expect(mayChangeAlert(volunteer, { createdBy: 'v' })).toBe(false);
  });

  it('refuses with NOT_FOUND, as for a missing id', () => {
    expect(() => orNotFound({ userId: 'x' }, (f) => ownsFamilyMember(member, f), 'Family member')).toThrow(
      'Family member not found',
    );
    expect(() => orNotFound(undefined, () => true, 'Family member')).toThrow('Family member not found');
    expect(orNotFound({ userId: 'm' }, (f) => ownsFamilyMember(member, f), 'Family member')).toEqual({
      userId: 'm',
    });
  });
});
