import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { MSG, type Said, say } from '../../domain/messages';
import { withStaffWrite } from '../audit/record-audit';
import { alerts, locations, mosques, mosqueTreasuries, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { orNameTaken, type Refused, refused } from '../lib/tree-writes';
import { invalidFields } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';

/** The admin's writes to the masjids: each stands in a locality; its mosque ID is the admin's. */

type Mosque = typeof mosques.$inferSelect;
export type MosqueFields = {
  mosqueId: string;
  name: string;
  address: string;
  url: string;
  locationId: string;
  /** Both omitted: the stored point stays (an update) or there is none (an add); null clears it. */
  latitude?: number | null;
  longitude?: number | null;
};
type Added = ({ pass: true; mosqueId: string } & Said) | (Refused & { mosqueId: null });
type Done = ({ pass: true } & Said) | Refused;

const unknownLocation = () => invalidFields([{ path: 'locationId', message: MSG.locationUnknown }]);
const unknownMosque = () => invalidFields([{ path: 'id', message: MSG.mosqueUnknown }]);

const snapshot = (m: Mosque) => ({
  mosqueId: m.code,
  name: m.name,
  address: m.address,
  url: m.url,
  locationId: m.locationId,
  latitude: m.latitude,
  longitude: m.longitude,
});

/**
 * The point's columns: none when both are omitted, so an update from a form that does not know them (an older
 * client's) keeps the stored point; otherwise both, null clearing them (the schema has checked both or neither).
 */
function pointColumnsOf(f: MosqueFields): Partial<Pick<Mosque, 'latitude' | 'longitude'>> {
  if (f.latitude === undefined && f.longitude === undefined) return {};
  return { latitude: f.latitude ?? null, longitude: f.longitude ?? null };
}

/** The row's columns from the form's fields (the spec calls the admin's code `mosqueId`). */
const columnsOf = (f: MosqueFields) => ({
  code: f.mosqueId,
  name: f.name,
  address: f.address,
  url: f.url,
  locationId: f.locationId,
  ...pointColumnsOf(f),
});

/**
 * Whether the masjid may stand at locationId: an unknown location is bad input (400), anything but a locality
 * is a refusal the admin can fix. The location is locked against a delete until the write commits.
 */
async function refuseUnlessLocality(tx: Tx, locationId: string): Promise<Refused | null> {
  const [place] = await tx
    .select({ type: locations.type })
    .from(locations)
    .where(eq(locations.id, locationId))
    .for('key share');
  if (!place) throw unknownLocation();
  return place.type === 'locality' ? null : refused(say('mosqueNeedsLocality'));
}

/** Whether another masjid has this mosque ID, ignoring case: one probe of mosques_code_uq. */
async function codeTaken(tx: Tx, code: string, exceptId?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: mosques.id })
    .from(mosques)
    .where(and(sql`lower(${mosques.code}) = lower(${code})`, exceptId ? ne(mosques.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** A new masjid in a locality; `mosqueId` in the reply is the new record's id, as addMosque always answered. */
export async function addMosque(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  fields: MosqueFields,
): Promise<Added> {
  const { db, caller: actor } = ctx;
  const now = ctx.services.clock.now();
  const taken = say('mosqueIdTaken', { code: fields.mosqueId });
  const outcome = await orNameTaken(taken, () =>
    withStaffWrite(db, actor, async (tx, audit): Promise<Added> => {
      const wrongPlace = await refuseUnlessLocality(tx, fields.locationId);
      if (wrongPlace) return { ...wrongPlace, mosqueId: null };
      if (await codeTaken(tx, fields.mosqueId)) return { ...refused(taken), mosqueId: null };
      const [row] = await tx
        .insert(mosques)
        .values({ ...columnsOf(fields), createdAt: now, updatedAt: now })
        .returning();
      await audit('mosque.add', { type: 'mosque', id: row!.id }, null, snapshot(row!));
      return { pass: true, ...say('mosqueAdded'), mosqueId: row!.id };
    }),
  );
  return 'mosqueId' in outcome ? outcome : { ...outcome, mosqueId: null };
}

/** Changes a masjid's fields, its locality included. */
export async function updateMosqueDetails(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: MosqueFields & { id: string },
): Promise<Done> {
  const { db, caller: actor } = ctx;
  const now = ctx.services.clock.now();
  const taken = say('mosqueIdTaken', { code: input.mosqueId });
  return orNameTaken(taken, () =>
    withStaffWrite(db, actor, async (tx, audit): Promise<Done> => {
      const [before] = await tx.select().from(mosques).where(eq(mosques.id, input.id)).for('no key update');
      if (!before) throw unknownMosque();
      const wrongPlace = await refuseUnlessLocality(tx, input.locationId);
      if (wrongPlace) return wrongPlace;
      if (await codeTaken(tx, input.mosqueId, input.id)) return refused(taken);
      const [after] = await tx
        .update(mosques)
        .set({ ...columnsOf(input), updatedAt: now })
        .where(eq(mosques.id, input.id))
        .returning();
      await audit('mosque.update', { type: 'mosque', id: input.id }, snapshot(before), snapshot(after!));
      return { pass: true, ...say('mosqueUpdated') };
    }),
  );
}

/** What still points at a masjid: its members, the volunteers bound to it, and the alerts sent to it. */
async function usesOf(tx: Tx, id: string) {
  const n = (q: SQL) => sql<number>`(${q})::int`;
  const [uses] = await tx
    .select({
      members: n(sql`select count(*) from ${users} where ${users.mosqueId} = ${id}`),
      staff: n(sql`select count(*) from ${users} where ${users.scopeMosqueId} = ${id}`),
      alerts: n(sql`select count(*) from ${alerts} where ${alerts.mosqueId} = ${id}`),
    })
    .from(sql`(select 1) as one`);
  return uses!;
}

/**
 * Deletes a masjid that nothing uses: members would lose their masjid, and alerts would vanish with it. A masjid
 * with a treasury keeps its books, so it is refused too.
 */
export async function removeMosque(
  ctx: ServiceContext<'db' | 'caller'>,
  input: { id: string },
): Promise<Done> {
  const { db, caller: actor } = ctx;
  return withStaffWrite(db, actor, async (tx, audit): Promise<Done> => {
    const [before] = await tx.select().from(mosques).where(eq(mosques.id, input.id)).for('update');
    if (!before) throw unknownMosque();
    const uses = await usesOf(tx, input.id);
    if (Object.values(uses).some((count) => Number(count) > 0)) return refused(say('mosqueInUse', uses));
    // A masjid's books (its receipts above all) are kept for eight years by law, so a masjid with a treasury
    // stays (docs/decisions/0013-baitul-maal.md); the treasury's tables refuse the delete in any case.
    const [books] = await tx
      .select({ mosqueId: mosqueTreasuries.mosqueId })
      .from(mosqueTreasuries)
      .where(eq(mosqueTreasuries.mosqueId, input.id));
    if (books) return refused(say('mosqueHasBooks'));
    await tx.delete(mosques).where(eq(mosques.id, input.id));
    await audit('mosque.delete', { type: 'mosque', id: input.id }, snapshot(before), null);
    return { pass: true, ...say('mosqueDeleted') };
  });
}
