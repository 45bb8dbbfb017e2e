import { and, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import { dobRangeForAge } from '../../domain/dates';
import { AGE_BANDS, type MembersOverview } from '../../domain/functions/directory';
import type { Db } from '../db/client';
import { memberCounts, memberCountsDay, mosqueMemberCounts, mosques, NO_PLACE, users } from '../db/schema';
import { inScopePlace, type PlaceColumns, type ScopePlace } from '../policy/member-scope';
import { ageBandOf, byAgeOf } from './overview-full-count';

/**
 * The overview from the counts the database keeps as members change (migration 0019), for everyone, a state,
 * a district or a city: a few hundred rows instead of every member of the area.
 */

/** The levels member_counts keeps rows for, by depth; a deeper place (a locality, a masjid) is counted live. */
export const KEPT_LEVELS = ['country', 'state', 'district', 'city'] as const;
export type KeptLevel = (typeof KEPT_LEVELS)[number];

const COUNT_COLUMNS: PlaceColumns = {
  state: memberCounts.stateId,
  district: memberCounts.districtId,
  city: memberCounts.cityId,
};
const MOSQUE_COUNT_COLUMNS: PlaceColumns = {
  state: mosqueMemberCounts.stateId,
  district: mosqueMemberCounts.districtId,
  city: mosqueMemberCounts.cityId,
  locality: mosqueMemberCounts.localityId,
  mosque: mosqueMemberCounts.mosqueId,
};

/** The rows of one level: a level's own rows have NO_PLACE in the column of the level below it. */
function levelRows(level: KeptLevel): SQL | undefined {
  if (level === 'country') return eq(memberCounts.stateId, NO_PLACE);
  if (level === 'state') return eq(memberCounts.districtId, NO_PLACE);
  if (level === 'district') return eq(memberCounts.cityId, NO_PLACE);
  return undefined;
}

/**
 * The members who changed band between the counts' day and today: the kept bands are as of the day the nightly
 * job last moved them to (member_counts_move_to), and today may be later (before the job's round after
 * midnight) or, on a clock behind the job's, earlier. A few hundred members a day at a million, found by the
 * date-of-birth index within the same conditions as the list.
 */
async function bandMoves(tx: Db, members: SQL | undefined, countedOn: string, today: string) {
  if (countedOn === today) return [];
  const windows = AGE_BANDS.slice(1).map((from) => {
    const [a, b] = [
      dobRangeForAge(from, countedOn).onOrBefore,
      dobRangeForAge(from, today).onOrBefore,
    ].sort();
    return sql`(${users.dob} > ${a} and ${users.dob} <= ${b})`;
  });
  return tx
    .select({
      was: ageBandOf(countedOn),
      now: ageBandOf(today),
      gender: users.gender,
      count: sql<number>`count(*)::int`,
    })
    .from(users)
    .where(and(members, or(...windows)))
    .groupBy(sql`1, 2, 3`);
}

/**
 * The overview of the members within every one of `places` (the caller's scope and the place asked for),
 * read at `level`, the deepest of them, from the kept counts. `members` is the same selection as a condition on
 * users, for the band moves. Run in one snapshot (withSnapshot), so the counts and their day agree.
 */
export async function keptOverview(
  tx: Db,
  places: ScopePlace[],
  level: KeptLevel,
  members: SQL | undefined,
  today: string,
): Promise<MembersOverview> {
  const rows = and(...places.map((p) => inScopePlace(p, COUNT_COLUMNS)), levelRows(level));
  const summed = sql<number>`sum(${memberCounts.members})::int`;
  const top = tx
    .select({ mosqueId: mosqueMemberCounts.mosqueId, count: mosqueMemberCounts.members })
    .from(mosqueMemberCounts)
    .where(
      and(...places.map((p) => inScopePlace(p, MOSQUE_COUNT_COLUMNS)), gt(mosqueMemberCounts.members, 0)),
    )
    .orderBy(desc(mosqueMemberCounts.members), mosqueMemberCounts.mosqueId)
    .limit(10)
    .as('top');
  const byMosque = await tx
    .select({ name: mosques.name, count: top.count })
    .from(top)
    .leftJoin(mosques, eq(mosques.id, top.mosqueId))
    .orderBy(desc(top.count), mosques.name);
  const categories = await tx
    .select({ category: memberCounts.category, count: summed })
    .from(memberCounts)
    .where(rows)
    .groupBy(memberCounts.category)
    .having(sql`sum(${memberCounts.members}) > 0`)
    .orderBy(desc(summed));
  const kept = await tx
    .select({ band: memberCounts.ageBand, gender: memberCounts.gender, count: summed })
    .from(memberCounts)
    .where(rows)
    .groupBy(memberCounts.ageBand, memberCounts.gender);
  const [day] = await tx.select({ countedOn: memberCountsDay.countedOn }).from(memberCountsDay);
  const moves = await bandMoves(tx, members, day!.countedOn, today);
  const ages = [
    ...kept.map((k) => ({ from: k.band < 0 ? null : k.band, gender: k.gender || null, count: k.count })),
    ...moves.flatMap((m) => [
      { from: m.was, gender: m.gender, count: -m.count },
      { from: m.now, gender: m.gender, count: m.count },
    ]),
  ];
  const byCategory = categories.map((c) => ({ category: c.category || null, count: c.count }));
  const total = byCategory.reduce((n, c) => n + c.count, 0);
  return { total, byMosque, byCategory, byAge: byAgeOf(ages) };
}
