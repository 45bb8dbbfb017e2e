import { count, desc, eq, sql } from 'drizzle-orm';
import { dobRangeForAge, todayInIndia } from '../../domain/dates';
import { AGE_BANDS, type MembersOverview } from '../../domain/functions/members-directory';
import { mosques, users } from '../db/schema';
import { scopeOf } from '../policy/scope';
import type { ServiceContext } from '../protocol/context';
import { membersWhere } from './member-queries';

/** The first year of each member's age band, from dates of birth (null without one): one CASE, by index range. */
function ageBandOf(today: string) {
  // Band N starts on the last date of birth of someone aged exactly N today.
  const starts = AGE_BANDS.slice(1).map((from) => ({
    from,
    latestDob: dobRangeForAge(from, today).onOrBefore,
  }));
  const cases = starts
    .reverse()
    .map(({ from, latestDob }) => sql`when ${users.dob} <= ${latestDob} then ${from}`);
  return sql<number | null>`case when ${users.dob} is null then null ${sql.join(cases, sql` `)} else 0 end`;
}

/**
 * The directory's overview for the caller's scope: three grouped counts over the same conditions as the list,
 * so a volunteer's charts show only their own area's members.
 */
export async function membersOverview(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  query: { locationId: string | null },
): Promise<MembersOverview> {
  const { db } = ctx;
  const scope = scopeOf(ctx.caller);
  const now = ctx.services.clock.now();
  const today = todayInIndia(now);
  const where = await membersWhere(db, scope, { locationId: query.locationId, filters: {} }, today);
  // The masjids are counted by id first and only the top ten named: grouping every member by masjid and name
  // joined all the masjids in (1.6 s at a million members; 0.6 s this way, bench/members-directory.ts). A tie at
  // the tenth place goes to the lower masjid id: the same answer every time, though not by name or age.
  const counted = db
    .select({ mosqueId: users.mosqueId, count: sql<number>`count(*)::int`.as('count') })
    .from(users)
    .where(where)
    .groupBy(users.mosqueId)
    .orderBy(desc(sql`count`), users.mosqueId)
    .limit(10)
    .as('counted');
  const band = ageBandOf(today);
  // Side by side: on PostgreSQL each reading has its own connection.
  const [byMosque, byCategory, ages] = await Promise.all([
    db
      .select({ name: mosques.name, count: counted.count })
      .from(counted)
      .leftJoin(mosques, eq(mosques.id, counted.mosqueId))
      .orderBy(desc(counted.count), mosques.name),
    db
      .select({ category: users.category, count: count() })
      .from(users)
      .where(where)
      .groupBy(users.category)
      .orderBy(desc(count())),
    db
      .select({ from: band, gender: users.gender, count: count() })
      .from(users)
      .where(where)
      // By position: the band's CASE carries parameters, and a repeated expression would not match its select.
      .groupBy(sql`1, 2`),
  ]);
  const byAge = [...AGE_BANDS, null].map((from) => {
    const of = (gender: string | null) =>
      ages.filter((a) => a.from === from && a.gender === gender).reduce((n, a) => n + a.count, 0);
    return { from, male: of('male'), female: of('female'), other: of(null) };
  });
  const total = byCategory.reduce((n, c) => n + c.count, 0);
  return { total, byMosque, byCategory, byAge: byAge.filter((b) => b.male + b.female + b.other > 0) };
}
