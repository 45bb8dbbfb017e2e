/**
 * The names a timetable shows, in English: the web's catalogues carry them under `prayerTimes` (Hindi and
 * Urdu in web/i18n/locales), and the server writes a message or a notification in English from the same.
 * The Hijri months go by their number, 1 (Muharram) to 12, as `hijriDateOf` gives them.
 */
export const PRAYER_TIME_TEXTS = {
  prayers: {
    fajr: 'Fajr',
    sunrise: 'Sunrise',
    dhuhr: 'Dhuhr',
    asr: 'Asr',
    maghrib: 'Maghrib',
    isha: 'Isha',
    jumuah: "Jumu'ah",
    eid: 'Eid',
  },
  parts: {
    adhan: 'Adhan',
    jamaat: 'Jamaat',
    khutbah: 'Khutbah',
    sehri: 'Sehri ends',
    iftar: 'Iftar',
    eidFitr: 'Eid al-Fitr',
    eidAdha: 'Eid al-Adha',
  },
  hijriMonths: {
    1: 'Muharram',
    2: 'Safar',
    3: "Rabi' al-Awwal",
    4: "Rabi' al-Thani",
    5: 'Jumada al-Ula',
    6: 'Jumada al-Akhirah',
    7: 'Rajab',
    8: "Sha'ban",
    9: 'Ramadan',
    10: 'Shawwal',
    11: "Dhu al-Qa'dah",
    12: 'Dhu al-Hijjah',
  },
  /** A Hijri date: '1 Ramadan 1447 AH'. */
  hijriDate: '{{day}} {{month}} {{year}} AH',
};
