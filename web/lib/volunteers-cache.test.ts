import { describe, expect, it } from 'vitest';
import { CACHE_LIFETIME_MS } from '../../domain/constants';
import { memoryStorage } from './memory-storage';
import {
  clearVolunteersCache,
  readVolunteersCache,
  type VolunteersReply,
  writeVolunteersCache,
} from './volunteers-cache';

const reply: VolunteersReply = {
  pass: true,
  volunteerData: [
    {
      id: 'v1',
      name: 'Ayesha Siddiqui',
      mobile: '9000000001',
      email: 'ayesha.siddiqui@example.org',
      categoryName: 'Education',
      scopeName: 'Jama Masjid',
    },
  ],
  applyUrl: 'https://forms.example.org/apply',
};

describe('the volunteers cache (spec §9)', () => {
  it('keeps the list under volunteers with volunteersExpiry one hour on', () => {
    const store = memoryStorage();
    writeVolunteersCache('m1', reply, 1_000, store);
    expect(store.map.get('volunteersExpiry')).toBe(String(1_000 + CACHE_LIFETIME_MS));
    expect(JSON.parse(store.map.get('volunteers')!)).toMatchObject({ mosqueId: 'm1' });
  });

  it('serves it while fresh, and not from the expiry on', () => {
    const store = memoryStorage();
    writeVolunteersCache('m1', reply, 0, store);
    expect(readVolunteersCache('m1', CACHE_LIFETIME_MS - 1, store)).toEqual(reply);
    expect(readVolunteersCache('m1', CACHE_LIFETIME_MS, store)).toBeNull();
  });

  it("never serves another masjid's volunteers", () => {
    const store = memoryStorage();
    writeVolunteersCache('m1', reply, 0, store);
    expect(readVolunteersCache('m2', 1, store)).toBeNull();
  });

  it('serves nothing from a broken or half-written entry', () => {
    expect(
      readVolunteersCache('m1', 0, memoryStorage({ volunteers: '{broken', volunteersExpiry: '9' })),
    ).toBeNull();
    expect(readVolunteersCache('m1', 0, memoryStorage({ volunteers: '{"mosqueId":"m1"}' }))).toBeNull();
    expect(
      readVolunteersCache('m1', 0, memoryStorage({ volunteers: '{"mosqueId":"m1"}', volunteersExpiry: '9' })),
    ).toBeNull();
  });

  it('is cleared, value and expiry, when the masjid changes', () => {
    const store = memoryStorage({ other: 'kept' });
    writeVolunteersCache('m1', reply, 0, store);
    clearVolunteersCache(store);
    expect([...store.map.keys()]).toEqual(['other']);
  });
});
