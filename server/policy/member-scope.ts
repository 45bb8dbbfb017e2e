import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LocationType } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import type { Db } from '../db/client';
import { locations, mosques, registerPeople, users } from '../db/schema';
import { invalidFields } from '../protocol/app-error';
import type { SessionUser } from '../protocol/caller';
import { maySeeRegister } from './checks';
import { type Scope, scopeOf } from './scope';

/**
 * Where a directory read looks: members of an area (by the area columns each member carries, migration
 * 0006) or of one masjid. The caller's scope is one such place, and the locationId asked for another; a
 * member must be in both, so asking never widens what the scope allows.
 */
export type MemberPlace = { kind: 'area'; id: string; type: LocationType } | { kind: 'mosque'; id: string };

/**
 * The columns a table keeps a member's places in: the members themselves (users' area columns), or a table of
 * counts kept per place. A table without a level's column cannot answer for a place of that level.
 */
export type PlaceColumns = { [Type in Exclude<LocationType, 'country'>]?: AnyPgColumn } & {
  mosque?: AnyPgColumn;
};

const MEMBER_COLUMNS: PlaceColumns = {
  state: users.stateId,
  district: users.districtId,
  city: users.cityId,
  locality: users.localityId,
  mosque: users.mosqueId,
};

function columnFor(columns: PlaceColumns, level: Exclude<LocationType, 'country'> | 'mosque'): AnyPgColumn {
  const column = columns[level];
  if (!column) throw new Error(`These counts are not kept per ${level}`);
  return column;
}

/** Condition: the member (or the counted row) belongs to the place. */
export function memberIn(place: MemberPlace, columns: PlaceColumns = MEMBER_COLUMNS): SQL {
  if (place.kind === 'mosque') return eq(columnFor(columns, 'mosque'), place.id);
  return place.type === 'country' ? sql`true` : eq(columnFor(columns, place.type), place.id);
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

/** Where a scope lets its caller read: everywhere (an admin), one place, or nowhere. */
export type ScopePlace = MemberPlace | { kind: 'everywhere' } | { kind: 'nowhere' };

/**
 * The place of the caller's scope (server/policy/scope.ts), from the session alone. An Area whose location is
 * gone leaves the volunteer nothing to read.
 */
export async function scopePlace(db: Db, scope: Scope): Promise<ScopePlace> {
  switch (scope.kind) {
    case 'everything':
      return { kind: 'everywhere' };
    case 'nothing':
      return { kind: 'nowhere' };
    case 'mosque':
      return { kind: 'mosque', id: scope.mosqueId };
    case 'area':
      return (await locationPlace(db, scope.locationId)) ?? { kind: 'nowhere' };
  }
}

/** Condition: within the scope's place, over a table's place columns. */
export function inScopePlace(place: ScopePlace, columns: PlaceColumns = MEMBER_COLUMNS): SQL {
  if (place.kind === 'everywhere') return sql`true`;
  if (place.kind === 'nowhere') return sql`false`;
  return memberIn(place, columns);
}

/**
 * Condition: the member is within the caller's scope (server/policy/scope.ts), from the session alone. An
 * Area whose location is gone leaves the volunteer nothing to read.
 */
export async function memberInScope(db: Db, scope: Scope): Promise<SQL> {
  return inScopePlace(await scopePlace(db, scope));
}

/**
 * Condition: a register person (docs/decisions/0014-masjid-register.md) the caller may see, as maySeeRegister
 * decides: every masjid's for an admin, that one masjid's for its own staff, in the query as memberInScope is.
 * null when the caller sees no register at all: an Area volunteer's wider view never holds one, even of a masjid
 * within it.
 */
export function registerInScope(caller: SessionUser): SQL | null {
  const scope = scopeOf(caller);
  if (scope.kind === 'everything') return sql`true`;
  if (scope.kind === 'mosque' && maySeeRegister(caller, scope.mosqueId)) {
    return eq(registerPeople.mosqueId, scope.mosqueId);
  }
  return null;
}

/** The masjids' own columns of each area level (decision 0004): a register person is where their masjid is. */
const MOSQUE_AREA_COLUMNS = {
  state: mosques.stateId,
  district: mosques.districtId,
  city: mosques.cityId,
  locality: mosques.locationId,
} as const;

/**
 * Condition: the register person's masjid is in the place asked for. The register keeps no area columns of its
 * own: a place is the masjids whose area column names it, each found by its masjid's index.
 */
export function registerIn(place: MemberPlace): SQL {
  if (place.kind === 'mosque') return eq(registerPeople.mosqueId, place.id);
  if (place.type === 'country') return sql`true`;
  const column = MOSQUE_AREA_COLUMNS[place.type];
  return sql`${registerPeople.mosqueId} in (select ${mosques.id} from ${mosques} where ${column} = ${place.id})`;
}
