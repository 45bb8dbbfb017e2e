import { and, asc, count, eq, gt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { todayInIndia } from '../../domain/dates';
import { say } from '../../domain/messages';
import { locations, mosques } from '../db/schema';
import type { ServiceContext } from '../protocol/context';
import { writeMosqueSheet } from './mosque-sheet';
import { findArea, inArea } from './mosques-in-area';

/** The most masjids one export holds: a large state's. The whole country is exported state by state. */
export const EXPORT_MAX_MOSQUES = 50_000;
const BATCH = 5000;

const state = alias(locations, 'state');
const district = alias(locations, 'district');
const city = alias(locations, 'city');
const locality = alias(locations, 'locality');

/** A file name a download may carry: the area's name in plain letters, and the day in India (not UTC's). */
export function exportFileName(areaName: string, now: Date): string {
  const slug = areaName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `masjids-${slug || 'area'}-${todayInIndia(now)}.csv`;
}

/** The area's masjids as the spreadsheet the import reads, read in batches by (name, id). */
export async function exportMosques(ctx: ServiceContext<'db' | 'services'>, input: { locationId: string }) {
  const { db } = ctx;
  const now = ctx.services.clock.now();
  const area = await findArea(db, input.locationId);
  const [held] = await db.select({ n: count() }).from(mosques).where(inArea(area));
  if (held!.n > EXPORT_MAX_MOSQUES) {
    return { pass: false, ...say('exportTooLarge', { max: EXPORT_MAX_MOSQUES }), fileName: '', csv: '' };
  }
  const rows = [];
  let after: { name: string; id: string } | null = null;
  do {
    const batch = await db
      .select({
        id: mosques.id,
        state: state.name,
        district: district.name,
        city: city.name,
        locality: locality.name,
        mosqueId: mosques.code,
        name: mosques.name,
        address: mosques.address,
        url: mosques.url,
        latitude: mosques.latitude,
        longitude: mosques.longitude,
      })
      .from(mosques)
      .innerJoin(locality, eq(locality.id, mosques.locationId))
      .leftJoin(city, eq(city.id, mosques.cityId))
      .leftJoin(district, eq(district.id, mosques.districtId))
      .leftJoin(state, eq(state.id, mosques.stateId))
      .where(
        and(
          inArea(area),
          after
            ? or(gt(mosques.name, after.name), and(eq(mosques.name, after.name), gt(mosques.id, after.id)))
            : undefined,
        ),
      )
      .orderBy(asc(mosques.name), asc(mosques.id))
      .limit(BATCH);
    rows.push(...batch);
    const last = batch[batch.length - 1];
    after = batch.length === BATCH && last ? { name: last.name, id: last.id } : null;
  } while (after);
  const csv = writeMosqueSheet(
    rows.map((r) => ({ ...r, state: r.state ?? '', district: r.district ?? '', city: r.city ?? '' })),
  );
  return {
    pass: true,
    ...say('mosquesExported', { count: rows.length }),
    fileName: exportFileName(area.name, now),
    csv,
  };
}
