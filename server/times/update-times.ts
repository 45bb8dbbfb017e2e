import { eq } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { todayInIndia } from '../../domain/dates';
import { say } from '../../domain/messages';
import { addDays } from '../../domain/prayer-times/calendar-days';
import { dayText, overlappingOverrides, type RuleProblem } from '../../domain/prayer-times/override-overlaps';
import { type CheckedDays, checkTimesRules, SOON_DAYS } from '../../domain/prayer-times/rule-checks';
import type { TimesSettings } from '../../domain/prayer-times/time-settings';
import { applyTimesPatch, type TimesPatch } from '../../domain/prayer-times/times-update-schema';
import { settingsOn } from '../../domain/prayer-times/timetable';
import { withStaffWrite } from '../audit/record-audit';
import { mosques, mosqueTimeVersions } from '../db/schema';
import { mayKeepMosqueTimes } from '../policy/checks';
import { notFound, permissionDenied } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';
import { pointOf, versionsSince } from './times-rules';

type Reply = FunctionOutput<'updateMosqueTimes'>;
type Note = Reply['problems'][number];

const noteOf = (p: RuleProblem): Note => ({ path: p.path, ...p.said });

/** Key order aside, whether two settings are the same: a form saved as it was is no change. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}
const sameSettings = (a: TimesSettings, b: TimesSettings) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Each rule that cannot hold, and each that goes wrong later or is merely late, of one version. */
function checkVersion(
  point: ReturnType<typeof pointOf>,
  settings: TimesSettings,
  from: string,
  days: CheckedDays,
) {
  // Without coordinates there is no adhan to check a jamaat against; overlapping timetables are wrong anyway.
  if (!point) return { problems: overlappingOverrides(settings.overrides), warnings: [] };
  return checkTimesRules(point, settings, from, days);
}

/**
 * Sets a masjid's time settings from `from` (today in India when omitted, never earlier). A committee that
 * changes its rules from Sunday means them from Sunday on: the version in force on `from` is patched and kept
 * at `from`, and every later version the committee had already set gets the same patch, so that what was
 * changed stays changed. Every resulting version is checked on the days it applies (rule-checks.ts): one
 * problem in the month from `from`, or on a day the committee named, and nothing is written; a rule that
 * goes wrong only later is saved with a warning naming that day. Unchanged settings write nothing and leave no audit row. Admins for any masjid; a volunteer only
 * for the one masjid they keep the times of (403 otherwise, before the masjid is looked up, so it tells
 * nothing of others).
 */
export async function updateMosqueTimes(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: TimesPatch & { mosqueId: string },
): Promise<Reply> {
  const { db, caller } = ctx;
  if (!mayKeepMosqueTimes(caller, input.mosqueId)) throw permissionDenied();
  const now = ctx.services.clock.now();
  const today = todayInIndia(now);
  const from = input.from ?? today;
  const { mosqueId, ...patch } = input;
  if (from < today)
    return {
      pass: false,
      ...say('timesNotSaved'),
      problems: [{ path: 'from', ...say('timesFromPast', { date: dayText(from) }) }],
      warnings: [],
    };
  return withStaffWrite(db, caller, async (tx, audit): Promise<Reply> => {
    // Locked so that two saves of one masjid's times are applied one after the other.
    const [mosque] = await tx
      .select({ id: mosques.id, latitude: mosques.latitude, longitude: mosques.longitude })
      .from(mosques)
      .where(eq(mosques.id, mosqueId))
      .for('no key update');
    if (!mosque) throw notFound('Masjid');
    const point = pointOf(mosque);
    const versions = await versionsSince(tx, mosqueId, from);
    const before = settingsOn(versions, from);
    const changed = [
      { from, before, after: applyTimesPatch(before, patch) },
      ...versions
        .filter((v) => v.from > from)
        .map((v) => ({ from: v.from, before: v.settings, after: applyTimesPatch(v.settings, patch) })),
    ].filter((v) => !sameSettings(v.before, v.after));
    if (changed.length === 0)
      return { pass: true, ...say('timesUnchanged', { date: dayText(from) }), problems: [], warnings: [] };
    const problems = new Map<string, Note>();
    const warnings = new Map<string, Note>();
    // Each version holds until the next one begins, changed or not. What goes wrong in the month from the
    // day chosen is refused, in whichever version; later, it is a warning, so that a committee can save the
    // fixed times it keeps now and set the season's next ones when their day comes.
    const starts = [from, ...versions.filter((v) => v.from > from).map((v) => v.from)];
    const refuseBefore = addDays(from, SOON_DAYS);
    for (const version of changed) {
      const until = starts.find((d) => d > version.from);
      const checks = checkVersion(point, version.after, version.from, { until, refuseBefore });
      for (const p of checks.problems) if (!problems.has(p.path)) problems.set(p.path, noteOf(p));
      for (const w of checks.warnings) if (!warnings.has(w.path)) warnings.set(w.path, noteOf(w));
    }
    if (problems.size > 0)
      return { pass: false, ...say('timesNotSaved'), problems: [...problems.values()], warnings: [] };
    for (const version of changed) {
      await tx
        .insert(mosqueTimeVersions)
        .values({
          mosqueId,
          effectiveFrom: version.from,
          settings: version.after,
          changedBy: caller.id,
          changedAt: now,
        })
        .onConflictDoUpdate({
          target: [mosqueTimeVersions.mosqueId, mosqueTimeVersions.effectiveFrom],
          set: { settings: version.after, changedBy: caller.id, changedAt: now },
        });
    }
    // The trail keeps the fields that changed in the first version changed, and which later versions took them.
    const first = changed[0]!;
    const later = changed.slice(1).map((v) => v.from);
    await audit(
      'mosque.times',
      { type: 'mosque', id: mosqueId },
      { ...first.before },
      { ...first.after, from: first.from, ...(later.length ? { alsoFrom: later } : {}) },
    );
    return {
      pass: true,
      ...say('timesSaved', { date: dayText(from) }),
      problems: [],
      warnings: [...warnings.values()].filter((w) => !problems.has(w.path)),
    };
  });
}
