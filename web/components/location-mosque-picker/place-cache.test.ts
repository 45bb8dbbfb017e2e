import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Location, Mosque } from '../../../domain/functions/shapes';
import { memoryStorage } from '../../lib/memory-storage';
import { createPlaceLoader, locationsKey, mosquesKey } from './place-cache';

const HOUR = 3_600_000;

const india: Location = { id: 'in', name: 'India', type: 'country', parentId: null };
const states: Location[] = [{ id: 'mh', name: 'Maharashtra', type: 'state', parentId: 'in' }];
const masjids: Mosque[] = [
  { id: 'm1', mosqueId: 'PNQ-1', name: 'Jama Masjid', address: 'Camp', locationId: 'camp', url: '' },
];

function setup(startAt = 1_000) {
  let now = startAt;
  const store = memoryStorage();
  const getLocations = vi.fn(async (parentId: string | null) => (parentId === null ? [india] : states));
  const getMosques = vi.fn(async (_localityId: string) => masjids);
  const loader = createPlaceLoader({ getLocations, getMosques }, { store, now: () => now });
  return { loader, store, getLocations, getMosques, advance: (ms: number) => (now += ms) };
}

afterEach(() => vi.restoreAllMocks());

describe('per-level place cache keys', () => {
  it('names each level after its collection, with the root spelt out', () => {
    expect(locationsKey(null)).toBe('locations:root');
    expect(locationsKey('mh')).toBe('locations:mh');
    expect(mosquesKey('camp')).toBe('mosques:camp');
  });
});

describe('place loader (an hour-long cache, one level at a time)', () => {
  it('loads the states as the children of the country root, one level per request', async () => {
    const { loader, getLocations } = setup();
    expect(await loader.states()).toEqual(states);
    expect(getLocations.mock.calls).toEqual([[null], ['in']]);
  });

  it('stores each level with a one-hour expiry entry beside it', async () => {
    const { loader, store } = setup(5_000);
    await loader.states();
    await loader.mosques('camp');
    expect(JSON.parse(store.map.get('locations:root')!)).toEqual([india]);
    expect(store.map.get('locations:rootExpiry')).toBe(String(5_000 + HOUR));
    expect(JSON.parse(store.map.get('locations:in')!)).toEqual(states);
    expect(store.map.get('locations:inExpiry')).toBe(String(5_000 + HOUR));
    expect(JSON.parse(store.map.get('mosques:camp')!)).toEqual(masjids);
    expect(store.map.get('mosques:campExpiry')).toBe(String(5_000 + HOUR));
  });

  it('answers from the cache within the hour and asks the server again after it', async () => {
    const { loader, getMosques, advance } = setup();
    await loader.mosques('camp');
    advance(HOUR - 1);
    expect(await loader.mosques('camp')).toEqual(masjids);
    expect(getMosques).toHaveBeenCalledTimes(1);
    advance(1);
    await loader.mosques('camp');
    expect(getMosques).toHaveBeenCalledTimes(2);
  });

  it('shares one request between callers asking for the same level at once', async () => {
    const { loader, getLocations } = setup();
    const [a, b] = await Promise.all([loader.locations('in'), loader.locations('in')]);
    expect(a).toEqual(states);
    expect(b).toEqual(states);
    expect(getLocations).toHaveBeenCalledTimes(1);
  });

  it('logs a failed read and yields an empty list that is not cached', async () => {
    const { store, advance } = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const getMosques = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(masjids);
    const loader = createPlaceLoader({ getLocations: async () => [], getMosques }, { store, now: () => 0 });
    expect(await loader.mosques('camp')).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(store.map.has('mosques:camp')).toBe(false);
    advance(1);
    expect(await loader.mosques('camp')).toEqual(masjids);
  });

  it('ignores a cache entry that is not a list', async () => {
    const { loader, store, getLocations } = setup();
    store.setItem('locations:in', '{"id":"x"}');
    store.setItem('locations:inExpiry', String(Number.MAX_SAFE_INTEGER));
    expect(await loader.locations('in')).toEqual(states);
    expect(getLocations).toHaveBeenCalledTimes(1);
  });

  it('yields no states when there is no country root', async () => {
    const store = memoryStorage();
    const getLocations = vi.fn(async () => [] as Location[]);
    const loader = createPlaceLoader({ getLocations, getMosques: async () => [] }, { store });
    expect(await loader.states()).toEqual([]);
    expect(getLocations).toHaveBeenCalledTimes(1);
  });
});
