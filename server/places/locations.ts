import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { nextLocationType } from '../../domain/locations';
import { MSG, type Said, say } from '../../domain/messages';
import { type AuditActor, withStaffWrite } from '../audit/record-audit';
import type { Db } from '../db/client';
import { alerts, locations, mosques, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { orNameTaken, type Refused, refused } from '../lib/tree-writes';
import { invalidFields } from '../protocol/app-error';

/**
 * The admin's writes to the location tree. The closure table (location_ancestors) follows by itself: its
 * triggers (migration 0001) add a new location's links on insert, a rename changes no link, and a deleted
 * location's links go with it (ON DELETE CASCADE).
 */

type Location = typeof locations.$inferSelect;
type Added = ({ pass: true; id: string } & Said) | (Refused & { id: null });
type Done = ({ pass: true } & Said) | Refused;

const NIL_UUID = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

const unknownLocation = (path: string) => invalidFields([{ path, message: MSG.locationUnknown }]);

const snapshot = (l: Location) => ({ name: l.name, type: l.type, parentId: l.parentId });

/**
 * Whether another location under the same parent already has this name, ignoring case. The expression is
 * the unique index's (locations_parent_name_uq), so the check is one index probe.
 */
async function siblingNamed(tx: Tx, parentId: string | null, name: string, exceptId?: string) {
  const sameParent: SQL = sql`coalesce(${locations.parentId}, ${NIL_UUID}) = coalesce(${parentId}::uuid, ${NIL_UUID})`;
  const rows = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        sameParent,
        sql`lower(${locations.name}) = lower(${name})`,
        exceptId ? ne(locations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Locks a location row. `no key update` for a parent whose children are being named: two adds under one
 * parent take turns, so the name check cannot race, while masjids and alerts may still point at it. `update`
 * for a row about to be deleted: nothing can start to point at it until the delete is done.
 */
async function lockLocation(tx: Tx, id: string, mode: 'no key update' | 'update') {
  const [row] = await tx.select().from(locations).where(eq(locations.id, id)).for(mode);
  return row;
}

/** A new location under `parentId`, one level below it (country, state, district, city, locality). */
export async function addLocation(
  db: Db,
  actor: AuditActor,
  now: Date,
  input: { name: string; parentId: string },
): Promise<Added> {
  const { name, parentId } = input;
  const outcome = await orNameTaken(say('locationNameTaken', { name }), () =>
    withStaffWrite(db, actor, async (tx, audit): Promise<Added> => {
      const parent = await lockLocation(tx, parentId, 'no key update');
      if (!parent) throw unknownLocation('parentId');
      const type = nextLocationType(parent.type);
      if (!type) return { ...refused(say('locationBelowLocality')), id: null };
      if (await siblingNamed(tx, parentId, name))
        return { ...refused(say('locationNameTaken', { name })), id: null };
      const [row] = await tx
        .insert(locations)
        .values({ name, type, parentId, createdAt: now, updatedAt: now })
        .returning();
      await audit('location.add', { type: 'location', id: row!.id }, null, snapshot(row!));
      return { pass: true, ...say('locationAdded'), id: row!.id };
    }),
  );
  return 'id' in outcome ? outcome : { ...outcome, id: null };
}

/** Renames a location; its place in the tree stays. */
export async function renameLocation(
  db: Db,
  actor: AuditActor,
  now: Date,
  input: { id: string; name: string },
): Promise<Done> {
  const { id, name } = input;
  return orNameTaken(say('locationNameTaken', { name }), () =>
    withStaffWrite(db, actor, async (tx, audit): Promise<Done> => {
      const [found] = await tx
        .select({ parentId: locations.parentId })
        .from(locations)
        .where(eq(locations.id, id));
      if (!found) throw unknownLocation('id');
      // The parent first, as an add under it does, then the row itself.
      if (found.parentId) await lockLocation(tx, found.parentId, 'no key update');
      const before = await lockLocation(tx, id, 'no key update');
      if (!before) throw unknownLocation('id');
      if (await siblingNamed(tx, before.parentId, name, id))
        return refused(say('locationNameTaken', { name }));
      const [after] = await tx
        .update(locations)
        .set({ name, updatedAt: now })
        .where(eq(locations.id, id))
        .returning();
      await audit('location.update', { type: 'location', id }, snapshot(before), snapshot(after!));
      return { pass: true, ...say('locationUpdated') };
    }),
  );
}

/** What still points at a location: each would be left without its place if the location went. */
async function usesOf(tx: Tx, id: string) {
  const n = (q: SQL) => sql<number>`(${q})::int`;
  const [uses] = await tx
    .select({
      locations: n(sql`select count(*) from ${locations} where ${locations.parentId} = ${id}`),
      mosques: n(sql`select count(*) from ${mosques} where ${mosques.locationId} = ${id}`),
      staff: n(sql`select count(*) from ${users} where ${users.scopeLocationId} = ${id}`),
      alerts: n(sql`select count(*) from ${alerts} where ${alerts.locationId} = ${id}`),
    })
    .from(sql`(select 1) as one`);
  return uses!;
}

/** Deletes a location that nothing uses; the country root is never deleted. */
export async function deleteLocation(db: Db, actor: AuditActor, input: { id: string }): Promise<Done> {
  return withStaffWrite(db, actor, async (tx, audit): Promise<Done> => {
    const before = await lockLocation(tx, input.id, 'update');
    if (!before) throw unknownLocation('id');
    if (before.parentId === null) return refused(say('locationCountryKept'));
    const uses = await usesOf(tx, input.id);
    if (Object.values(uses).some((count) => Number(count) > 0)) return refused(say('locationInUse', uses));
    await tx.delete(locations).where(eq(locations.id, input.id));
    await audit('location.delete', { type: 'location', id: input.id }, snapshot(before), null);
    return { pass: true, ...say('locationDeleted') };
  });
}
