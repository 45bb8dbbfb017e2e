import { todayInIndia } from '../../../domain/dates';
import { addDays } from '../../../domain/prayer-times/calendar-days';
import {
  DAY_PRAYERS,
  type DayPrayer,
  JAMAAT_PRAYERS,
  type JamaatPrayer,
  type JamaatRule,
  type Jumuah,
  type TimesSettings,
  type TimesVersion,
} from '../../../domain/prayer-times/time-settings';
import type { TimesPatch } from '../../../domain/prayer-times/times-update-schema';

/**
 * The committee's form, as its fields hold it: numbers as typed (text), each jamaat rule as a choice of kind
 * with both kinds' fields kept, so that switching between "minutes after" and "fixed time" loses nothing
 * typed. `fullPatchOf` turns it into updateMosqueTimes' input; `changedPatchOf` keeps what differs from the
 * version in force, as the update's patch semantics ask.
 */
export type RuleKind = 'after' | 'at';
export type RoundChoice = '0' | '5' | '15';
export type RuleValues = { kind: RuleKind; after: string; roundTo: RoundChoice; at: string };
/** In a timetable for dates a prayer may keep the usual rule. */
export type OverrideRuleValues = {
  kind: RuleKind | 'usual';
  after: string;
  roundTo: RoundChoice;
  at: string;
};
export type EidValues = { on: boolean; date: string; times: { value: string }[] };
export type OverrideValues = {
  from: string;
  to: string;
  jamaat: Record<JamaatPrayer, OverrideRuleValues>;
  /** Kept as it was: the form does not edit a timetable's own Jumu'ah. */
  jumuah?: Jumuah[];
};
export type When = 'today' | 'tomorrow' | 'date';
export type HijriChoice = 'india' | '-2' | '-1' | '0' | '1' | '2';

export type TimesFormValues = {
  when: When;
  date: string;
  method: TimesSettings['method'];
  asr: TimesSettings['asr'];
  adjustments: Record<DayPrayer, string>;
  jamaat: Record<JamaatPrayer, RuleValues>;
  jumuah: { khutbah: string; jamaat: string }[];
  eid: { fitr: EidValues; adha: EidValues };
  overrides: OverrideValues[];
  sehriMinutesBeforeFajr: string;
  hijri: HijriChoice;
  displayDarkMinutes: string;
};

export const MAX_JUMUAH = 3;
export const MAX_EID_TIMES = 3;

export function ruleValuesOf(rule: JamaatRule | undefined): OverrideRuleValues {
  if (!rule) return { kind: 'usual', after: '15', roundTo: '0', at: '' };
  if ('at' in rule) return { kind: 'at', after: '15', roundTo: '0', at: rule.at };
  return {
    kind: 'after',
    after: String(rule.after),
    roundTo: rule.roundTo ? `${rule.roundTo}` : '0',
    at: '',
  };
}

const eidValuesOf = (eid: TimesSettings['eid']['fitr']): EidValues =>
  eid
    ? { on: true, date: eid.date, times: eid.times.map((value) => ({ value })) }
    : { on: false, date: '', times: [{ value: '' }] };

/** The form's values for a version of the settings. */
export function valuesOf(settings: TimesSettings, when: When = 'today', date = ''): TimesFormValues {
  return {
    when,
    date,
    method: settings.method,
    asr: settings.asr,
    adjustments: Object.fromEntries(
      DAY_PRAYERS.map((p) => [p, String(settings.adjustments[p] ?? 0)]),
    ) as Record<DayPrayer, string>,
    jamaat: Object.fromEntries(
      JAMAAT_PRAYERS.map((p) => [p, ruleValuesOf(settings.jamaat[p]) as RuleValues]),
    ) as Record<JamaatPrayer, RuleValues>,
    jumuah: settings.jumuah.map((j) => ({ ...j })),
    eid: { fitr: eidValuesOf(settings.eid.fitr), adha: eidValuesOf(settings.eid.adha) },
    overrides: settings.overrides.map((o) => ({
      from: o.from,
      to: o.to,
      jamaat: Object.fromEntries(JAMAAT_PRAYERS.map((p) => [p, ruleValuesOf(o.jamaat[p])])) as Record<
        JamaatPrayer,
        OverrideRuleValues
      >,
      ...(o.jumuah ? { jumuah: o.jumuah } : {}),
    })),
    sehriMinutesBeforeFajr: String(settings.sehriMinutesBeforeFajr),
    hijri: settings.hijriAdjustment === null ? 'india' : (String(settings.hijriAdjustment) as HijriChoice),
    displayDarkMinutes: String(settings.displayDarkMinutes),
  };
}

/** A blank timetable for dates: the usual rules, from `from` for a week. */
export function newOverride(from: string): OverrideValues {
  return {
    from,
    to: addDays(from, 6),
    jamaat: Object.fromEntries(JAMAAT_PRAYERS.map((p) => [p, ruleValuesOf(undefined)])) as Record<
      JamaatPrayer,
      OverrideRuleValues
    >,
  };
}

// What was typed, as a number for the schema to judge: an empty field is not a number (not 0), so it is
// refused with the field's own message rather than saved as nothing.
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

function ruleOf(values: OverrideRuleValues): JamaatRule | undefined {
  if (values.kind === 'usual') return undefined;
  if (values.kind === 'at') return { at: values.at };
  const roundTo = values.roundTo === '0' ? undefined : (Number(values.roundTo) as 5 | 15);
  return { after: numberOf(values.after), ...(roundTo ? { roundTo } : {}) };
}

/** The first day the change applies: today, tomorrow (in India) or the day chosen. */
export function fromOf(values: Pick<TimesFormValues, 'when' | 'date'>, now: Date = new Date()): string {
  const today = todayInIndia(now);
  if (values.when === 'today') return today;
  if (values.when === 'tomorrow') return addDays(today, 1);
  return values.date;
}

/** Every field of updateMosqueTimes' input that the form holds, as the form holds it now. */
export function fullPatchOf(values: TimesFormValues, now: Date = new Date()): TimesPatch {
  const eidOf = (eid: EidValues) =>
    eid.on ? { date: eid.date, times: eid.times.map((t) => t.value) } : null;
  return {
    from: fromOf(values, now),
    method: values.method,
    asr: values.asr,
    adjustments: Object.fromEntries(DAY_PRAYERS.map((p) => [p, numberOf(values.adjustments[p])])),
    jamaat: Object.fromEntries(JAMAAT_PRAYERS.map((p) => [p, ruleOf(values.jamaat[p])])),
    jumuah: values.jumuah.map((j) => ({ khutbah: j.khutbah, jamaat: j.jamaat })),
    eid: { fitr: eidOf(values.eid.fitr), adha: eidOf(values.eid.adha) },
    overrides: values.overrides.map((o) => {
      const jamaat: Partial<Record<JamaatPrayer, JamaatRule>> = {};
      for (const p of JAMAAT_PRAYERS) {
        const rule = ruleOf(o.jamaat[p]);
        if (rule) jamaat[p] = rule;
      }
      return { from: o.from, to: o.to, jamaat, ...(o.jumuah ? { jumuah: o.jumuah } : {}) };
    }),
    sehriMinutesBeforeFajr: numberOf(values.sehriMinutesBeforeFajr),
    hijriAdjustment: values.hijri === 'india' ? null : Number(values.hijri),
    displayDarkMinutes: numberOf(values.displayDarkMinutes),
  } as TimesPatch;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    keysA.length === keysB.length &&
    keysA.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/**
 * The patch to send: `from`, and only what differs from the version in force that day, each prayer's rule and
 * adjustment on its own, Jumu'ah and the timetables for dates whole. What it leaves out keeps its value, so a
 * later version the committee already set is not overwritten with what this form merely showed.
 */
export function changedPatchOf(full: TimesPatch, base: TimesSettings): TimesPatch {
  const patch: TimesPatch = { from: full.from };
  if (full.method !== base.method) patch.method = full.method;
  if (full.asr !== base.asr) patch.asr = full.asr;
  const adjustments = Object.fromEntries(
    Object.entries(full.adjustments ?? {}).filter(([p, v]) => v !== base.adjustments[p as DayPrayer]),
  );
  if (Object.keys(adjustments).length > 0) patch.adjustments = adjustments;
  const jamaat = Object.fromEntries(
    Object.entries(full.jamaat ?? {}).filter(([p, v]) => !same(v, base.jamaat[p as JamaatPrayer])),
  );
  if (Object.keys(jamaat).length > 0) patch.jamaat = jamaat;
  if (full.jumuah && !same(full.jumuah, base.jumuah)) patch.jumuah = full.jumuah;
  const eid: NonNullable<TimesPatch['eid']> = {};
  for (const name of ['fitr', 'adha'] as const) {
    const now = full.eid?.[name] ?? null;
    const was = base.eid[name] ?? null;
    if (!same(now, was)) eid[name] = now;
  }
  if (Object.keys(eid).length > 0) patch.eid = eid;
  if (full.overrides && !same(full.overrides, base.overrides)) patch.overrides = full.overrides;
  for (const key of ['sehriMinutesBeforeFajr', 'hijriAdjustment', 'displayDarkMinutes'] as const) {
    if (full[key] !== undefined && full[key] !== base[key])
      (patch as Record<string, unknown>)[key] = full[key];
  }
  return patch;
}

/**
 * The version of the settings in force on a day: the latest that began on or before it. None before a masjid's
 * first version (one set from tomorrow, say): the defaults hold until then.
 */
export function versionOn(versions: readonly TimesVersion[], date: string): TimesVersion | undefined {
  let found: TimesVersion | undefined;
  for (const v of versions) if (v.from <= date) found = v;
  return found;
}

/**
 * The form's field for a path of updateMosqueTimes' input, as the server's problems and the schema's issues
 * name them ('jamaat.isha', 'overrides.1.from', 'eid.fitr.times.0'): the field the committee types into, so
 * that its message shows there and the focus goes to it. Null for a path the form has no field for.
 */
export function fieldOfPath(path: string, values: TimesFormValues): string | null {
  const parts = path.split('.');
  const [top, second, third, fourth] = parts;
  const ruleField = (rule: OverrideRuleValues | undefined, base: string, part: string | undefined) => {
    if (!rule) return null;
    if (part === 'at' || part === 'after' || part === 'roundTo') return `${base}.${part}`;
    return `${base}.${rule.kind === 'at' ? 'at' : 'after'}`;
  };
  switch (top) {
    case 'from':
      return values.when === 'date' ? 'date' : 'when';
    case 'method':
    case 'asr':
    case 'sehriMinutesBeforeFajr':
    case 'displayDarkMinutes':
      return top;
    case 'hijriAdjustment':
      return 'hijri';
    case 'adjustments':
      return second && second in values.adjustments ? `adjustments.${second}` : null;
    case 'jamaat':
      return second ? ruleField(values.jamaat[second as JamaatPrayer], `jamaat.${second}`, third) : null;
    case 'jumuah': {
      const row = Number(second);
      if (!values.jumuah[row])
        return second === undefined && values.jumuah.length > 0 ? 'jumuah.0.khutbah' : null;
      return `jumuah.${row}.${third === 'jamaat' ? 'jamaat' : 'khutbah'}`;
    }
    case 'eid': {
      const eid = second === 'fitr' || second === 'adha' ? values.eid[second] : undefined;
      if (!eid) return null;
      if (third === 'times') {
        const k = Number(fourth);
        return eid.times[k] ? `eid.${second}.times.${k}.value` : `eid.${second}.times.0.value`;
      }
      return `eid.${second}.date`;
    }
    case 'overrides': {
      const row = Number(second);
      const o = values.overrides[row];
      if (!o) return null;
      if (third === 'to') return `overrides.${row}.to`;
      if (third === 'jamaat' && fourth)
        return ruleField(o.jamaat[fourth as JamaatPrayer], `overrides.${row}.jamaat.${fourth}`, parts[4]);
      return `overrides.${row}.from`;
    }
    default:
      return null;
  }
}
