import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionName } from '../../domain/catalogue';
import { MSG, say } from '../../domain/messages';
import { alerts, auditLog, locations, mosques } from '../db/schema';
import { type EachRole, signInEachRole } from '../test/factories';
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
  tree = await buildSmallTree(t.db, 'MQ');
  ({ ids, tokens } = await signInEachRole(t, tree, 'MQ'));
});
afterAll(() => t.close());

// Most inputs here are built to be refused, so only the reply is typed.
const admin = <N extends FunctionName>(name: N, data: unknown) => t.send(name, data, tokens.admin);
const MISSING = '00000000-0000-4000-8000-000000000000';

const { withOneAudit, writesNothing } = watchRows(() => t.db, { locations, mosques, audit: auditLog });

const mosque = (over: Record<string, unknown> = {}) => ({
  mosqueId: 'MQ-100',
  name: 'MQ Jama Masjid',
  address: '1 Chowk Road',
  url: 'https://example.org/jama',
  locationId: tree.oldTown,
  ...over,
});

async function namesIn(locationId: string, extra: Record<string, unknown> = {}) {
  const res = await admin('getMosquesInArea', { locationId, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as {
    items: { id: string; mosqueId: string; name: string }[];
    nextCursor: string | null;
    total?: number;
  };
}

describe('addMosque', () => {
  it('adds a masjid to a locality, audited, and it is listed under its locality, city, district, state and India', async () => {
    const { result, audit } = await withOneAudit(() => admin('addMosque', mosque()));
    expect(result.status).toBe(200);
    const reply = result.body.result;
    expect(reply).toEqual({ pass: true, ...said(MSG.mosqueAdded), mosqueId: expect.any(String) });
    expect(audit).toMatchObject({
      actorId: ids.admin,
      action: 'mosque.add',
      targetType: 'mosque',
      targetId: reply.mosqueId,
      details: {
        before: null,
        after: { mosqueId: 'MQ-100', name: 'MQ Jama Masjid', locationId: tree.oldTown },
      },
    });
    for (const area of [tree.oldTown, tree.northCity, tree.northDistrict, tree.north, tree.india]) {
      const page = await namesIn(area, { search: 'mq jama' });
      expect(page.items.map((m) => m.id)).toEqual([reply.mosqueId]);
    }
    expect((await namesIn(tree.south, { search: 'mq jama' })).items).toEqual([]);
    // A member's picker reads the locality's masjids: the new one is there at once.
    const picker = await t.call('getMosques', { locationId: tree.oldTown });
    expect(picker.body.result.map((m) => m.name)).toContain('MQ Jama Masjid');
  });

  it('refuses a mosque ID already taken, ignoring case, and writes nothing', async () => {
    const reply = await writesNothing(() =>
      admin('addMosque', mosque({ mosqueId: 'mq-100', name: 'Other' })),
    );
    expect(reply.body.result).toEqual({
      pass: false,
      ...say('mosqueIdTaken', { code: 'mq-100' }),
      mosqueId: null,
    });
  });

  it('refuses a masjid anywhere but in a locality, and writes nothing', async () => {
    for (const locationId of [tree.northCity, tree.north, tree.india]) {
      const reply = await writesNothing(() => admin('addMosque', mosque({ mosqueId: 'MQ-101', locationId })));
      expect(reply.body.result).toEqual({ pass: false, ...said(MSG.mosqueNeedsLocality), mosqueId: null });
    }
  });

  it.each([
    ['a javascript: url', { url: 'javascript:alert(1)' }, MSG.urlInvalid],
    ['a data: url', { url: 'data:text/html,hi' }, MSG.urlInvalid],
    ['an ftp url', { url: 'ftp://example.org' }, MSG.urlInvalid],
    ['no url', { url: '' }, MSG.urlRequired],
    ['no mosque ID', { mosqueId: '  ' }, MSG.mosqueIdRequired],
    ['no name', { name: '' }, MSG.nameRequired],
    ['no address', { address: '' }, MSG.addressRequired],
    ['an unknown location', { locationId: MISSING }, MSG.locationUnknown],
  ])('answers %s with 400 and writes nothing', async (_, over, message) => {
    const res = await writesNothing(() => admin('addMosque', mosque({ mosqueId: 'MQ-102', ...over })));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('updateMosqueDetails', () => {
  it('changes the fields and the locality, audited with what changed', async () => {
    const [row] = await t.db
      .insert(mosques)
      .values({ code: 'MQ-200', name: 'Noor', address: 'A', url: '', locationId: tree.oldTown })
      .returning();
    const { result, audit } = await withOneAudit(() =>
      admin(
        'updateMosqueDetails',
        mosque({ id: row!.id, mosqueId: 'MQ-200', name: 'Noor Masjid', locationId: tree.harbour }),
      ),
    );
    expect(result.body.result).toEqual({ pass: true, ...said(MSG.mosqueUpdated) });
    expect(audit).toMatchObject({
      action: 'mosque.update',
      targetId: row!.id,
      details: {
        before: { name: 'Noor', locationId: tree.oldTown },
        after: { name: 'Noor Masjid', locationId: tree.harbour },
      },
    });
    // It moved south: the north no longer lists it, the south does.
    expect((await namesIn(tree.north, { search: 'MQ-200' })).total).toBe(0);
    expect((await namesIn(tree.south, { search: 'MQ-200' })).items.map((m) => m.name)).toEqual([
      'Noor Masjid',
    ]);
  });

  it("refuses another masjid's mosque ID and a non-locality, writing nothing; its own ID in another case is fine", async () => {
    const reply = await writesNothing(() =>
      admin('updateMosqueDetails', mosque({ id: tree.newMosque, mosqueId: 'MQ-OLD' })),
    );
    expect(reply.body.result).toEqual({ pass: false, ...say('mosqueIdTaken', { code: 'MQ-OLD' }) });
    const wrong = await writesNothing(() =>
      admin(
        'updateMosqueDetails',
        mosque({ id: tree.newMosque, mosqueId: 'MQ-NEW', locationId: tree.northCity }),
      ),
    );
    expect(wrong.body.result).toEqual({ pass: false, ...said(MSG.mosqueNeedsLocality) });
    const own = await admin(
      'updateMosqueDetails',
      mosque({ id: tree.newMosque, mosqueId: 'mq-new', name: 'MQ New Masjid', locationId: tree.newTown }),
    );
    expect(own.body.result.pass).toBe(true);
  });

  it('answers an unknown masjid with 400', async () => {
    const res = await writesNothing(() =>
      admin('updateMosqueDetails', mosque({ id: MISSING, mosqueId: 'MQ-X' })),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.mosqueUnknown);
  });
});

describe('removeMosque', () => {
  it('deletes a masjid nothing uses, audited', async () => {
    const [row] = await t.db
      .insert(mosques)
      .values({ code: 'MQ-300', name: 'Spare', address: 'A', url: '', locationId: tree.newTown })
      .returning();
    const { result, audit } = await withOneAudit(() => admin('removeMosque', { id: row!.id }));
    expect(result.body.result).toEqual({ pass: true, ...said(MSG.mosqueDeleted) });
    expect(audit).toMatchObject({ action: 'mosque.delete', targetId: row!.id, details: { after: null } });
  });

  it('refuses while members, a volunteer or an alert use it, saying what, and writes nothing', async () => {
    const reply = await writesNothing(() => admin('removeMosque', { id: tree.oldMosque }));
    expect(reply.body.result).toEqual({
      pass: false,
      ...say('mosqueInUse', { members: 1, staff: 0, alerts: 0 }),
    });
    await t.db.insert(alerts).values({
      title: 'Iftar',
      message: 'At the masjid',
      category: 'society',
      severity: 'low',
      level: 'Mosque',
      mosqueId: tree.harbourMosque,
      expiresAt: new Date(Date.now() + 86_400_000),
      createdBy: ids.admin,
    });
    const alerted = await writesNothing(() => admin('removeMosque', { id: tree.harbourMosque }));
    expect(alerted.body.result).toMatchObject({ pass: false, messageParams: { members: 0, alerts: 1 } });
  });
});

describe('getMosquesInArea', () => {
  beforeAll(async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({
      code: `MQ-P${String(i).padStart(3, '0')}`,
      name: `Paged Masjid ${String(i).padStart(3, '0')}`,
      address: 'B',
      url: '',
      locationId: tree.newTown,
    }));
    await t.db.insert(mosques).values(rows);
  });

  it('pages by name, 50 at most, with the total on the first page and no masjid twice', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await namesIn(tree.northDistrict, { search: 'paged', limit: 50, cursor });
      // The total comes with the first page.
      expect(page.total).toBe(cursor ? undefined : 120);
      expect(page.items.length).toBeLessThanOrEqual(50);
      seen.push(...page.items.map((m) => m.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(120);
    expect(seen).toEqual([...seen].sort());
  });

  it('searches a part of the name or of the mosque ID, ignoring case, with % and _ taken literally', async () => {
    expect((await namesIn(tree.newTown, { search: 'masjid 01' })).total).toBe(10);
    expect((await namesIn(tree.newTown, { search: 'mq-p11' })).total).toBe(10);
    expect((await namesIn(tree.newTown, { search: '%' })).total).toBe(0);
    expect((await namesIn(tree.newTown, { search: '_' })).total).toBe(0);
  });

  it('shows an area without masjids as an empty page', async () => {
    const [empty] = await t.db
      .insert(locations)
      .values({ name: 'MQ Empty', type: 'locality', parentId: tree.southCity })
      .returning();
    expect(await namesIn(empty!.id)).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('refuses more than 50 a page, and an unknown location, with 400', async () => {
    expect((await admin('getMosquesInArea', { locationId: tree.north, limit: 51 })).status).toBe(400);
    const unknown = await admin('getMosquesInArea', { locationId: MISSING });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(MSG.locationUnknown);
  });

  it('follows a location that moves: its masjids are listed under the new state', async () => {
    await t.db
      .update(locations)
      .set({ parentId: tree.southDistrict })
      .where(eq(locations.id, tree.northCity));
    expect((await namesIn(tree.south, { search: 'paged' })).total).toBe(120);
    expect((await namesIn(tree.north, { search: 'paged' })).total).toBe(0);
    await t.db
      .update(locations)
      .set({ parentId: tree.northDistrict })
      .where(eq(locations.id, tree.northCity));
    expect((await namesIn(tree.north, { search: 'paged' })).total).toBe(120);
  });
});

describe('who may call them', () => {
  const CALLS = () =>
    [
      ['getMosquesInArea', { locationId: tree.north }],
      ['addMosque', mosque({ mosqueId: 'MQ-FORBIDDEN' })],
      ['updateMosqueDetails', mosque({ id: tree.newMosque, mosqueId: 'MQ-FORBIDDEN' })],
      ['removeMosque', { id: tree.newMosque }],
      ['previewMosqueImport', { csv: 'State\n' }],
      ['importMosques', { csv: 'State\n' }],
      ['exportMosques', { locationId: tree.north }],
    ] as const;

  it('refuses members and volunteers with 403 and visitors with 401, writing nothing', async () => {
    await expectOnlyAdmins(t, CALLS(), tokens, writesNothing);
  });

  it('lets a super admin add a masjid too', async () => {
    const res = await t.call('addMosque', mosque({ mosqueId: 'MQ-SUPER' }), tokens.superAdmin);
    expect(res.body.result.pass).toBe(true);
  });
});
