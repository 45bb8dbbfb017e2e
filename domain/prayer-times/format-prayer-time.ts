import type { Language } from '../languages';
import { clockMinutes } from './india-clock';

type DayPeriod = { from: number; word: string };

/**
 * The day's parts as Hindi and Urdu write a time (Unicode CLDR's day periods, which browsers print): Hindi
 * रात until 4, सुबह until noon, दोपहर until 4 pm, शाम until 8 pm, then रात; Urdu likewise, and سہ پہر,
 * the late afternoon of Asr, from 4 to 6 pm. Each lists its parts from the latest, hours as minutes.
 */
const PERIODS: Record<'hi' | 'ur', DayPeriod[]> = {
  hi: [
    { from: 20 * 60, word: 'रात' },
    { from: 16 * 60, word: 'शाम' },
    { from: 12 * 60, word: 'दोपहर' },
    { from: 4 * 60, word: 'सुबह' },
    { from: 0, word: 'रात' },
  ],
  ur: [
    { from: 20 * 60, word: 'رات' },
    { from: 18 * 60, word: 'شام' },
    { from: 16 * 60, word: 'سہ پہر' },
    { from: 12 * 60, word: 'دوپہر' },
    { from: 4 * 60, word: 'صبح' },
    { from: 0, word: 'رات' },
  ],
};

/**
 * A time of day ('HH:MM' or its minute) as the language writes it, 12-hour with Latin digits as the portal
 * writes every number: English '8:45 pm', Hindi 'रात 8:45' (the part of the day first), Urdu '8:45 رات'
 * (after the time, so that it reads first from the right). Written by hand rather than by
 * `Intl.DateTimeFormat`, whose first Hindi or Urdu formatter loads its locale in one long task on a slow
 * phone; format-prayer-time.test.ts holds it to Intl's output for every minute.
 */
export function formatPrayerTime(time: string | number, language: Language): string {
  const minutes = typeof time === 'number' ? time : clockMinutes(time);
  const hour = Math.floor(minutes / 60) % 24;
  const text = `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, '0')}`;
  if (language === 'en') return `${text} ${hour < 12 ? 'am' : 'pm'}`;
  const word = PERIODS[language].find((p) => hour * 60 >= p.from)!.word;
  return language === 'hi' ? `${word} ${text}` : `${text} ${word}`;
}
