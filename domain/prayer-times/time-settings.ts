/**
 * What a masjid keeps about its times: how the adhan is computed and how each jamaat follows it. The server
 * stores it and sends it to the browser, which computes the same times from it offline.
 */

/** The calculation methods a masjid may choose (angles in adhan-times.ts). */
export const METHODS = ['karachi', 'mwl', 'isna', 'egypt', 'makkah'] as const;
export type Method = (typeof METHODS)[number];

/** Hanafi: Asr when a shadow is twice its object's length plus its noon shadow; Shafi'i: once. */
export const ASR_SCHOOLS = ['hanafi', 'shafii'] as const;
export type AsrSchool = (typeof ASR_SCHOOLS)[number];

/** The five prayers that have a jamaat, in the day's order. */
export const JAMAAT_PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type JamaatPrayer = (typeof JAMAAT_PRAYERS)[number];

/** The times of a day as a calendar prints them: the five prayers and sunrise, which ends Fajr. */
export const DAY_PRAYERS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type DayPrayer = (typeof DAY_PRAYERS)[number];

/** 'HH:MM', 24-hour, in India's time. */
export type ClockTime = string;

/** A jamaat N minutes after the adhan as shown, optionally rounded up to the clock's next 5 or 15; or fixed. */
export type JamaatRule = { after: number; roundTo?: 5 | 15 } | { at: ClockTime };

export type Jumuah = { khutbah: ClockTime; jamaat: ClockTime };

export type Eid = { date: string; times: ClockTime[] };

/** Rules for the days from `from` to `to`, both included, in place of the usual ones they name. */
export type TimesOverride = {
  from: string;
  to: string;
  jamaat: Partial<Record<JamaatPrayer, JamaatRule>>;
  jumuah?: Jumuah[];
};

export type TimesSettings = {
  method: Method;
  asr: AsrSchool;
  /** Minutes added to each computed time, to match a calendar the masjid already prints. */
  adjustments: Record<DayPrayer, number>;
  jamaat: Record<JamaatPrayer, JamaatRule>;
  /** Up to three; none yet: a Friday keeps Dhuhr's jamaat. */
  jumuah: Jumuah[];
  eid: { fitr?: Eid; adha?: Eid };
  overrides: TimesOverride[];
  sehriMinutesBeforeFajr: number;
  /** The masjid's own Hijri adjustment in days; null follows India's, which the super admin sets. */
  hijriAdjustment: number | null;
  /** How long the masjid's TV stays dark once a jamaat begins. */
  displayDarkMinutes: number;
};

/**
 * A masjid's times before its committee sets them: Karachi's 18°/18° and Hanafi Asr, as most of India's
 * masjids keep, and a jamaat a little after each adhan. No Jumu'ah time is made up: a member would go by it.
 */
export const DEFAULT_TIMES_SETTINGS: TimesSettings = {
  method: 'karachi',
  asr: 'hanafi',
  adjustments: { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 },
  jamaat: {
    fajr: { after: 20, roundTo: 5 },
    dhuhr: { after: 15, roundTo: 5 },
    asr: { after: 15, roundTo: 5 },
    maghrib: { after: 5 },
    isha: { after: 15, roundTo: 5 },
  },
  jumuah: [],
  eid: {},
  overrides: [],
  sehriMinutesBeforeFajr: 10,
  hijriAdjustment: null,
  displayDarkMinutes: 10,
};

/** Settings as they apply from a day on; a masjid's history is a list of these, oldest first. */
export type TimesVersion = { from: string; settings: TimesSettings };

/** A masjid's place on the earth, in degrees. */
export type GeoPoint = { latitude: number; longitude: number };
