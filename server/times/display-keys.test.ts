import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, auditLog, mosqueDisplayKeys, mosques } from '../db/schema';
import { buildAdmin, buildVolunteer, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/** A masjid's TV opens with a display key an admin makes; a revoked or wrong key shows nothing of the masjid. */

let t: TestApp;
let tree: SmallTree;
let admin: string;
let volunteer: string;
const clock = manualClock(new Date('2026-12-01T04:00:00Z'));

beforeAll(async () => {
  t = await startTestApp({ clock });
  tree = await buildSmallTree(t.db, 'DK');
  await t.db
    .update(mosques)
    .set({ latitude: 17.3616, longitude: 78.4747 })
    .where(eq(mosques.id, tree.oldMosque));
  admin = (await signedIn(t, buildAdmin({ email: 'dk.admin@test.local' }))).token;
  volunteer = (
    await signedIn(
      t,
      buildVolunteer({ email: 'dk.v@test.local', scope: { level: 'Mosque', mosqueId: tree.oldMosque } }),
    )
  ).token;
  const expiresAt = new Date('2026-12-05T00:00:00Z');
  await t.db.insert(alerts).values([
    {
      title: 'Janaza after Asr',
      message: 'At the masjid',
      category: 'society',
      severity: 'high',
      level: 'Mosque',
      mosqueId: tree.oldMosque,
      expiresAt,
    },
    {
      title: 'City water cut',
      message: 'Tomorrow',
      category: 'society',
      severity: 'low',
      level: 'city',
      locationId: tree.northCity,
      expiresAt,
    },
    {
      title: 'Harbour only',
      message: 'Elsewhere',
      category: 'society',
      severity: 'low',
      level: 'Mosque',
      mosqueId: tree.harbourMosque,
      expiresAt,
    },
    {
      title: 'Ended',
      message: 'Gone',
      category: 'society',
      severity: 'low',
      level: 'Mosque',
      mosqueId: tree.oldMosque,
      expiresAt: new Date('2026-11-30T00:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

const audits = async (action: 'mosque.displayKeyAdd' | 'mosque.displayKeyRevoke') =>
  (
    await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, tree.oldMosque)))
  )[0]!.n;

describe('display keys', () => {
  let key: string;
  let keyId: string;

  it('makes a key once, keeps only its hash, and lists it without the key', async () => {
    const res = await t.call('addDisplayKey', { mosqueId: tree.oldMosque, label: 'Main hall' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ pass: true, messageCode: 'displayKeyAdded' });
    key = res.body.result.key!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.result.path).toBe(`/display/DK-OLD?key=${key}`);
    const [row] = await t.db
      .select()
      .from(mosqueDisplayKeys)
      .where(eq(mosqueDisplayKeys.mosqueId, tree.oldMosque));
    expect(row!.keyHash).not.toContain(key);
    keyId = row!.id;
    const list = await t.call('getDisplayKeys', { mosqueId: tree.oldMosque }, admin);
    expect(list.body.result.keys).toEqual([
      { id: keyId, label: 'Main hall', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(key);
    expect(await audits('mosque.displayKeyAdd')).toBe(1);
  });

  it("opens the TV with the key: the masjid's rules and its current alerts, its area's included", async () => {
    const res = await t.call('getMosqueDisplay', { code: 'dk-old', key });
    expect(res.status).toBe(200);
    expect(res.body.result.mosque).toMatchObject({ id: tree.oldMosque, latitude: 17.3616 });
    const titles = res.body.result.alerts.map((a) => a.title);
    expect(titles).toEqual(expect.arrayContaining(['City water cut', 'Janaza after Asr']));
    expect(titles).not.toContain('Harbour only');
    expect(titles).not.toContain('Ended');
    expect(res.body.result.alerts.find((a) => a.title === 'City water cut')).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      severity: expect.any(String),
      expiresAt: '2026-12-05T00:00:00.000Z',
    });
    const list = await t.call('getDisplayKeys', { mosqueId: tree.oldMosque }, admin);
    expect(list.body.result.keys[0]!.lastUsedAt).toBe('2026-12-01T04:00:00.000Z');
  });

  it('notes a TV’s use at most every few minutes', async () => {
    clock.advance(60_000);
    await t.call('getMosqueDisplay', { code: 'DK-OLD', key });
    const [row] = await t.db.select().from(mosqueDisplayKeys).where(eq(mosqueDisplayKeys.id, keyId));
    expect(row!.lastUsedAt!.toISOString()).toBe('2026-12-01T04:00:00.000Z');
  });

  it('answers a wrong key, another masjid’s code and an unknown code with the same 404', async () => {
    const replies = await Promise.all([
      t.call('getMosqueDisplay', { code: 'DK-OLD', key: 'a-wrong-key-that-is-long-enough' }),
      t.call('getMosqueDisplay', { code: 'DK-HBR', key }),
      t.call('getMosqueDisplay', { code: 'DK-NONE', key }),
    ]);
    for (const r of replies) expect(r.status).toBe(404);
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(JSON.stringify(replies[0]!.body)).not.toContain('DK');
  });

  it('shows nothing once the key is revoked', async () => {
    const res = await t.call('revokeDisplayKey', { id: keyId }, admin);
    expect(res.body.result).toMatchObject({ pass: true, messageCode: 'displayKeyRevoked' });
    const shown = await t.call('getMosqueDisplay', { code: 'DK-OLD', key });
    expect(shown.status).toBe(404);
    expect(JSON.stringify(shown.body)).not.toContain('Janaza');
    expect((await t.call('getDisplayKeys', { mosqueId: tree.oldMosque }, admin)).body.result.keys).toEqual(
      [],
    );
    await t.call('revokeDisplayKey', { id: keyId }, admin);
    expect(await audits('mosque.displayKeyRevoke')).toBe(1);
  });

  it('is for admins only, and 404 for an unknown masjid or key', async () => {
    expect((await t.call('addDisplayKey', { mosqueId: tree.oldMosque, label: 'TV' }, volunteer)).status).toBe(
      403,
    );
    expect((await t.call('getDisplayKeys', { mosqueId: tree.oldMosque }, volunteer)).status).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('addDisplayKey', { mosqueId: missing, label: 'TV' }, admin)).status).toBe(404);
    expect((await t.call('revokeDisplayKey', { id: missing }, admin)).status).toBe(404);
    expect((await t.send('addDisplayKey', { mosqueId: tree.oldMosque, label: '  ' }, admin)).status).toBe(
      400,
    );
  });
});
