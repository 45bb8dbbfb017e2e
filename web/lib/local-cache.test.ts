import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearSessionCache, readExpiring, writeExpiring } from './local-cache';
import { memoryStorage } from './memory-storage';

describe('expiring cache', () => {
  it('returns a value only while now is before its expiry', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: -1e7, max: 1e7 }),
        (writtenAt, delta) => {
          const store = memoryStorage();
          writeExpiring('locations', [1, 2], writtenAt, 3_600_000, store);
          const now = writtenAt + 3_600_000 + delta;
          const value = readExpiring('locations', now, store);
          expect(value).toEqual(delta < 0 ? [1, 2] : null);
        },
      ),
    );
  });

  it('returns nothing when the value or its expiry entry is missing or unreadable', () => {
    expect(readExpiring('mosques', 0, memoryStorage({ mosques: '[1]' }))).toBeNull();
    expect(readExpiring('mosques', 0, memoryStorage({ mosquesExpiry: '999' }))).toBeNull();
    expect(
      readExpiring('mosques', 0, memoryStorage({ mosques: '{broken', mosquesExpiry: '999' })),
    ).toBeNull();
    expect(readExpiring('mosques', 0, memoryStorage({ mosques: '[1]', mosquesExpiry: 'soon' }))).toBeNull();
  });
});

describe('signOut cache clearing', () => {
  it("clears userData, volunteers and membersList entries, the family members' details, the offline alerts, the token and every key naming the last user's number, and keeps the place caches and the language", () => {
    const store = memoryStorage({
      userData: '{}',
      recentAlerts: '{"data":[],"at":1}',
      volunteers: '[]',
      volunteersExpiry: '1',
      'membersListabc-123': '[]',
      authToken: 't',
      'family:0b7c9a52-4f1e-4d3a-9e0c-2f1d3c4b5a69': '{"data":{},"at":1}',
      'family:0c8d': '{"data":{},"at":1}',
      'otpAllowance:9876500001': '{}',
      'otpAllowance:9876500002': '{}',
      language: 'ur',
      locations: '[]',
      locationsExpiry: '1',
    });
    clearSessionCache(store);
    expect([...store.map.keys()].sort()).toEqual(['language', 'locations', 'locationsExpiry']);
    // Nothing left in storage names a mobile number.
    expect([...store.map.entries()].join(' ')).not.toMatch(/\d{10}/);
  });
});
