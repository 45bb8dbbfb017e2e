import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Said, say } from '../../domain/messages';
import { withStaffWrite } from '../audit/record-audit';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { locations, mosques } from '../db/schema';
import type { Tx } from '../db/transaction';
import type { ServiceContext } from '../protocol/context';
import { readMosqueSheet, type SheetMosque, type SheetProblem } from './mosque-sheet';

/**
 * A spreadsheet of masjids, checked against the location tree and the masjids already there, then imported
 * in one transaction. The file names its places by name: the state and the district must exist; a city or a
 * locality that does not is added. Nothing is written unless every row is right.
 */

type Place = { id: string; name: string };
/** A city or a locality the import adds, under a place that exists or that the import adds first. */
type NewPlace = { key: string; name: string; parentKey: string };

export type ImportCheck = {
  rows: number;
  newLocations: number;
  problems: SheetProblem[];
  plan: { mosques: (SheetMosque & { localityKey: string })[]; cities: NewPlace[]; localities: NewPlace[] };
};

/** Ids are looked up in batches, so one IN list never grows past what a statement may carry. */
const BATCH = 1000;
const batches = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

const nameKey = (parentKey: string, name: string) => `${parentKey}|${name.toLowerCase()}`;

/** The children of these locations, by parent and lower-cased name. */
async function childrenOf(q: Tx | Db, parentIds: string[]): Promise<Map<string, Place>> {
  const found = new Map<string, Place>();
  for (const ids of batches([...new Set(parentIds)])) {
    const rows = await q
      .select({ id: locations.id, name: locations.name, parentId: locations.parentId })
      .from(locations)
      .where(inArray(locations.parentId, ids));
    for (const r of rows) found.set(nameKey(r.parentId!, r.name), { id: r.id, name: r.name });
  }
  return found;
}

/** The mosque IDs, lower-cased, that masjids already hold. */
async function takenCodes(q: Tx | Db, codes: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const batch of batches([...new Set(codes.map((c) => c.toLowerCase()))])) {
    const rows = await q
      .select({ code: sql<string>`lower(${mosques.code})` })
      .from(mosques)
      .where(inArray(sql`lower(${mosques.code})`, batch));
    for (const r of rows) taken.add(r.code);
  }
  return taken;
}

/** Checks the sheet without writing: every problem by row, and what the import would add. */
async function checkMosqueImport(q: Tx | Db, text: string): Promise<ImportCheck> {
  const sheet = readMosqueSheet(text);
  const problems = [...sheet.problems];
  const flag = (row: number, said: Said) => problems.push({ row, ...said });

  const [country] = await q
    .select({ id: locations.id })
    .from(locations)
    .where(and(isNull(locations.parentId), eq(locations.type, 'country')));
  const states = await childrenOf(q, [country!.id]);
  const placed = sheet.mosques.flatMap((m) => {
    const state = states.get(nameKey(country!.id, m.state));
    if (!state) flag(m.row, say('importStateUnknown', { name: m.state }));
    return state ? [{ ...m, stateId: state.id, stateName: state.name }] : [];
  });
  const districts = await childrenOf(
    q,
    placed.map((m) => m.stateId),
  );
  const inDistrict = placed.flatMap((m) => {
    const district = districts.get(nameKey(m.stateId, m.district));
    if (!district) flag(m.row, say('importDistrictUnknown', { name: m.district, state: m.stateName }));
    return district ? [{ ...m, districtId: district.id }] : [];
  });

  // Cities and localities: the ones there are, and the ones this file adds (keyed by their parent's key).
  const cities = await childrenOf(
    q,
    inDistrict.map((m) => m.districtId),
  );
  const cityKeyOf = (m: (typeof inDistrict)[number]) =>
    cities.get(nameKey(m.districtId, m.city))?.id ?? nameKey(m.districtId, m.city);
  const existingCityIds = inDistrict.flatMap((m) => cities.get(nameKey(m.districtId, m.city))?.id ?? []);
  const localities = await childrenOf(q, existingCityIds);
  const newCities = new Map<string, NewPlace>();
  const newLocalities = new Map<string, NewPlace>();
  const plan: ImportCheck['plan']['mosques'] = inDistrict.map((m) => {
    const cityKey = cityKeyOf(m);
    if (!cities.has(nameKey(m.districtId, m.city)) && !newCities.has(cityKey))
      newCities.set(cityKey, { key: cityKey, name: m.city, parentKey: m.districtId });
    const localityKey = localities.get(nameKey(cityKey, m.locality))?.id ?? nameKey(cityKey, m.locality);
    if (!localities.has(nameKey(cityKey, m.locality)) && !newLocalities.has(localityKey))
      newLocalities.set(localityKey, { key: localityKey, name: m.locality, parentKey: cityKey });
    return { ...m, localityKey };
  });

  // A mosque ID is unique, ignoring case: against the masjids there are and the other rows of the file.
  const taken = await takenCodes(
    q,
    sheet.mosques.map((m) => m.mosqueId),
  );
  const firstRowOf = new Map<string, number>();
  for (const m of sheet.mosques) {
    const code = m.mosqueId.toLowerCase();
    if (taken.has(code)) flag(m.row, say('mosqueIdTaken', { code: m.mosqueId }));
    else if (firstRowOf.has(code))
      flag(m.row, say('importDuplicateInFile', { code: m.mosqueId, row: firstRowOf.get(code)! }));
    else firstRowOf.set(code, m.row);
  }

  problems.sort((a, b) => a.row - b.row);
  return {
    rows: sheet.rows,
    newLocations: newCities.size + newLocalities.size,
    problems,
    plan: { mosques: plan, cities: [...newCities.values()], localities: [...newLocalities.values()] },
  };
}

/** Adds these places under their parents, and returns every key's id (the places there were map to themselves). */
async function addPlaces(
  tx: Tx,
  places: NewPlace[],
  type: 'city' | 'locality',
  idOf: Map<string, string>,
  now: Date,
) {
  for (const batch of batches(places)) {
    const rows = await tx
      .insert(locations)
      .values(
        batch.map((p) => ({
          name: p.name,
          type,
          parentId: idOf.get(p.parentKey) ?? p.parentKey,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: locations.id });
    for (const [i, p] of batch.entries()) idOf.set(p.key, rows[i]!.id);
  }
}

/** What importing the sheet would do, or the rows to fix first; nothing is written. */
export async function previewMosqueImport(ctx: ServiceContext<'db'>, { csv }: { csv: string }) {
  const { plan: _, ...check } = await checkMosqueImport(ctx.db, csv);
  return { pass: check.problems.length === 0, ...check };
}

type Imported = { pass: boolean; imported: number } & Omit<ImportCheck, 'plan'> & Said;

/**
 * Imports the sheet in one transaction when every row is right; one audit row tells what came in. Another
 * admin's write of the same mosque ID or place name meanwhile ends it with nothing written.
 */
export async function importMosques(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  { csv: text }: { csv: string },
): Promise<Imported> {
  const { db, caller: actor } = ctx;
  const now = ctx.services.clock.now();
  try {
    return await withStaffWrite(db, actor, async (tx, audit): Promise<Imported> => {
      const { plan, ...check } = await checkMosqueImport(tx, text);
      if (check.problems.length > 0) {
        const rowsToFix = new Set(check.problems.map((p) => p.row)).size;
        return { pass: false, imported: 0, ...check, ...say('importHasProblems', { count: rowsToFix }) };
      }
      const idOf = new Map<string, string>();
      await addPlaces(tx, plan.cities, 'city', idOf, now);
      await addPlaces(tx, plan.localities, 'locality', idOf, now);
      for (const batch of batches(plan.mosques)) {
        await tx.insert(mosques).values(
          batch.map((m) => ({
            code: m.mosqueId,
            name: m.name,
            address: m.address,
            url: m.url,
            latitude: m.latitude,
            longitude: m.longitude,
            locationId: idOf.get(m.localityKey) ?? m.localityKey,
            createdAt: now,
            updatedAt: now,
          })),
        );
      }
      const imported = plan.mosques.length;
      await audit('mosque.import', { type: 'mosque', id: null }, null, {
        imported,
        newLocations: check.newLocations,
        mosqueIds: plan.mosques.map((m) => m.mosqueId),
      });
      return { pass: true, imported, ...check, ...say('mosquesImported', { count: imported }) };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const { plan: _, ...check } = await checkMosqueImport(db, text);
    return { pass: false, imported: 0, ...check, ...say('importConflict') };
  }
}
