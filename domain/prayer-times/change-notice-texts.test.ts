import { describe, expect, it } from 'vitest';
import { timeChangeNotice } from './change-notice-texts';

describe('timeChangeNotice', () => {
  const changes = [
    { date: '2026-12-02', prayer: 'isha' as const, jamaat: '20:45' },
    { date: '2026-12-02', prayer: 'jumuah' as const, jumuah: [{ khutbah: '13:00', jamaat: '13:30' }] },
  ];

  it('writes the change as each language writes a time', () => {
    expect(timeChangeNotice(changes, 'en')).toBe("From tomorrow, Isha 8:45 pm, Jumu'ah 1:30 pm");
    expect(timeChangeNotice(changes, 'hi')).toBe('कल से, इशा रात 8:45, जुमा दोपहर 1:30');
    expect(timeChangeNotice(changes, 'ur')).toBe('کل سے، عشاء 8:45 رات، جمعہ 1:30 دوپہر');
  });

  it("says when Jumu'ah is no longer kept", () => {
    expect(timeChangeNotice([{ date: '2026-12-04', prayer: 'jumuah', jumuah: [] }], 'en')).toBe(
      "From tomorrow, Jumu'ah none, Dhuhr as usual",
    );
  });
});
