import type { DayTimes } from '../../../domain/prayer-times/day-times';

/** The words a day's times are written with, in the reader's language (useTimeWords, and the catalogue). */
export type ShareWords = {
  prayer: (name: DayTimes['prayers'][number]['name'] | 'jumuah' | 'eid') => string;
  time: (clock: string) => string;
  adhan: string;
  jamaat: string;
  khutbah: string;
  sehri: string;
  iftar: string;
};

/**
 * What 'Share on WhatsApp' writes for a day at a masjid, in the reader's language, one line each: the masjid,
 * the day (its date and Hijri date, as the caller writes them), each prayer with its adhan and jamaat
 * (sunrise with its time alone), Jumu'ah, Sehri and Iftar, an Eid, and the masjid's public page. No bidi
 * marks: a chat shows the text as it is, and marks would travel into forwards.
 */
export function timesShareText(parts: {
  mosque: string;
  dayText: string;
  day: DayTimes;
  words: ShareWords;
  link: string | null;
}): string {
  const { mosque, dayText, day, words, link } = parts;
  const lines = [mosque.trim(), dayText];
  for (const p of day.prayers) {
    const adhan = `${words.adhan} ${words.time(p.adhan)}`;
    lines.push(
      p.jamaat
        ? `${words.prayer(p.name)}: ${adhan}, ${words.jamaat} ${words.time(p.jamaat)}`
        : p.name === 'sunrise'
          ? `${words.prayer(p.name)}: ${words.time(p.adhan)}`
          : `${words.prayer(p.name)}: ${adhan}`,
    );
  }
  for (const j of day.jumuah ?? [])
    lines.push(
      `${words.prayer('jumuah')}: ${words.khutbah} ${words.time(j.khutbah)}, ${words.jamaat} ${words.time(j.jamaat)}`,
    );
  if (day.sehri && day.iftar)
    lines.push(`${words.sehri} ${words.time(day.sehri)}, ${words.iftar} ${words.time(day.iftar)}`);
  if (day.eid) lines.push(`${words.prayer('eid')}: ${day.eid.times.map(words.time).join(', ')}`);
  if (link) lines.push(link);
  return lines.filter(Boolean).join('\n');
}

/** The masjid's public page, which a visitor opens without an account. */
export function mosquePageAddress(origin: string, code: string): string {
  return `${origin}/masjid/${encodeURIComponent(code)}`;
}
