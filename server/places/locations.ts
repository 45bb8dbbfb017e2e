import { sql } from 'drizzle-orm';
import { nextLocationType } from '../../domain/locations';
import { MSG, say } from '../../domain/messages';
import { alerts, locations, mosques, users } from '../db/schema';
import { addTreeNode, deleteTreeNode, refused, renameTreeNode, type Tree } from '../lib/tree-writes';
import { invalidFields } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';

/**
 * The admin's writes to the location tree. The closure table (location_ancestors) follows by itself: its
 * triggers (migration 0001) add a new location's links on insert, a rename changes no link, and a deleted
 * location's links go with it (ON DELETE CASCADE).
 */

type Location = typeof locations.$inferSelect;

const unknownLocation = (path: string) => invalidFields([{ path, message: MSG.locationUnknown }]);

const locationTree: Tree<Location> = {
  table: locations,
  columns: { id: locations.id, name: locations.name, parentId: locations.parentId },
  noun: 'location',
  snapshot: (l) => ({ name: l.name, type: l.type, parentId: l.parentId }),
  unknown: unknownLocation,
  parentField: 'parentId',
  // One level below the parent: country, state, district, city, locality.
  placedUnder: (parent) => {
    if (!parent) throw unknownLocation('parentId');
    const type = nextLocationType(parent.type);
    return type ? { columns: { type } } : refused(say('locationBelowLocality'));
  },
  kept: (l) => (l.parentId === null ? say('locationCountryKept') : null),
  // Each would be left without its place if the location went.
  usesOf: (id) => ({
    locations: sql`select count(*) from ${locations} where ${locations.parentId} = ${id}`,
    mosques: sql`select count(*) from ${mosques} where ${mosques.locationId} = ${id}`,
    staff: sql`select count(*) from ${users} where ${users.scopeLocationId} = ${id}`,
    alerts: sql`select count(*) from ${alerts} where ${alerts.locationId} = ${id}`,
  }),
  said: {
    taken: 'locationNameTaken',
    added: 'locationAdded',
    updated: 'locationUpdated',
    deleted: 'locationDeleted',
    inUse: 'locationInUse',
  },
};

/** A new location under `parentId`, one level below it. */
export const addLocation = (
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: { name: string; parentId: string },
) => addTreeNode(ctx.db, ctx.caller, ctx.services.clock.now(), locationTree, input);

/** Renames a location; its place in the tree stays. */
export const renameLocation = (
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: { id: string; name: string },
) => renameTreeNode(ctx.db, ctx.caller, ctx.services.clock.now(), locationTree, input);

/** Deletes a location that nothing uses; the country root is never deleted. */
export const removeLocation = (ctx: ServiceContext<'db' | 'caller'>, input: { id: string }) =>
  deleteTreeNode(ctx.db, ctx.caller, locationTree, input);
