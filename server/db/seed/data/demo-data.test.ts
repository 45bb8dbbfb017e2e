import { describe, expect, it } from 'vitest';
import { isInIndia } from '../../../../domain/prayer-times/india-bounds';
import { demoPlaces } from './demo-data';

const mosques = demoPlaces.flatMap((p) => p.cities.flatMap((c) => c.localities.flatMap((l) => l.masjids)));

describe('the demo masjids', () => {
  it("link to the masjid's own public page, or to nothing; never to a search engine", () => {
    for (const m of mosques) {
      if (m.url === '') continue;
      const url = new URL(m.url);
      expect(url.protocol, m.code).toBe('https:');
      expect(url.host, m.code).toBe('en.wikipedia.org');
      expect(url.pathname, m.code).toMatch(/^\/wiki\/[^/?#]+$/);
      expect(url.search, m.code).toBe('');
    }
  });

  it('each page belongs to one masjid only (a shared search link was the bug)', () => {
    const linked = mosques.filter((m) => m.url !== '').map((m) => m.url);
    expect(new Set(linked).size).toBe(linked.length);
    expect(linked.length).toBeGreaterThan(0);
  });

  it('keeps masjids without a page, so My Masjid is seen with and without a link', () => {
    expect(mosques.some((m) => m.url === '')).toBe(true);
    expect(mosques.find((m) => m.code === 'DL-JM-001')?.url).toBe(
      'https://en.wikipedia.org/wiki/Jama_Masjid,_Delhi',
    );
  });

  it('each stands at its own point in India, so every demo masjid has jamaat times', () => {
    for (const m of mosques) expect(isInIndia(m.latitude, m.longitude), m.code).toBe(true);
    const points = mosques.map((m) => `${m.latitude},${m.longitude}`);
    expect(new Set(points).size).toBe(points.length);
    const jama = mosques.find((m) => m.code === 'DL-JM-001');
    expect([jama?.latitude, jama?.longitude]).toEqual([28.6507, 77.2334]);
  });
});
