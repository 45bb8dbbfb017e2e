import { MSG } from '../messages';
import { calendarDateSchema } from '../schemas';
import * as z from '../zod';
import { clockMinutes } from './india-clock';
import type { JamaatRule } from './time-settings';

/** 'HH:MM', 24-hour, 00:00 to 23:59. */
export const clockTimeSchema = z
  .string({ error: MSG.timeInvalid })
  .check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, MSG.timeInvalid));

const wholeMinutes = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

export const adjustmentSchema = wholeMinutes(-30, 30, MSG.adjustmentTooLarge);

/**
 * `{after: minutes, roundTo?: 5 | 15}` or `{at: 'HH:MM'}`: one of the two, each field with its own message
 * (a union would say only that neither shape fits).
 */
export const jamaatRuleSchema = z.pipe(
  z
    .object(
      {
        after: z.optional(wholeMinutes(0, 150, MSG.jamaatAfterRange)),
        roundTo: z.optional(z.literal([5, 15], MSG.jamaatRoundTo)),
        at: z.optional(clockTimeSchema),
      },
      { error: MSG.jamaatRuleChoose },
    )
    .check(
      z.refine(
        (r) =>
          (r.at === undefined) !== (r.after === undefined) && (r.at === undefined || r.roundTo === undefined),
        MSG.jamaatRuleChoose,
      ),
    ),
  z.transform(
    (r): JamaatRule =>
      r.at !== undefined ? { at: r.at } : { after: r.after!, ...(r.roundTo ? { roundTo: r.roundTo } : {}) },
  ),
);

const optionalRule = z.optional(jamaatRuleSchema);

/** Rules for some of the five prayers: what an update or an override names. */
export const jamaatRulesPatchSchema = z.object({
  fajr: optionalRule,
  dhuhr: optionalRule,
  asr: optionalRule,
  maghrib: optionalRule,
  isha: optionalRule,
});

export const jumuahSchema = z.object({ khutbah: clockTimeSchema, jamaat: clockTimeSchema }).check(
  z.refine((j) => clockMinutes(j.khutbah) < clockMinutes(j.jamaat), {
    message: MSG.khutbahAfterJamaat,
    path: ['khutbah'],
  }),
);

export const jumuahListSchema = z.array(jumuahSchema).check(z.maxLength(3, MSG.jumuahCount));

export const eidSchema = z.object({
  date: calendarDateSchema(),
  times: z.array(clockTimeSchema).check(z.minLength(1, MSG.eidTimesCount), z.maxLength(3, MSG.eidTimesCount)),
});

// A longer timetable for dates would be the masjid's usual rules; a year (a leap year's days) also bounds the
// days a check of its rules computes.
const OVERRIDE_MAX_DAYS = 366;
const spanDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export const overrideSchema = z
  .object({
    from: calendarDateSchema(),
    to: calendarDateSchema(),
    jamaat: jamaatRulesPatchSchema,
    jumuah: z.optional(jumuahListSchema),
  })
  .check(
    z.refine((o) => o.from <= o.to, { message: MSG.daysOutOfOrder, path: ['to'] }),
    z.refine((o) => spanDays(o.from, o.to) + 1 <= OVERRIDE_MAX_DAYS, {
      message: MSG.overrideTooLong,
      path: ['to'],
    }),
  );

export const overridesSchema = z.array(overrideSchema).check(z.maxLength(24, MSG.overridesTooMany));

export const sehriMinutesSchema = wholeMinutes(0, 60, MSG.sehriMinutesRange);
export const hijriAdjustmentSchema = wholeMinutes(-2, 2, MSG.hijriAdjustmentRange);
export const displayDarkMinutesSchema = wholeMinutes(0, 30, MSG.displayDarkRange);
