import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionName } from '../../domain/catalogue';
import { MSG } from '../../domain/messages';
import { auditLog, mosques } from '../db/schema';
import { buildAdmin, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { said } from '../test/said';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/** A masjid's point on the map (latitude and longitude): how the admin's writes keep it and every read gives it. */

let t: TestApp;
let tree: SmallTree;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'MP');
  ({ token } = await signedIn(t, buildAdmin({ email: 'mp.admin@test.local' })));
});
afterAll(() => t.close());

// Some inputs here are built to be refused, so only the reply is typed.
const admin = <N extends FunctionName>(name: N, data: unknown) => t.send(name, data, token);

const JAMA = { latitude: 28.6507, longitude: 77.2334 };
const MECCA = { latitude: 17.3604, longitude: 78.4736 };

const form = (code: string, over: Record<string, unknown> = {}) => ({
  mosqueId: code,
  name: `Masjid ${code}`,
  address: '1 Chowk Road',
  url: 'https://example.org/masjid',
  locationId: tree.oldTown,
  ...over,
});

const rowOf = async (id: string) => (await t.db.select().from(mosques).where(eq(mosques.id, id)))[0]!;
const pointOf = async (id: string) => {
  const { latitude, longitude } = await rowOf(id);
  return { latitude, longitude };
};
const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
const mosqueCount = async () => (await t.db.select({ n: count() }).from(mosques))[0]!.n;
const lastAudit = async () =>
  (await t.db.select().from(auditLog).orderBy(sql`${auditLog.createdAt} desc`).limit(1))[0]!;

async function added(code: string, over: Record<string, unknown> = {}): Promise<string> {
  const res = await admin('addMosque', form(code, over));
  expect(res.body.result?.pass, JSON.stringify(res.body)).toBe(true);
  return res.body.result.mosqueId!;
}

/** A refusal of bad input: a 400 naming the field and its message, with nothing written. */
async function refusedWithNothingWritten(name: FunctionName, data: unknown, path: string, message: string) {
  const before = { mosques: await mosqueCount(), audit: await auditCount() };
  const res = await admin(name, data);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.details).toContainEqual(expect.objectContaining({ path, ...said(message) }));
  expect({ mosques: await mosqueCount(), audit: await auditCount() }).toEqual(before);
}

describe('addMosque with a point', () => {
  it('keeps it, audits it, and every read of masjids gives it', async () => {
    const id = await added('MP-1', JAMA);
    expect(await pointOf(id)).toEqual(JAMA);
    expect((await lastAudit()).details).toMatchObject({ after: { mosqueId: 'MP-1', ...JAMA } });

    const listed = (await t.call('getMosquesInArea', { locationId: tree.oldTown, search: 'MP-1' }, token))
      .body.result.items;
    expect(listed).toEqual([expect.objectContaining({ id, ...JAMA })]);
    const picker = (await t.call('getMosques', { locationId: tree.oldTown })).body.result;
    expect(picker.find((m) => m.id === id)).toMatchObject(JAMA);
    const trail = (await t.call('getPlaceTrail', { id }, token)).body.result;
    expect(trail.mosque).toMatchObject({ id, ...JAMA });
  });

  it('without a point keeps none: the reads give null for both', async () => {
    const id = await added('MP-2');
    expect(await pointOf(id)).toEqual({ latitude: null, longitude: null });
    const picker = (await t.call('getMosques', { locationId: tree.oldTown })).body.result;
    expect(picker.find((m) => m.id === id)).toMatchObject({ latitude: null, longitude: null });
    expect(await pointOf(await added('MP-3', { latitude: null, longitude: null }))).toEqual({
      latitude: null,
      longitude: null,
    });
  });

  it('refuses a point outside India, half a point, or one that is not numbers, writing nothing', async () => {
    const london = { latitude: 51.5072, longitude: -0.1276 };
    await refusedWithNothingWritten(
      'addMosque',
      form('MP-4', london),
      'latitude',
      MSG.coordinatesOutsideIndia,
    );
    // Swapped, as a hurried paste does: the longitude first.
    const swapped = { latitude: 77.2334, longitude: 28.6507 };
    await refusedWithNothingWritten(
      'addMosque',
      form('MP-4', swapped),
      'latitude',
      MSG.coordinatesOutsideIndia,
    );
    await refusedWithNothingWritten(
      'addMosque',
      form('MP-4', { latitude: 28.6507 }),
      'longitude',
      MSG.coordinatesRequired,
    );
    await refusedWithNothingWritten(
      'addMosque',
      form('MP-4', { latitude: '28.6507', longitude: '77.2334' }),
      'latitude',
      MSG.coordinatesUnreadable,
    );
    expect(await t.db.select().from(mosques).where(eq(mosques.code, 'MP-4'))).toEqual([]);
  });
});

describe('updateMosqueDetails and its point', () => {
  it('keeps the point when the form leaves both out, as an older client sends it', async () => {
    const id = await added('MP-10', JAMA);
    for (const name of ['updateMosqueDetails', 'updateExistingMosque'] as const) {
      const res = await t.send(name, { id, ...form('MP-10', { name: `Renamed by ${name}` }) }, token);
      expect(res.body.result, JSON.stringify(res.body)).toMatchObject({ pass: true });
      expect(await rowOf(id)).toMatchObject({ name: `Renamed by ${name}`, ...JAMA });
    }
  });

  it('moves the point, audited with what changed, and clears it with null', async () => {
    const id = await added('MP-11', JAMA);
    const moved = await admin('updateMosqueDetails', { id, ...form('MP-11', MECCA) });
    expect(moved.body.result?.pass).toBe(true);
    expect(await pointOf(id)).toEqual(MECCA);
    expect((await lastAudit()).details).toMatchObject({ before: JAMA, after: MECCA });

    const cleared = await admin('updateMosqueDetails', {
      id,
      ...form('MP-11', { latitude: null, longitude: null }),
    });
    expect(cleared.body.result?.pass).toBe(true);
    expect(await pointOf(id)).toEqual({ latitude: null, longitude: null });
    const listed = (await t.call('getMosquesInArea', { locationId: tree.oldTown, search: 'MP-11' }, token))
      .body.result.items;
    expect(listed).toEqual([expect.objectContaining({ id, latitude: null, longitude: null })]);
  });

  it('refuses a point outside India and changes nothing, the other fields included', async () => {
    const id = await added('MP-12', JAMA);
    const before = await rowOf(id);
    await refusedWithNothingWritten(
      'updateMosqueDetails',
      { id, ...form('MP-12', { name: 'Not saved', latitude: 24.8607, longitude: 67.0011 }) }, // Karachi
      'latitude',
      MSG.coordinatesOutsideIndia,
    );
    await refusedWithNothingWritten(
      'updateMosqueDetails',
      { id, ...form('MP-12', { name: 'Not saved', longitude: 78.4736 }) },
      'longitude',
      MSG.coordinatesRequired,
    );
    expect(await rowOf(id)).toEqual(before);
  });
});
