import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LocationType } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import type { Db } from '../db/client';
import { locations, mosques, users } from '../db/schema';
import { invalidFields } from '../protocol/app-error';
import type { Scope } from './scope';

/**
 * Where a directory read looks: members of an area (by the area columns each member carries, migration
 * 0006) or of one masjid. The caller's scope is one such place, and the locationId asked for another; a
 * member must be in both, so asking never widens what the scope allows.
 */
export type MemberPlace = { kind: 'area'; id: string; type: LocationType } | { kind: 'mosque'; id: string };

const AREA_COLUMN: Record<LocationType, AnyPgColumn | null> = {
  country: null,
  state: users.stateId,
  district: users.districtId,
  city: users.cityId,
  locality: users.localityId,
};

/** Condition: the member belongs to the place. */
export function memberIn(place: MemberPlace): SQL {
  if (place.kind === 'mosque') return eq(users.mosqueId, place.id);
  const column = AREA_COLUMN[place.type];
  return column ? eq(column, place.id) : sql`true`;
}

async function locationPlace(db: Db, id: string): Promise<MemberPlace | null> {
  const [row] = await db.select({ type: locations.type }).from(locations).where(eq(locations.id, id));
  return row ? { kind: 'area', id, type: row.type } : null;
}

/** A locationId from the input: a location or a masjid; anything else is bad input. */
export async function findMemberPlace(db: Db, id: string): Promise<MemberPlace> {
  const area = await locationPlace(db, id);
  if (area) return area;
  const [masjid] = await db.select({ id: mosques.id }).from(mosques).where(eq(mosques.id, id));
  if (masjid) return { kind: 'mosque', id };
  throw invalidFields([{ path: 'locationId', message: MSG.locationUnknown }]);
}

/**
 * Condition: the member is within the caller's scope (server/policy/scope.ts), from the session alone. An
 * Area whose location is gone leaves the volunteer nothing to read.
 */
export async function memberInScope(db: Db, scope: Scope): Promise<SQL> {
  switch (scope.kind) {
    case 'everything':
      return sql`true`;
    case 'nothing':
      return sql`false`;
    case 'mosque':
      return memberIn({ kind: 'mosque', id: scope.mosqueId });
    case 'area': {
      const area = await locationPlace(db, scope.locationId);
      return area ? memberIn(area) : sql`false`;
    }
  }
}
