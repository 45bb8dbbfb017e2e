import { describe, expect, it } from 'vitest';
import { CACHE_LIFETIME_MS } from '../../domain/constants';
import { CallError } from './call';
import { createCallStore } from './call-store';
import { keptReadRule, keptReads } from './kept-reads';
import { clearSessionCache } from './local-cache';
import { memoryStorage } from './memory-storage';

const FAMILY_ID = '0b7c9a52-4f1e-4d3a-9e0c-2f1d3c4b5a69';
const MOSQUE = '1c7c9a52-4f1e-4d3a-9e0c-2f1d3c4b5a69';
const OTHER_MOSQUE = '2c7c9a52-4f1e-4d3a-9e0c-2f1d3c4b5a69';
const keyOf = (name: Parameters<typeof keptReadRule>[0], input: unknown) => keptReadRule(name, input)?.key;

const volunteers = { pass: true, volunteerData: [{ name: 'Ayesha Siddiqui' }], applyUrl: null };

describe('keptReadRule', () => {
  it("names the product's keys for the reads it keeps on the phone", () => {
    expect(keyOf('getSessionUser', {})).toBe('userData');
    expect(keyOf('getMyMosque', {})).toBe('myMosque');
    expect(keyOf('getMyGiving', {})).toBe('myGiving');
    expect(keyOf('getAlerts', { limit: 5, offset: 0 })).toBe('recentAlerts');
    expect(keyOf('getAlerts', { limit: 5 })).toBe('recentAlerts');
    expect(keyOf('getFamilyMember', { id: FAMILY_ID })).toBe(`family:${FAMILY_ID}`);
    expect(keyOf('getMyVolunteers', { mosqueId: MOSQUE })).toBe('volunteers');
    expect(keyOf('getLocations', {})).toBe('locations:root');
    expect(keyOf('getLocations', { parentId: 'mh' })).toBe('locations:mh');
    expect(keyOf('getMosques', { locationId: 'camp' })).toBe('mosques:camp');
    // One copy per masjid: a member who changes masjid never sees the last one's times.
    expect(keyOf('getMosqueTimesRules', { mosqueId: MOSQUE })).toBe(`mosqueTimes:${MOSQUE}`);
    expect(keyOf('getMosqueTimesRules', { mosqueId: OTHER_MOSQUE })).toBe(`mosqueTimes:${OTHER_MOSQUE}`);
  });

  it('keeps no older page of alerts, nor a read that holds no member data of its own', () => {
    expect(keyOf('getAlerts', { limit: 5, offset: 5 })).toBeUndefined();
    expect(keyOf('getAlerts', { limit: 1, offset: 5 })).toBeUndefined();
    expect(keyOf('getReferenceValues', null)).toBeUndefined();
    expect(keyOf('getFamilyMember', {})).toBeUndefined();
    // A visitor's read by the masjid's code is the public page's.
    expect(keyOf('getMosqueTimesRules', { code: 'JAMA' })).toBeUndefined();
  });

  it("every key of a member's own data is cleared at logout", () => {
    const keys = [
      keyOf('getSessionUser', {}),
      keyOf('getMyMosque', {}),
      keyOf('getAlerts', { limit: 5, offset: 0 }),
      keyOf('getFamilyMember', { id: FAMILY_ID }),
      keyOf('getMyVolunteers', { mosqueId: MOSQUE }),
      keyOf('getMosqueTimesRules', { mosqueId: MOSQUE }),
    ] as string[];
    const store = memoryStorage(Object.fromEntries(keys.map((k) => [k, '{"data":{},"at":1}'])));
    clearSessionCache(store);
    expect([...store.map.keys()]).toEqual([]);
  });
});

describe('keptReads, the call store on local storage', () => {
  it('after a reload, a screen that names no key (/mosque, /alerts) shows the kept reply when the read fails', async () => {
    const storage = memoryStorage();
    const mosque = { pass: true, mosque: { name: 'Jama Masjid' }, places: [] };
    const online = createCallStore(
      async () => mosque as never,
      keptReads(storage),
      () => 1,
    );
    await online.read('getMyMosque', {});

    // The reload: a new store, and no network.
    const offline = createCallStore(
      async () => {
        throw new CallError('unavailable', 'offline');
      },
      keptReads(storage),
      () => 2,
    );
    await expect(offline.read('getMyMosque', {})).rejects.toBeInstanceOf(CallError);
    const shown = offline.snapshot('getMyMosque', {});
    expect(shown.data).toEqual(mosque);
    expect(shown.error).toBeInstanceOf(CallError);
  });

  it('keeps userData as the user itself, shown at once and read again', async () => {
    const storage = memoryStorage();
    const user = { userId: 'u1', name: 'Rehana Parveen' };
    const first = createCallStore(
      async () => user as never,
      keptReads(storage),
      () => 1,
    );
    await first.read('getSessionUser', {});
    expect(JSON.parse(storage.getItem('userData') ?? 'null')).toEqual(user);

    let asked = 0;
    const reloaded = createCallStore(
      async () => {
        asked++;
        return user as never;
      },
      keptReads(storage),
      () => 2,
    );
    expect(reloaded.snapshot('getSessionUser', {}).data).toEqual(user);
    await reloaded.read('getSessionUser', {}, { ttl: 60_000 });
    expect(asked).toBe(1);
  });

  it('keeps the volunteers with an expiry an hour on, served until then and only for their masjid', async () => {
    const storage = memoryStorage();
    let clock = 1_000;
    let asked = 0;
    const server = async () => {
      asked++;
      return volunteers as never;
    };
    const hour = { ttl: CACHE_LIFETIME_MS };
    await createCallStore(
      server,
      keptReads(storage, () => clock),
      () => clock,
    ).read('getMyVolunteers', { mosqueId: MOSQUE }, hour);
    expect(storage.getItem('volunteersExpiry')).toBe(String(1_000 + CACHE_LIFETIME_MS));
    expect(JSON.parse(storage.getItem('volunteers') ?? 'null')).toMatchObject({ mosqueId: MOSQUE });

    clock = CACHE_LIFETIME_MS;
    const fresh = createCallStore(
      server,
      keptReads(storage, () => clock),
      () => clock,
    );
    expect(await fresh.read('getMyVolunteers', { mosqueId: MOSQUE }, hour)).toEqual(volunteers);
    expect(asked).toBe(1);
    expect(fresh.snapshot('getMyVolunteers', { mosqueId: OTHER_MOSQUE }).data).toBeUndefined();

    clock = 1_000 + CACHE_LIFETIME_MS;
    const expired = createCallStore(
      server,
      keptReads(storage, () => clock),
      () => clock,
    );
    expect(expired.snapshot('getMyVolunteers', { mosqueId: MOSQUE }).data).toBeUndefined();
  });

  it('forget throws away every kept copy of a read, value and expiry both', async () => {
    const storage = memoryStorage({ language: 'ur' });
    const store = createCallStore(
      async () => volunteers as never,
      keptReads(storage),
      () => 1,
    );
    await store.read('getMyVolunteers', { mosqueId: MOSQUE });
    store.forget('getMyVolunteers');
    expect([...storage.map.keys()]).toEqual(['language']);
  });

  it("forget with a write's arguments throws away that one kept copy, in memory and on the device", async () => {
    const storage = memoryStorage();
    const store = createCallStore(
      async (_name, input) => ({ id: (input as { id: string }).id, name: 'Aisha' }) as never,
      keptReads(storage),
      () => 1,
    );
    await store.read('getFamilyMember', { id: 'f1' });
    await store.read('getFamilyMember', { id: 'f2' });
    store.forget('getFamilyMember', { id: 'f1' });
    expect([...storage.map.keys()]).toEqual(['family:f2']);
    expect(store.snapshot('getFamilyMember', { id: 'f1' }).data).toBeUndefined();
    expect(store.snapshot('getFamilyMember', { id: 'f2' }).data).toMatchObject({ id: 'f2' });
  });

  it('forget with arguments that name no key of their own throws away every kept copy of the read', () => {
    const storage = memoryStorage({
      'locations:root': '[]',
      'locations:rootExpiry': '9',
      'locations:p1': '[]',
    });
    keptReads(storage).drop('getLocations', { name: 'Hyderabad' });
    expect([...storage.map.keys()]).toEqual([]);
  });

  it('a broken or half-written kept copy counts as none', () => {
    const kept = keptReads(memoryStorage({ 'locations:root': '{broken', 'locations:rootExpiry': '9' }));
    expect(kept.load('getLocations', {})).toBeNull();
    expect(
      keptReads(memoryStorage({ 'mosques:camp': '[]' })).load('getMosques', { locationId: 'camp' }),
    ).toBeNull();
  });
});
