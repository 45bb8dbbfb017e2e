import { and, asc, inArray, sql } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { todayInIndia } from '../../domain/dates';
import { nextJamaat } from '../../domain/prayer-times/next-jamaat';
import type { TimesVersion } from '../../domain/prayer-times/time-settings';
import { timesOfDays } from '../../domain/prayer-times/timetable';
import type { Db } from '../db/client';
import { mosques, mosqueTimeVersions } from '../db/schema';
import type { ServiceContext } from '../protocol/context';
import { placeNamesOfMosque, storedSettings } from './times-rules';

/** How many masjids "near me" lists. */
const NEARBY = 10;
/** The earth's mean radius in metres: the chord between two points of the unit sphere, scaled, is the arc. */
const EARTH_RADIUS_M = 6_371_008.8;

/** The point on the unit sphere, as mosques.earth_point holds each masjid's (migration 0023). */
function unitCube(latitude: number, longitude: number) {
  const lat = (latitude * Math.PI) / 180;
  const lon = (longitude * Math.PI) / 180;
  return sql`cube(array[${Math.cos(lat) * Math.cos(lon)}::float8, ${Math.cos(lat) * Math.sin(lon)}::float8, ${Math.sin(lat)}::float8])`;
}

/**
 * The 10 masjids with coordinates nearest a point, nearest first: `earth_point <-> point` orders by the chord,
 * which orders as the great circle does, and mosques_earth_point_idx (GiST, partial on a point) answers it
 * as a nearest-neighbour walk that stops after 10 (bench/nearest-mosques.ts prints the plan).
 */
export function nearestMosques(db: Db, latitude: number, longitude: number, limit = NEARBY) {
  const here = unitCube(latitude, longitude);
  return db
    .select({
      id: mosques.id,
      code: mosques.code,
      name: mosques.name,
      address: mosques.address,
      url: mosques.url,
      latitude: mosques.latitude,
      longitude: mosques.longitude,
      placeNames: placeNamesOfMosque,
      chord: sql<number>`${mosques.earthPoint} <-> ${here}`,
    })
    .from(mosques)
    .where(sql`${mosques.earthPoint} is not null`)
    .orderBy(sql`${mosques.earthPoint} <-> ${here}`, asc(mosques.id))
    .limit(limit);
}

/** Each masjid's versions in force today and later, in one statement for all of them. */
async function versionsOf(db: Db, ids: string[], today: string): Promise<Map<string, TimesVersion[]>> {
  const byMosque = new Map<string, TimesVersion[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byMosque;
  const rows = await db
    .select({
      mosqueId: mosqueTimeVersions.mosqueId,
      from: mosqueTimeVersions.effectiveFrom,
      settings: mosqueTimeVersions.settings,
    })
    .from(mosqueTimeVersions)
    .where(
      and(
        inArray(mosqueTimeVersions.mosqueId, ids),
        // The outer row named in full: drizzle leaves a one-table query's columns unqualified.
        sql`${mosqueTimeVersions.effectiveFrom} >= coalesce((select max(v.effective_from) from ${mosqueTimeVersions} v
          where v.mosque_id = ${sql.raw('"mosque_time_versions"."mosque_id"')} and v.effective_from <= ${today}::date),
          '-infinity'::date)`,
      ),
    )
    .orderBy(asc(mosqueTimeVersions.mosqueId), asc(mosqueTimeVersions.effectiveFrom));
  for (const r of rows)
    byMosque.get(r.mosqueId)?.push({ from: r.from, settings: storedSettings(r.settings) });
  return byMosque;
}

/** getNearbyMosques: the nearest masjids, each with its distance and its next jamaat from now. */
export async function nearbyMosques(
  ctx: ServiceContext<'db' | 'services'>,
  { latitude, longitude }: { latitude: number; longitude: number },
): Promise<FunctionOutput<'getNearbyMosques'>> {
  const now = ctx.services.clock.now();
  const today = todayInIndia(now);
  const rows = await nearestMosques(ctx.db, latitude, longitude);
  const versions = await versionsOf(
    ctx.db,
    rows.map((r) => r.id),
    today,
  );
  return {
    mosques: rows.map((r) => {
      // Today and tomorrow: after Isha the next is tomorrow's Fajr. The Hijri date plays no part in a jamaat.
      const point = { latitude: r.latitude!, longitude: r.longitude! };
      const next = nextJamaat(now, timesOfDays(point, versions.get(r.id) ?? [], today, 2));
      return {
        id: r.id,
        mosqueId: r.code,
        name: r.name,
        address: r.address,
        url: r.url,
        placeNames: r.placeNames,
        latitude: r.latitude,
        longitude: r.longitude,
        distanceMeters: Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Number(r.chord) / 2))),
        nextJamaat: next ? { name: next.prayer, date: next.date, at: next.jamaat } : null,
      };
    }),
  };
}
