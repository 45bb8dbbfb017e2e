import { describe, expect, it } from 'vitest';
import { myDataFileName } from './my-data';

describe("'Download my data' file name", () => {
  it("is dated by India's day: just after midnight IST is still the day before in UTC", () => {
    // 00:10 IST on 25 Nov 2026 is 18:40 UTC on 24 Nov.
    expect(myDataFileName('AJ12345', new Date('2026-11-24T18:40:00Z'))).toBe(
      'my-data-AJ12345-2026-11-25.json',
    );
  });

  it('changes day at midnight in India, not at midnight UTC', () => {
    expect(myDataFileName('AJ1', new Date('2026-11-24T18:29:59Z'))).toBe('my-data-AJ1-2026-11-24.json');
    expect(myDataFileName('AJ1', new Date('2026-11-24T18:30:00Z'))).toBe('my-data-AJ1-2026-11-25.json');
    expect(myDataFileName('AJ1', new Date('2026-12-31T23:59:59Z'))).toBe('my-data-AJ1-2027-01-01.json');
  });
});
