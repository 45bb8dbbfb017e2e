import { MSG } from '../messages';
import { calendarDateSchema } from '../schemas';
import * as z from '../zod';
import {
  adjustmentSchema,
  displayDarkMinutesSchema,
  eidSchema,
  hijriAdjustmentSchema,
  jamaatRulesPatchSchema,
  jumuahListSchema,
  overridesSchema,
  sehriMinutesSchema,
} from './time-rule-schemas';
import { ASR_SCHOOLS, METHODS, type TimesSettings } from './time-settings';

const optionalAdjustment = z.optional(adjustmentSchema);

/**
 * What `updateMosqueTimes` takes beside the masjid: every field optional, and what it omits keeps its value.
 * `from` is the first day the change applies (today when omitted); `eid.fitr: null` clears an Eid, and
 * `hijriAdjustment: null` follows India's again. Jumu'ah and the overrides are given whole.
 */
export const timesPatchSchema = z.object({
  from: z.optional(calendarDateSchema()),
  method: z.optional(z.enum(METHODS, { error: MSG.methodChoose })),
  asr: z.optional(z.enum(ASR_SCHOOLS, { error: MSG.asrSchoolChoose })),
  adjustments: z.optional(
    z.object({
      fajr: optionalAdjustment,
      sunrise: optionalAdjustment,
      dhuhr: optionalAdjustment,
      asr: optionalAdjustment,
      maghrib: optionalAdjustment,
      isha: optionalAdjustment,
    }),
  ),
  jamaat: z.optional(jamaatRulesPatchSchema),
  jumuah: z.optional(jumuahListSchema),
  eid: z.optional(
    z.object({ fitr: z.optional(z.nullable(eidSchema)), adha: z.optional(z.nullable(eidSchema)) }),
  ),
  overrides: z.optional(overridesSchema),
  sehriMinutesBeforeFajr: z.optional(sehriMinutesSchema),
  hijriAdjustment: z.optional(z.nullable(hijriAdjustmentSchema)),
  displayDarkMinutes: z.optional(displayDarkMinutesSchema),
});

export type TimesPatch = z.infer<typeof timesPatchSchema>;

/** Drops the keys whose value is undefined, so that a spread keeps what a patch left out. */
function given<T extends object>(patch: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(patch ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The settings after an update: each field given replaces its value, each prayer's rule on its own. */
export function applyTimesPatch(settings: TimesSettings, patch: TimesPatch): TimesSettings {
  const eid = { ...settings.eid };
  for (const name of ['fitr', 'adha'] as const) {
    const value = patch.eid?.[name];
    if (value === null) delete eid[name];
    else if (value) eid[name] = value;
  }
  const { from: _from, adjustments, jamaat, eid: _eid, ...rest } = patch;
  return {
    ...settings,
    ...given(rest),
    adjustments: { ...settings.adjustments, ...given(adjustments) },
    jamaat: { ...settings.jamaat, ...given(jamaat) },
    eid,
  };
}
