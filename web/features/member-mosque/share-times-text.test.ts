import { describe, expect, it } from 'vitest';
import { timesOfDay } from '../../../domain/prayer-times/day-times';
import { formatPrayerTime } from '../../../domain/prayer-times/format-prayer-time';
import { PRAYER_TIME_TEXTS } from '../../../domain/prayer-times/prayer-time-texts';
import { FIXED_TIMES } from '../../../domain/prayer-times/test/fixed-times';
import { JAMA_MASJID, settingsWith } from '../../../domain/prayer-times/test/sample-masjids';
import { mosquePageAddress, type ShareWords, timesShareText } from './share-times-text';

const words = (language: 'en' | 'ur'): ShareWords => ({
  prayer: (name) => PRAYER_TIME_TEXTS.prayers[name],
  time: (clock) => formatPrayerTime(clock, language),
  adhan: 'Adhan',
  jamaat: 'Jamaat',
  khutbah: 'Khutbah',
  sehri: 'Sehri ends',
  iftar: 'Iftar',
});

// One Jumu'ah, so that its line reads as a masjid with one writes it.
const SETTINGS = settingsWith({ jamaat: FIXED_TIMES.jamaat, jumuah: FIXED_TIMES.jumuah.slice(0, 1) });

describe("today's times as a WhatsApp message", () => {
  it('writes the masjid, the day, each prayer with its adhan and jamaat, and the public page', () => {
    const day = timesOfDay(JAMA_MASJID, SETTINGS, '2026-07-02');
    const text = timesShareText({
      mosque: ' Jama Masjid ',
      dayText: 'Thursday, 2 Jul 2026, 16 Muharram 1448 AH',
      day,
      words: words('en'),
      link: mosquePageAddress('https://anjuman.example', 'JAMA 1'),
    }).split('\n');
    expect(text[0]).toBe('Jama Masjid');
    expect(text[1]).toBe('Thursday, 2 Jul 2026, 16 Muharram 1448 AH');
    expect(text[2]).toMatch(/^Fajr: Adhan \d:\d\d am, Jamaat 5:30 am$/);
    expect(text[3]).toMatch(/^Sunrise: \d:\d\d am$/);
    expect(text).toContain(`Isha: Adhan ${formatPrayerTime(day.prayers[5]!.adhan, 'en')}, Jamaat 8:45 pm`);
    expect(text.at(-1)).toBe('https://anjuman.example/masjid/JAMA%201');
    expect(text.join('\n')).not.toMatch(/[\u2066-\u2069]/);
  });

  it("on a Friday writes Jumu'ah with its khutbah, and Dhuhr's adhan alone", () => {
    const day = timesOfDay(JAMA_MASJID, SETTINGS, '2026-07-03');
    const text = timesShareText({ mosque: 'M', dayText: 'Friday', day, words: words('en'), link: null });
    expect(text).toContain("Jumu'ah: Khutbah 1:00 pm, Jamaat 1:15 pm");
    expect(text).toMatch(/Dhuhr: Adhan \d+:\d\d pm\n/);
  });

  it('writes the times as the language does', () => {
    const day = timesOfDay(JAMA_MASJID, SETTINGS, '2026-07-02');
    const text = timesShareText({ mosque: 'M', dayText: 'd', day, words: words('ur'), link: null });
    expect(text).toContain('Jamaat 8:45 رات');
  });
});
