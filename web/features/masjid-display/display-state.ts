import { todayInIndia } from '../../../domain/dates';
import type { timesFunctions } from '../../../domain/functions/times';
import { INDIA_OFFSET_MS } from '../../../domain/india-time';
import type { DayTimes } from '../../../domain/prayer-times/day-times';
import { type Jamaat, jamaatUnderway, nextJamaat } from '../../../domain/prayer-times/next-jamaat';
import { settingsOn, timesOfDays } from '../../../domain/prayer-times/timetable';
import type * as z from '../../../domain/zod';

/** What the masjid's TV is given (getMosqueDisplay): the masjid, its time rules, its current alerts. */
export type DisplayData = z.infer<typeof timesFunctions.getMosqueDisplay.output>;
export type DisplayAlert = DisplayData['alerts'][number];

/** How long the TV says that the jamaat is under way before it goes dark. */
export const UNDERWAY_SAY_MINUTES = 2;
/** Each alert's turn on the screen. */
export const ALERT_TURN_MS = 10_000;

/**
 * What the TV shows at a moment:
 * - `times`: the clock, the dates, today's table and the countdown to the next jamaat;
 * - `underway`: the jamaat has begun, and the screen says so for a moment;
 * - `dark`: then a black screen, for the minutes the committee chose, so that no light distracts the rows;
 * - `notSet`: the masjid has no coordinates yet, so no times.
 */
export type DisplayPhase = 'times' | 'underway' | 'dark' | 'notSet';

export type DisplayView = {
  phase: DisplayPhase;
  /** Today in India, and its times (null without coordinates). */
  today: string;
  day: DayTimes | null;
  next: Jamaat | null;
  /** Whole seconds until the next jamaat. */
  secondsToNext: number | null;
  underway: Jamaat | null;
  /** The alert whose turn it is, among those not yet expired. */
  alert: DisplayAlert | null;
  /** India's wall clock, as a minute of the day and its second. */
  minuteOfDay: number;
  second: number;
};

/**
 * Today's and tomorrow's times, computed once a day (and again when the data changes): the TV asks every
 * second, and keeps only the last answer, so nothing grows however long it runs.
 */
export function createDayTimes(): (data: DisplayData, today: string) => DayTimes[] | null {
  let last: { data: DisplayData; today: string; days: DayTimes[] | null } | null = null;
  return (data, today) => {
    if (last && last.data === data && last.today === today) return last.days;
    const { latitude, longitude } = data.mosque;
    const days =
      latitude === null || longitude === null
        ? null
        : timesOfDays({ latitude, longitude }, data.versions, today, 2, data.indiaHijriAdjustment);
    last = { data, today, days };
    return days;
  };
}

/** The TV's screen at `now`, from the data it was last given (however long ago) and its day's times. */
export function displayView(data: DisplayData, days: DayTimes[] | null, now: Date): DisplayView {
  const local = now.getTime() + INDIA_OFFSET_MS;
  const minuteOfDay = Math.floor(local / 60_000) % 1440;
  const second = Math.floor(local / 1000) % 60;
  const today = todayInIndia(now);
  const live = data.alerts.filter((a) => Date.parse(a.expiresAt) > now.getTime());
  const alert = live.length ? live[Math.floor(now.getTime() / ALERT_TURN_MS) % live.length]! : null;
  const base = { today, minuteOfDay, second, alert };
  if (!days) {
    return { ...base, phase: 'notSet', day: null, next: null, secondsToNext: null, underway: null };
  }
  const dark = settingsOn(data.versions, today).displayDarkMinutes;
  const underway = jamaatUnderway(now, days, UNDERWAY_SAY_MINUTES + dark);
  const next = nextJamaat(now, days);
  const secondsToNext = next ? Math.ceil((next.at.getTime() - now.getTime()) / 1000) : null;
  const sinceStart = underway ? now.getTime() - underway.at.getTime() : 0;
  const phase: DisplayPhase = !underway
    ? 'times'
    : sinceStart < UNDERWAY_SAY_MINUTES * 60_000
      ? 'underway'
      : 'dark';
  return { ...base, phase, day: days[0]!, next, secondsToNext, underway };
}

/** A countdown as a clock reads: '1:05:09', or '5:09' under an hour. */
export function countdownText(seconds: number): string {
  const s = Math.max(0, seconds);
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
