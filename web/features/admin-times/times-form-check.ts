import type { FieldErrors, Resolver } from 'react-hook-form';
import { timesOfDay } from '../../../domain/prayer-times/day-times';
import type { GeoPoint, TimesSettings } from '../../../domain/prayer-times/time-settings';
import {
  applyTimesPatch,
  type TimesPatch,
  timesPatchSchema,
} from '../../../domain/prayer-times/times-update-schema';
import * as z from '../../../domain/zod';
import { fieldOfPath, fullPatchOf, type TimesFormValues } from './times-form-values';

type Issue = { path: PropertyKey[]; message: string };

const pathText = (path: PropertyKey[]) => path.map(String).join('.');

/** Sets `message` at a dotted path of react-hook-form's nested errors (the first message for a field wins). */
function putError(errors: Record<string, unknown>, field: string, message: string) {
  const parts = field.split('.');
  let at = errors;
  for (const part of parts.slice(0, -1)) {
    at[part] ??= {};
    at = at[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1]!;
  at[last] ??= { type: 'validate', message };
}

/** Each issue on the form's field for its path; those the form has no field for, apart. */
export function errorsOf(
  issues: readonly { path: string; message: string }[],
  values: TimesFormValues,
): { errors: FieldErrors<TimesFormValues>; loose: string[] } {
  const errors: Record<string, unknown> = {};
  const loose: string[] = [];
  for (const issue of issues) {
    const field = fieldOfPath(issue.path, values);
    if (field) putError(errors, field, issue.message);
    else loose.push(issue.message);
  }
  return { errors: errors as FieldErrors<TimesFormValues>, loose };
}

/**
 * The form's resolver: the form's values become updateMosqueTimes' input and are judged by the update's own
 * schema (domain/prayer-times/times-update-schema.ts), so the committee reads the server's messages before it
 * sends, on the field it typed into. A zod resolver over a schema of the form's own would say it twice, and
 * could disagree. It passes the form's values on; `patchOf` reads the update's input from them.
 */
export const timesResolver: Resolver<TimesFormValues> = async (values) => {
  const parsed = z.safeParse(timesPatchSchema, fullPatchOf(values));
  if (parsed.success) return { values, errors: {} };
  const issues = (parsed.error.issues as Issue[]).map((i) => ({
    path: pathText(i.path),
    message: i.message,
  }));
  const { errors, loose } = errorsOf(issues, values);
  // An issue without a field would block the save unseen: it goes on the date the change applies from.
  if (loose.length > 0 && Object.keys(errors).length === 0) putError(errors, 'when', loose[0]!);
  return { values: {}, errors };
};

/** updateMosqueTimes' input from values the resolver passed (so it parses), trimmed as the schema trims. */
export function patchOf(values: TimesFormValues, now: Date = new Date()): TimesPatch {
  return z.parse(timesPatchSchema, fullPatchOf(values, now));
}

/**
 * The settings the form would make, for the preview while the committee types: what is valid of it over the
 * version in force, each part that does not parse yet left as it was.
 */
export function previewSettingsOf(values: TimesFormValues, base: TimesSettings): TimesSettings {
  const full = fullPatchOf(values) as Record<string, unknown>;
  const parsed = z.safeParse(timesPatchSchema, full);
  if (parsed.success) return applyTimesPatch(base, parsed.data);
  const bad = new Set((parsed.error.issues as Issue[]).map((i) => i.path.slice(0, 2).map(String).join('.')));
  const tops = new Set((parsed.error.issues as Issue[]).map((i) => String(i.path[0])));
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(full)) {
    if (!tops.has(key)) kept[key] = value;
    else if (key === 'jamaat' || key === 'adjustments') {
      kept[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).filter(([p]) => !bad.has(`${key}.${p}`)),
      );
    }
  }
  const again = z.safeParse(timesPatchSchema, kept);
  return again.success ? applyTimesPatch(base, again.data) : base;
}

/** The day's times the members would see, or null where the masjid has no point yet. */
export function previewDay(
  point: GeoPoint | null,
  settings: TimesSettings,
  date: string,
  indiaHijriAdjustment: number,
) {
  if (!point || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return timesOfDay(point, settings, date, indiaHijriAdjustment);
}
