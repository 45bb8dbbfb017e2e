import { describe, expect, it } from 'vitest';
import { exportFileName } from './mosque-export';

describe('exportFileName', () => {
  it("is dated by India's day: just after midnight IST is still the day before in UTC", () => {
    expect(exportFileName('Mumbai', new Date('2026-11-23T18:40:00Z'))).toBe('masjids-mumbai-2026-11-24.csv');
    expect(exportFileName('Mumbai', new Date('2026-11-23T18:29:59Z'))).toBe('masjids-mumbai-2026-11-23.csv');
  });

  it('keeps plain letters of the area and falls back to "area"', () => {
    expect(exportFileName('Mumbai Suburban', new Date('2026-01-01T06:00:00Z'))).toBe(
      'masjids-mumbai-suburban-2026-01-01.csv',
    );
    expect(exportFileName('उत्तर प्रदेश', new Date('2026-01-01T06:00:00Z'))).toBe('masjids-area-2026-01-01.csv');
  });
});
