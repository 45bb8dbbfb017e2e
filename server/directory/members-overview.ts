import { todayInIndia } from '../../domain/dates';
import type { MembersOverview } from '../../domain/functions/directory';
import { withSnapshot } from '../db/transaction';
import { findMemberPlace, type ScopePlace, scopePlace } from '../policy/member-scope';
import { scopeOf } from '../policy/scope';
import type { ServiceContext } from '../protocol/context';
import { membersWhere } from './member-queries';
import { countOverview } from './overview-full-count';
import { KEPT_LEVELS, type KeptLevel, keptOverview } from './overview-kept';

const DEPTH = ['country', 'state', 'district', 'city', 'locality', 'mosque'] as const;

/** How deep a place lies: everywhere is the country; a masjid is below its locality. */
function levelOf(place: ScopePlace): (typeof DEPTH)[number] | null {
  if (place.kind === 'nowhere') return null;
  if (place.kind === 'everywhere') return 'country';
  return place.kind === 'mosque' ? 'mosque' : place.type;
}

/** The level the members within all of `places` are read at: the deepest; null when one is nowhere. */
function deepestLevel(places: ScopePlace[]) {
  const levels = places.map(levelOf);
  if (levels.includes(null)) return null;
  return DEPTH[Math.max(...levels.map((l) => DEPTH.indexOf(l!)))]!;
}

const isKept = (level: (typeof DEPTH)[number]): level is KeptLevel =>
  (KEPT_LEVELS as readonly string[]).includes(level);

/**
 * The directory's overview for the caller's scope (and the place asked for, never wider): by masjid (top ten),
 * by category, by age band and gender, with the same members as the list, so a volunteer's charts show only
 * their own area's members. Everyone, a state, a district and a city are read from the counts the database
 * keeps (migration 0019: 1.1 s for a million members counted, a few milliseconds kept); a locality or a masjid,
 * with few members, is counted.
 */
export async function membersOverview(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  query: { locationId: string | null },
): Promise<MembersOverview> {
  const { db } = ctx;
  const scope = scopeOf(ctx.caller);
  const today = todayInIndia(ctx.services.clock.now());
  const places = [
    await scopePlace(db, scope),
    query.locationId ? await findMemberPlace(db, query.locationId) : ({ kind: 'everywhere' } as const),
  ];
  const where = await membersWhere(db, scope, { locationId: query.locationId, filters: {} }, today);
  const level = deepestLevel(places);
  return withSnapshot(db, (tx) =>
    level && isKept(level) ? keptOverview(tx, places, level, where, today) : countOverview(tx, where, today),
  );
}
