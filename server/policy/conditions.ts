import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { locationWithin } from './location-tree';
import type { Scope } from './scope';

/**
 * Query conditions built from a Scope. A staff read puts one of these in its WHERE clause, so the scope is
 * part of the query itself and cannot be forgotten by a later filter. They are EXISTS lookups on the closure
 * table's index, never a walk of the tree.
 */

const everything = sql`true`;
const nothing = sql`false`;

/** The masjid in `mosqueIdColumn` is inside the scope. */
export function mosqueInScope(scope: Scope, mosqueIdColumn: AnyPgColumn | SQL): SQL {
  switch (scope.kind) {
    case 'everything':
      return everything;
    case 'nothing':
      return nothing;
    case 'mosque':
      return eq(mosqueIdColumn as AnyPgColumn, scope.mosqueId);
    case 'area':
      // The subquery's own table names, so they are never confused with the outer query's mosques.
      return sql`exists (select 1 from mosques scope_mosque
        join location_ancestors scope_link on scope_link.location_id = scope_mosque.location_id
        where scope_mosque.id = ${mosqueIdColumn} and scope_link.ancestor_id = ${scope.locationId})`;
  }
}

/** The location in `locationIdColumn` is inside the scope (a Mosque scope holds no location of its own). */
export function locationInScope(scope: Scope, locationIdColumn: AnyPgColumn | SQL): SQL {
  switch (scope.kind) {
    case 'everything':
      return everything;
    case 'area':
      return locationWithin(locationIdColumn, scope.locationId);
    case 'mosque':
    case 'nothing':
      return nothing;
  }
}
