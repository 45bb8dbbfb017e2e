import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { locations, mosques } from '../db/schema';

/**
 * A small tree under the seeded India, for table-driven tests of scope and tree rules:
 *
 *   India > North (state) > North District > North City > Old Town (locality) > Old Masjid
 *                                                        > New Town (locality)  > New Masjid
 *         > South (state) > South District > South City > Harbour (locality)  > Harbour Masjid
 */
export async function buildSmallTree(db: Db, prefix = 'T') {
  const [india] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(isNull(locations.parentId), eq(locations.type, 'country')));
  const place = async (name: string, type: (typeof locations.$inferInsert)['type'], parentId: string) => {
    const [row] = await db
      .insert(locations)
      .values({ name: `${prefix} ${name}`, type, parentId })
      .returning({ id: locations.id });
    return row!.id;
  };
  const mosque = async (code: string, name: string, locationId: string) => {
    const [row] = await db
      .insert(mosques)
      .values({
        code: `${prefix}-${code}`,
        name: `${prefix} ${name}`,
        address: 'Street 1',
        locationId,
        url: '',
      })
      .returning({ id: mosques.id });
    return row!.id;
  };
  const north = await place('North', 'state', india!.id);
  const northDistrict = await place('North District', 'district', north);
  const northCity = await place('North City', 'city', northDistrict);
  const oldTown = await place('Old Town', 'locality', northCity);
  const newTown = await place('New Town', 'locality', northCity);
  const south = await place('South', 'state', india!.id);
  const southDistrict = await place('South District', 'district', south);
  const southCity = await place('South City', 'city', southDistrict);
  const harbour = await place('Harbour', 'locality', southCity);
  return {
    india: india!.id,
    north,
    northDistrict,
    northCity,
    oldTown,
    newTown,
    south,
    southDistrict,
    southCity,
    harbour,
    oldMosque: await mosque('OLD', 'Old Masjid', oldTown),
    newMosque: await mosque('NEW', 'New Masjid', newTown),
    harbourMosque: await mosque('HBR', 'Harbour Masjid', harbour),
  };
}

export type SmallTree = Awaited<ReturnType<typeof buildSmallTree>>;
