import type { Language } from '../languages';
import type { ComingChange } from './coming-changes';
import { formatPrayerTime } from './format-prayer-time';

/**
 * The evening notification of a coming change of a masjid's times, in each language: "From tomorrow, Isha
 * 8:45 pm". The prayer names are the web's (`prayerTimes.prayers` in web/i18n/locales), kept here so the
 * server, which writes push notifications, has them without the web's catalogues.
 */
const PRAYER_NAMES: Record<Language, Record<ComingChange['prayer'], string>> = {
  en: { fajr: 'Fajr', dhuhr: 'Dhuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Isha', jumuah: "Jumu'ah" },
  hi: { fajr: 'फ़ज्र', dhuhr: 'ज़ुहर', asr: 'अस्र', maghrib: 'मग़रिब', isha: 'इशा', jumuah: 'जुमा' },
  ur: { fajr: 'فجر', dhuhr: 'ظہر', asr: 'عصر', maghrib: 'مغرب', isha: 'عشاء', jumuah: 'جمعہ' },
};

const FROM_TOMORROW: Record<Language, string> = { en: 'From tomorrow', hi: 'कल से', ur: 'کل سے' };
/** Between two changes: Urdu's comma is its own. */
const LIST_COMMA: Record<Language, string> = { en: ', ', hi: ', ', ur: '، ' };
/** Jumu'ah with no jamaat left: the masjid keeps Dhuhr's on a Friday. */
const NO_JUMUAH: Record<Language, string> = {
  en: 'none, Dhuhr as usual',
  hi: 'नहीं, ज़ुहर हमेशा की तरह',
  ur: 'نہیں، ظہر معمول کے مطابق',
};

function changeText(change: ComingChange, language: Language): string {
  const name = PRAYER_NAMES[language][change.prayer];
  if (change.prayer !== 'jumuah') return `${name} ${formatPrayerTime(change.jamaat, language)}`;
  if (change.jumuah.length === 0) return `${name} ${NO_JUMUAH[language]}`;
  return `${name} ${change.jumuah.map((j) => formatPrayerTime(j.jamaat, language)).join(' / ')}`;
}

/** The notification's line for tomorrow's changes: "From tomorrow, Isha 8:45 pm, Fajr 5:30 am". */
export function timeChangeNotice(changes: ComingChange[], language: Language): string {
  return `${FROM_TOMORROW[language]}${LIST_COMMA[language]}${changes.map((c) => changeText(c, language)).join(LIST_COMMA[language])}`;
}
