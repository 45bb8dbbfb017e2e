import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { todayInIndia } from '../../domain/dates';
import {
  DEFAULT_TIMES_SETTINGS,
  type GeoPoint,
  type TimesSettings,
  type TimesVersion,
} from '../../domain/prayer-times/time-settings';
import { timesOfDays } from '../../domain/prayer-times/timetable';
import type { Db } from '../db/client';
import { locationAncestors, locations, mosques, mosqueTimeVersions, portalSettings } from '../db/schema';
import type { Tx } from '../db/transaction';
import { notFound } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';

/**
 * A masjid's time rules as the browser computes its times from them, offline too: the masjid, the version of
 * its settings in force on a day and every later one, and India's Hijri adjustment. The times themselves are
 * computed by domain/prayer-times, alike here and in the browser.
 */

/** India's Hijri adjustment in days (-2 to +2), which the super admin sets when the moon is sighted. */
export const INDIA_HIJRI_ADJUSTMENT_KEY = 'hijri_adjustment_india';

export type TimesRules = FunctionOutput<'getMosqueTimesRules'>;
export type MosqueRef = { mosqueId: string } | { code: string };

/**
 * Settings as stored, completed by the defaults: a version written before a setting existed reads as if it
 * had the default, on the server and in the browser alike.
 */
export function storedSettings(stored: unknown): TimesSettings {
  const s = (stored ?? {}) as Partial<TimesSettings>;
  return {
    ...DEFAULT_TIMES_SETTINGS,
    ...s,
    adjustments: { ...DEFAULT_TIMES_SETTINGS.adjustments, ...s.adjustments },
    jamaat: { ...DEFAULT_TIMES_SETTINGS.jamaat, ...s.jamaat },
    eid: { ...s.eid },
  };
}

const byRef = (ref: MosqueRef): SQL =>
  'mosqueId' in ref ? eq(mosques.id, ref.mosqueId) : sql`lower(${mosques.code}) = lower(${ref.code})`;

/** The names of a masjid's places, its locality first and India left out, for its address line. */
// Written with aliases of its own: drizzle leaves columns unqualified in a query of one table, where a
// correlated subquery would then compare its own columns.
export const placeNamesOfMosque = sql<string[]>`array(select l.name from ${locationAncestors} a
  join ${locations} l on l.id = a.ancestor_id
  where a.location_id = ${sql.raw('"mosques"."location_id"')} and l.type <> 'country'
  order by a.depth)`;

/**
 * The masjid with the names of its places (locality first, India left out), its newest change of settings,
 * and India's Hijri adjustment with when it was set: one statement, by primary key or by mosques_code_uq.
 */
async function mosqueWithPlaces(db: Db | Tx, ref: MosqueRef) {
  const [row] = await db
    .select({
      id: mosques.id,
      code: mosques.code,
      name: mosques.name,
      address: mosques.address,
      url: mosques.url,
      latitude: mosques.latitude,
      longitude: mosques.longitude,
      placeNames: placeNamesOfMosque,
      versionsChangedAt: sql<string | null>`(select max(v.changed_at)::text from ${mosqueTimeVersions} v
        where v.mosque_id = ${sql.raw('"mosques"."id"')})`,
      indiaHijri: sql<
        string | null
      >`(select s.value from ${portalSettings} s where s.key = ${INDIA_HIJRI_ADJUSTMENT_KEY})`,
      indiaHijriChangedAt: sql<string | null>`(select s.updated_at::text from ${portalSettings} s
        where s.key = ${INDIA_HIJRI_ADJUSTMENT_KEY})`,
    })
    .from(mosques)
    .where(byRef(ref))
    .limit(1);
  return row;
}

/** The version in force on `since` and every later one, oldest first (the primary key's order). */
export async function versionsSince(db: Db | Tx, mosqueId: string, since: string): Promise<TimesVersion[]> {
  const inForce = sql`coalesce((select max(v.effective_from) from ${mosqueTimeVersions} v
    where v.mosque_id = ${mosqueId} and v.effective_from <= ${since}::date), '-infinity'::date)`;
  const rows = await db
    .select({ from: mosqueTimeVersions.effectiveFrom, settings: mosqueTimeVersions.settings })
    .from(mosqueTimeVersions)
    .where(
      and(eq(mosqueTimeVersions.mosqueId, mosqueId), sql`${mosqueTimeVersions.effectiveFrom} >= ${inForce}`),
    )
    .orderBy(asc(mosqueTimeVersions.effectiveFrom));
  return rows.map((r) => ({ from: r.from, settings: storedSettings(r.settings) }));
}

/** A timestamp's text as PostgreSQL writes it, as an ISO time; the later of two, either may be missing. */
function laterIso(...texts: (string | null)[]): string | null {
  const times = texts.filter((t): t is string => t !== null).map((t) => new Date(t).getTime());
  return times.length ? new Date(Math.max(...times)).toISOString() : null;
}

/**
 * A masjid's rules from `since` on; unknown: 404. `changedAt` is the later of the masjid's newest change and
 * India's Hijri adjustment's, so that a TV comparing it sees either.
 */
export async function readTimesRules(db: Db | Tx, ref: MosqueRef, since: string): Promise<TimesRules> {
  const mosque = await mosqueWithPlaces(db, ref);
  if (!mosque) throw notFound('Masjid');
  const versions = await versionsSince(db, mosque.id, since);
  const india = Number(mosque.indiaHijri ?? 0);
  return {
    mosque: {
      id: mosque.id,
      mosqueId: mosque.code,
      name: mosque.name,
      address: mosque.address,
      url: mosque.url,
      placeNames: mosque.placeNames,
      latitude: mosque.latitude,
      longitude: mosque.longitude,
    },
    versions,
    indiaHijriAdjustment: Number.isInteger(india) ? india : 0,
    changedAt: laterIso(mosque.versionsChangedAt, mosque.indiaHijriChangedAt),
  };
}

/** The masjid's point, or null while it has no coordinates ("Times not set yet"). */
export function pointOf(mosque: { latitude: number | null; longitude: number | null }): GeoPoint | null {
  return mosque.latitude === null || mosque.longitude === null
    ? null
    : { latitude: mosque.latitude, longitude: mosque.longitude };
}

/** getMosqueTimesRules: what a phone or a TV computes the times from, from today (India) on. */
export function mosqueTimesRules(
  ctx: ServiceContext<'db' | 'services'>,
  ref: MosqueRef,
): Promise<TimesRules> {
  return readTimesRules(ctx.db, ref, todayInIndia(ctx.services.clock.now()));
}

/** getMosqueTimes: the days asked for, each by the settings in force on it; none without coordinates. */
export async function mosqueTimes(
  ctx: ServiceContext<'db'>,
  input: { mosqueId: string; from: string; days: number },
): Promise<FunctionOutput<'getMosqueTimes'>> {
  const rules = await readTimesRules(ctx.db, { mosqueId: input.mosqueId }, input.from);
  const point = pointOf(rules.mosque);
  if (!point) return { timesSet: false, days: [] };
  const days = timesOfDays(point, rules.versions, input.from, input.days, rules.indiaHijriAdjustment);
  return { timesSet: true, days };
}
