import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth/sessions';
import { locations, mosques } from '../db/schema';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import {
  mayChangeAlert,
  mayManageAccount,
  mayReadMember,
  maySuspendAccount,
  orNotFound,
  ownsFamilyMember,
} from './checks';
import { locationInScope, mosqueInScope } from './conditions';
import { ancestorsOf, isWithin, placementOf } from './location-tree';
import { type Scope, scopeOf } from './scope';

let t: TestApp;
let tree: SmallTree;
beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db);
});
afterAll(() => t.close());

type TreeKey = keyof SmallTree;
const MOSQUE_KEYS = ['oldMosque', 'newMosque', 'harbourMosque'] as const;
const PLACES = ['india', 'north', 'northCity', 'oldTown', 'newTown', 'south', 'harbour'] as const;

// Each scope, and what it holds: the masjids and the locations a staff read may return.
const CASES: { name: string; scope: (t: SmallTree) => Scope; mosqueKeys: TreeKey[]; places: TreeKey[] }[] = [
  {
    name: 'everything',
    scope: () => ({ kind: 'everything' }),
    mosqueKeys: [...MOSQUE_KEYS],
    places: [...PLACES],
  },
  {
    name: 'area: a state',
    scope: (t) => ({ kind: 'area', locationId: t.north }),
    mosqueKeys: ['oldMosque', 'newMosque'],
    places: ['north', 'northCity', 'oldTown', 'newTown'],
  },
  {
    name: 'area: a district',
    scope: (t) => ({ kind: 'area', locationId: t.northDistrict }),
    mosqueKeys: ['oldMosque', 'newMosque'],
    places: ['northCity', 'oldTown', 'newTown'],
  },
  {
    name: 'area: a city',
    scope: (t) => ({ kind: 'area', locationId: t.northCity }),
    mosqueKeys: ['oldMosque', 'newMosque'],
    places: ['northCity', 'oldTown', 'newTown'],
  },
  {
    name: 'area: a locality',
    scope: (t) => ({ kind: 'area', locationId: t.oldTown }),
    mosqueKeys: ['oldMosque'],
    places: ['oldTown'],
  },
  {
    name: 'area: the other state',
    scope: (t) => ({ kind: 'area', locationId: t.south }),
    mosqueKeys: ['harbourMosque'],
    places: ['south', 'harbour'],
  },
  {
    name: 'one masjid',
    scope: (t) => ({ kind: 'mosque', mosqueId: t.newMosque }),
    mosqueKeys: ['newMosque'],
    places: [],
  },
  { name: 'nothing', scope: () => ({ kind: 'nothing' }), mosqueKeys: [], places: [] },
];

describe('scope conditions over a small tree', () => {
  it.each(CASES)('$name holds exactly its masjids and places', async ({ scope, mosqueKeys, places }) => {
    const s = scope(tree);
    const mosqueIds = MOSQUE_KEYS.map((k) => tree[k]);
    const seenMosques = await t.db
      .select({ id: mosques.id })
      .from(mosques)
      .where(inArray(mosques.id, mosqueIds))
      .then((rows) => rows.filter(Boolean));
    const inScope = await t.db.select({ id: mosques.id }).from(mosques).where(mosqueInScope(s, mosques.id));
    const kept = new Set(inScope.map((r) => r.id));
    expect(seenMosques).toHaveLength(3);
    expect(MOSQUE_KEYS.filter((k) => kept.has(tree[k])).sort()).toEqual([...mosqueKeys].sort());

    const placeIds = PLACES.map((k) => tree[k]);
    const placeRows = await t.db
      .select({ id: locations.id })
      .from(locations)
      .where(locationInScope(s, locations.id));
    const keptPlaces = new Set(placeRows.map((r) => r.id).filter((id) => placeIds.includes(id)));
    expect(PLACES.filter((k) => keptPlaces.has(tree[k])).sort()).toEqual([...places].sort());
  });

  it.each(CASES)('$name: mayReadMember agrees with the query for a member of each masjid', async (c) => {
    const s = c.scope(tree);
    for (const mosque of MOSQUE_KEYS) {
      const placement = await placementOf(t.db, tree[mosque]);
      expect(mayReadMember(s, placement), mosque).toBe(c.mosqueKeys.includes(mosque));
    }
    expect(mayReadMember(s, await placementOf(t.db, null)), 'no masjid').toBe(s.kind === 'everything');
  });
});

describe('a masjid moved to another locality', () => {
  it("leaves the old area's scope and enters the new one's, with no other change", async () => {
    const north: Scope = { kind: 'area', locationId: tree.north };
    const south: Scope = { kind: 'area', locationId: tree.south };
    const covers = async (scope: Scope) =>
      (await t.db.select({ id: mosques.id }).from(mosques).where(mosqueInScope(scope, mosques.id))).some(
        (r) => r.id === tree.newMosque,
      );
    expect([await covers(north), await covers(south)]).toEqual([true, false]);
    await t.db.update(mosques).set({ locationId: tree.harbour }).where(eq(mosques.id, tree.newMosque));
    expect([await covers(north), await covers(south)]).toEqual([false, true]);
    expect(mayReadMember(south, await placementOf(t.db, tree.newMosque))).toBe(true);
    await t.db.update(mosques).set({ locationId: tree.newTown }).where(eq(mosques.id, tree.newMosque));
    expect([await covers(north), await covers(south)]).toEqual([true, false]);
  });
});

describe('the location tree', () => {
  it('lists the ancestors of a locality, nearest first', async () => {
    const names = (await ancestorsOf(t.db, tree.oldTown)).map((a) => a.type);
    expect(names).toEqual(['city', 'district', 'state', 'country']);
  });

  it('answers "is within" for itself, below and beside', async () => {
    expect(await isWithin(t.db, tree.oldTown, tree.oldTown)).toBe(true);
    expect(await isWithin(t.db, tree.oldTown, tree.north)).toBe(true);
    expect(await isWithin(t.db, tree.oldTown, tree.india)).toBe(true);
    expect(await isWithin(t.db, tree.oldTown, tree.south)).toBe(false);
    expect(await isWithin(t.db, tree.north, tree.oldTown)).toBe(false);
  });

  it('moves a whole subtree when a location gets a new parent', async () => {
    const other = await buildSmallTree(t.db, 'M');
    await t.db
      .update(locations)
      .set({ parentId: other.southDistrict })
      .where(eq(locations.id, other.northCity));
    expect(await isWithin(t.db, other.oldTown, other.south)).toBe(true);
    expect(await isWithin(t.db, other.oldTown, other.north)).toBe(false);
    const types = (await ancestorsOf(t.db, other.oldTown)).map((a) => a.id);
    expect(types).toEqual([other.northCity, other.southDistrict, other.south, other.india]);
  });

  it('refuses to move a location under its own subtree, and keeps the tree as it was', async () => {
    const other = await buildSmallTree(t.db, 'C');
    await expect(
      t.db.update(locations).set({ parentId: other.oldTown }).where(eq(locations.id, other.northDistrict)),
    ).rejects.toThrow();
    const [row] = await t.db.select().from(locations).where(eq(locations.id, other.northDistrict));
    expect(row!.parentId).toBe(other.north);
    expect((await ancestorsOf(t.db, other.oldTown)).map((a) => a.id)).toEqual([
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
