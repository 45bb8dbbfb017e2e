import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionName } from '../../domain/catalogue';
import { MSG, say } from '../../domain/messages';
import { alerts, auditLog, categories, locationAncestors, locations } from '../db/schema';
import { buildVolunteer, type EachRole, insertUser, signInEachRole } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { said } from '../test/said';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { expectOnlyAdmins, watchRows } from '../test/write-checks';

let t: TestApp;
let tree: SmallTree;
let ids: EachRole<string>;
let tokens: EachRole<string>;

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'AP');
  ({ ids, tokens } = await signInEachRole(t, tree, 'AP'));
});
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
// Most inputs here are built to be refused, so only the reply is typed.
const admin = <N extends FunctionName>(name: N, data: unknown) => t.send(name, data, tokens.admin);

const { withOneAudit, writesNothing } = watchRows(() => t.db, {
  locations,
  ancestors: locationAncestors,
  categories,
  audit: auditLog,
});

const locationRow = async (id: string) =>
  (await t.db.select().from(locations).where(eq(locations.id, id)))[0];
const ancestorLinks = async (id: string) =>
  (
    await t.db
      .select({ ancestorId: locationAncestors.ancestorId, depth: locationAncestors.depth })
      .from(locationAncestors)
      .where(eq(locationAncestors.locationId, id))
      .orderBy(locationAncestors.depth)
  ).map((r) => [r.ancestorId, r.depth]);

async function addPlace(name: string, parentId: string, token = tokens.admin) {
  const res = await t.call('addLocation', { name, parentId }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { pass: boolean; message: string; id: string | null };
}

describe('addLocation', () => {
  it('adds each level under the one above it, with its closure links and one audit row', async () => {
    let parentId = tree.india;
    for (const type of ['state', 'district', 'city', 'locality'] as const) {
      const { result, audit } = await withOneAudit(() =>
        admin('addLocation', { name: `AP New ${type}`, parentId }),
      );
      expect(result.status).toBe(200);
      const reply = result.body.result;
      expect(reply).toEqual({ pass: true, ...said(MSG.locationAdded), id: expect.any(String) });
      const id = reply.id!;
      expect(await locationRow(id)).toMatchObject({ name: `AP New ${type}`, type, parentId });
      // The new location's links: itself, then each of its parent's links one step further.
      const parentLinks = await ancestorLinks(parentId);
      expect(await ancestorLinks(id)).toEqual([
        [id, 0],
        ...parentLinks.map(([a, d]) => [a, (d as number) + 1]),
      ]);
      expect(audit).toMatchObject({
        actorId: ids.admin,
        action: 'location.add',
        targetType: 'location',
        targetId: id,
        details: { before: null, after: { name: `AP New ${type}`, type, parentId } },
      });
      parentId = id;
    }
  });

  it('refuses to add anything under a locality, and writes nothing', async () => {
    const reply = await writesNothing(() => addPlace('AP Lane', tree.oldTown));
    expect(reply).toEqual({ pass: false, ...said(MSG.locationBelowLocality), id: null });
  });

  it('refuses a sibling name that differs only in case or spacing, and writes nothing', async () => {
    for (const name of ['ap old town', 'AP OLD TOWN', '  AP   Old Town  ']) {
      const reply = await writesNothing(() => addPlace(name, tree.northCity));
      const taken = say('locationNameTaken', { name: name.trim().replace(/\s+/g, ' ') });
      expect(reply).toEqual({ pass: false, ...taken, id: null });
      expect(reply.message).toContain('Please choose another name');
    }
  });

  it('allows the same name under another parent, and a super admin may add too', async () => {
    const reply = await addPlace('AP Old Town', tree.southCity, tokens.superAdmin);
    expect(reply.pass).toBe(true);
    expect(await locationRow(reply.id!)).toMatchObject({ type: 'locality', parentId: tree.southCity });
  });

  it('keeps one of two adds of the same name at once, and answers the other with pass false', async () => {
    const replies = await Promise.all([
      admin('addLocation', { name: 'AP Twin', parentId: tree.northDistrict }),
      admin('addLocation', { name: 'ap twin', parentId: tree.northDistrict }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(replies.map((r) => r.body.result.pass).sort()).toEqual([false, true]);
    const twins = await t.db
      .select({ n: count() })
      .from(locations)
      .where(and(eq(locations.parentId, tree.northDistrict), sql`lower(${locations.name}) = 'ap twin'`));
    expect(twins[0]!.n).toBe(1);
  });

  it.each([
    ['no name', { parentId: 'P' }, MSG.nameRequired],
    ['an empty name', { name: '', parentId: 'P' }, MSG.nameRequired],
    ['a blank name', { name: '   ', parentId: 'P' }, MSG.nameRequired],
    ['a name over 100 characters', { name: 'x'.repeat(101), parentId: 'P' }, MSG.nameTooLong],
    ['a control character', { name: 'AP\u0007Bell', parentId: 'P' }, MSG.controlCharacters],
    ['a number for a name', { name: 42, parentId: 'P' }, MSG.nameRequired],
    ['no parent', { name: 'AP Orphan' }, MSG.invalidId],
    ['a malformed parent id', { name: 'AP Orphan', parentId: 'north' }, MSG.invalidId],
    ['an unknown parent', { name: 'AP Orphan', parentId: MISSING }, MSG.locationUnknown],
  ])('answers %s with 400 and writes nothing', async (_, input, message) => {
    const placeholder = (input as { parentId?: unknown }).parentId === 'P';
    const data = { ...input, ...(placeholder ? { parentId: tree.northCity } : {}) };
    const res = await writesNothing(() => admin('addLocation', data));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('updateLocation', () => {
  it('renames a location, keeps its links, and leaves one audit row with the names before and after', async () => {
    const { id } = await addPlace('AP Misspelt Nagar', tree.northCity);
    const links = await ancestorLinks(id!);
    const { result, audit } = await withOneAudit(() =>
      admin('updateLocation', { id, name: 'AP Mustafa Nagar' }),
    );
    expect(result.body.result).toEqual({ pass: true, ...said(MSG.locationUpdated) });
    expect(await locationRow(id!)).toMatchObject({ name: 'AP Mustafa Nagar', type: 'locality' });
    expect(await ancestorLinks(id!)).toEqual(links);
    expect(audit).toMatchObject({
      actorId: ids.admin,
      action: 'location.update',
      targetId: id,
      details: { before: { name: 'AP Misspelt Nagar' }, after: { name: 'AP Mustafa Nagar' } },
    });
  });

  it("may change only a name's case", async () => {
    const { id } = await addPlace('AP lower case', tree.northCity);
    const res = await admin('updateLocation', { id, name: 'AP Lower Case' });
    expect(res.body.result.pass).toBe(true);
    expect((await locationRow(id!))!.name).toBe('AP Lower Case');
  });

  it("refuses a sibling's name, ignoring case, and writes nothing", async () => {
    const res = await writesNothing(() => admin('updateLocation', { id: tree.newTown, name: 'ap OLD town' }));
    expect(res.body.result).toEqual({ pass: false, ...say('locationNameTaken', { name: 'ap OLD town' }) });
    expect((await locationRow(tree.newTown))!.name).toBe('AP New Town');
  });

  it.each([
    ['an unknown id', { id: MISSING, name: 'AP X' }, MSG.locationUnknown],
    ['a malformed id', { id: '12', name: 'AP X' }, MSG.invalidId],
    ['a blank name', { id: 'N', name: ' ' }, MSG.nameRequired],
    ['a control character', { id: 'N', name: 'AP\u0000X' }, MSG.controlCharacters],
  ])('answers %s with 400 and writes nothing', async (_, input, message) => {
    const data = { ...input, ...(input.id === 'N' ? { id: tree.newTown } : {}) };
    const res = await writesNothing(() => admin('updateLocation', data));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('removeLocation', () => {
  it('deletes a location nothing uses, with its closure links, and leaves one audit row', async () => {
    const { id } = await addPlace('AP Short Lived', tree.northCity);
    const { result, audit } = await withOneAudit(() => admin('removeLocation', { id }));
    expect(result.body.result).toEqual({ pass: true, ...said(MSG.locationDeleted) });
    expect(await locationRow(id!)).toBeUndefined();
    expect(await ancestorLinks(id!)).toEqual([]);
    expect(audit).toMatchObject({
      action: 'location.delete',
      targetId: id,
      details: { before: { name: 'AP Short Lived', type: 'locality' }, after: null },
    });
  });

  const inUse = (uses: Partial<Record<'locations' | 'mosques' | 'staff' | 'alerts', number>>) => ({
    pass: false,
    ...say('locationInUse', { locations: 0, mosques: 0, staff: 0, alerts: 0, ...uses }),
  });

  it('refuses while locations lie under it, saying so, and writes nothing', async () => {
    const res = await writesNothing(() => admin('removeLocation', { id: tree.northCity }));
    expect(res.body.result).toEqual(inUse({ locations: await childCount(tree.northCity) }));
    expect(res.body.result.message).toMatch(/still in use.*\d+ locations under it/);
  });

  it('refuses while a masjid stands in it', async () => {
    const res = await writesNothing(() => admin('removeLocation', { id: tree.harbour }));
    expect(res.body.result).toEqual(inUse({ mosques: 1 }));
  });

  it("refuses while it is a volunteer's area", async () => {
    const { id } = await addPlace('AP Volunteer Area', tree.northCity);
    await insertUser(t.db, buildVolunteer({ scope: { level: 'Area', locationId: id! } }));
    const res = await writesNothing(() => admin('removeLocation', { id }));
    expect(res.body.result).toEqual(inUse({ staff: 1 }));
  });

  it('refuses while an alert is addressed to it (an alert would otherwise vanish with it)', async () => {
    const { id } = await addPlace('AP Alerted', tree.northCity);
    await t.db.insert(alerts).values({
      title: 'AP alert',
      message: 'AP',
      category: 'other',
      severity: 'low',
      expiresAt: new Date(Date.now() + 86_400_000),
      level: 'locality',
      locationId: id!,
    });
    const res = await writesNothing(() => admin('removeLocation', { id }));
    expect(res.body.result).toEqual(inUse({ alerts: 1 }));
  });

  it('never deletes the country', async () => {
    const res = await writesNothing(() => admin('removeLocation', { id: tree.india }));
    expect(res.body.result).toEqual({ pass: false, ...said(MSG.locationCountryKept) });
  });

  it('answers an unknown or malformed id with 400', async () => {
    for (const [id, message] of [
      [MISSING, MSG.locationUnknown],
      ['x', MSG.invalidId],
    ]) {
      const res = await writesNothing(() => admin('removeLocation', { id }));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });
});

async function childCount(parentId: string) {
  return (await t.db.select({ n: count() }).from(locations).where(eq(locations.parentId, parentId)))[0]!.n;
}

describe('who may call them', () => {
  const WRITES = () =>
    [
      ['addLocation', { name: 'AP Forbidden', parentId: tree.northCity }],
      ['updateLocation', { id: tree.oldTown, name: 'AP Forbidden' }],
      ['removeLocation', { id: tree.newTown }],
    ] as const;

  it('refuses members and volunteers with 403 and visitors with 401, writing nothing', async () => {
    await expectOnlyAdmins(t, WRITES(), tokens, writesNothing);
  });
});
