import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

export type PlacesShape = { citiesPer: number; localitiesPer: number; mosquesPer: number };

/**
 * National-scale places below the seeded states and districts: every district gets `citiesPer` cities, every
 * city `localitiesPer` localities, every locality `mosquesPer` masjids (10 10 3: ~77k localities, ~230k
 * masjids). Generated in SQL, so the data never passes through the benchmark's process; the closure table and
 * each masjid's areas fill by trigger.
 */
export async function generateNationalPlaces(db: Db, { citiesPer, localitiesPer, mosquesPer }: PlacesShape) {
  await db.execute(sql`
  insert into locations (name, type, parent_id)
  select 'City ' || g, 'city', d.id from locations d, generate_series(1, ${citiesPer}) g where d.type = 'district'`);
  await db.execute(sql`
  insert into locations (name, type, parent_id)
  select 'Locality ' || g, 'locality', c.id from locations c, generate_series(1, ${localitiesPer}) g where c.type = 'city'`);
  // Statistics first: the masjid trigger's lookup (mosque_areas_of) is planned per call, and without them the
  // planner guesses badly (bench/README.md, "Masjids of an area").
  await db.execute(sql`analyze locations`);
  await db.execute(sql`analyze location_ancestors`);
  await db.execute(sql`
  insert into mosques (code, name, address, location_id, url)
  select 'M-' || l.id || '-' || g, 'Masjid ' || g, 'Street ' || g, l.id, 'https://example.org'
  from locations l, generate_series(1, ${mosquesPer}) g where l.type = 'locality'`);
}
