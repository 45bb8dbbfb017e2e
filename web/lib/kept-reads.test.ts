import { describe, expect, it } from 'vitest';
import { CallError } from './call';
import { createCallStore } from './call-store';
import { keptReadKey } from './kept-reads';
import { clearSessionCache } from './local-cache';
import { memoryStorage } from './memory-storage';

const FAMILY_ID = '0b7c9a52-4f1e-4d3a-9e0c-2f1d3c4b5a69';

describe('keptReadKey (issue 22, item 3)', () => {
  it("names a key for each of the member's screens' reads that are kept on the phone", () => {
    expect(keptReadKey('fetchMyMosque', {})).toBe('myMosque');
    expect(keptReadKey('fetchAlerts', { limit: 5, offset: 0 })).toBe('recentAlerts');
    expect(keptReadKey('fetchAlerts', { limit: 5 })).toBe('recentAlerts');
    expect(keptReadKey('fetchFamilyMemberData', { id: FAMILY_ID })).toBe(`family:${FAMILY_ID}`);
  });

  it('keeps no older page of alerts, nor a read that holds no member data of its own', () => {
    expect(keptReadKey('fetchAlerts', { limit: 5, offset: 5 })).toBeUndefined();
    expect(keptReadKey('fetchAlerts', { limit: 1, offset: 5 })).toBeUndefined();
    expect(keptReadKey('getValues', null)).toBeUndefined();
    expect(keptReadKey('fetchFamilyMemberData', {})).toBeUndefined();
  });

  it('every key it names is cleared at logout', () => {
    const keys = [
      keptReadKey('fetchMyMosque', {}),
      keptReadKey('fetchAlerts', { limit: 5, offset: 0 }),
      keptReadKey('fetchFamilyMemberData', { id: FAMILY_ID }),
    ] as string[];
    const store = memoryStorage(Object.fromEntries(keys.map((k) => [k, '{"data":{},"at":1}'])));
    clearSessionCache(store);
    expect([...store.map.keys()]).toEqual([]);
  });
});

describe('the call store with kept reads', () => {
  it('after a reload, a screen that names no key (/mosque, /alerts) shows the kept reply when the read fails', async () => {
    const storage = memoryStorage();
    const mosque = { pass: true, mosque: { name: 'Jama Masjid' }, places: [] };
    const online = createCallStore(
      async () => mosque as never,
      storage,
      () => 1,
      keptReadKey,
    );
    await online.read('fetchMyMosque', {});

    // The reload: a new store, and no network.
    const offline = createCallStore(
      async () => {
        throw new CallError('unavailable', 'offline');
      },
      storage,
      () => 2,
      keptReadKey,
    );
    await expect(offline.read('fetchMyMosque', {})).rejects.toBeInstanceOf(CallError);
    const shown = offline.snapshot('fetchMyMosque', {});
    expect(shown.data).toEqual(mosque);
    expect(shown.error).toBeInstanceOf(CallError);
  });

  it('page 1 of /alerts and the home share one kept copy, whichever asks first', async () => {
    const storage = memoryStorage();
    const alerts = [{ id: 'a1', title: 'Iftar volunteers needed' }];
    const home = createCallStore(
      async () => alerts as never,
      storage,
      () => 1,
      keptReadKey,
    );
    await home.read('fetchAlerts', { limit: 5, offset: 0 });
    const reloaded = createCallStore(
      async () => [] as never,
      storage,
      () => 2,
      keptReadKey,
    );
    expect(reloaded.snapshot('fetchAlerts', { limit: 5, offset: 0 }).data).toEqual(alerts);
  });
});
