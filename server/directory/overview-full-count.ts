import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { dobRangeForAge } from '../../domain/dates';
import { AGE_BANDS, type MembersOverview } from '../../domain/functions/directory';
import type { Db } from '../db/client';
import { mosques, NO_PLACE, users } from '../db/schema';

/** The first year of each member's age band on `day`, from dates of birth (null without one): one CASE. */
export function ageBandOf(day: string) {
  // Band N starts on the last date of birth of someone aged exactly N that day.
  const starts = AGE_BANDS.slice(1).map((from) => ({
    from,
    latestDob: dobRangeForAge(from, day).onOrBefore,
  }));
  const cases = starts
    .reverse()
    .map(({ from, latestDob }) => sql`when ${users.dob} <= ${latestDob} then ${from}`);
  return sql<number | null>`case when ${users.dob} is null then null ${sql.join(cases, sql` `)} else 0 end`;
}

/** Members by band and gender, the bands with members only, in AGE_BANDS order and the unknown band last. */
export function byAgeOf(rows: { from: number | null; gender: string | null; count: number }[]) {
  const byAge = [...AGE_BANDS, null].map((from) => {
    const of = (gender: string | null) =>
      rows.filter((a) => a.from === from && a.gender === gender).reduce((n, a) => n + a.count, 0);
    return { from, male: of('male'), female: of('female'), other: of(null) };
  });
  return byAge.filter((b) => b.male + b.female + b.other > 0);
}

/**
 * The overview by counting every member `where` selects: three grouped counts over the same conditions as the
 * list. What a locality or a masjid is read by (few members), and what the kept counts must always equal.
 */
export async function countOverview(db: Db, where: SQL | undefined, today: string): Promise<MembersOverview> {
  // The masjids are counted by id first and only the top ten named: grouping every member by masjid and name
  // joined all the masjids in. A tie at the tenth place goes to the lower masjid id, members without a masjid
  // (NO_PLACE) first: the same answer every time, and the kept counts' order (mosque_member_counts).
  const mosqueKey = sql<string>`coalesce(${users.mosqueId}, ${NO_PLACE}::uuid)`;
  const counted = db
    .select({ mosqueId: mosqueKey.as('mosque_key'), count: sql<number>`count(*)::int`.as('count') })
    .from(users)
    .where(where)
    .groupBy(sql`1`)
    .orderBy(desc(sql`count`), sql`1`)
    .limit(10)
    .as('counted');
  const band = ageBandOf(today);
  // Side by side: on PostgreSQL each reading has its own connection (one after the other in a snapshot).
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
  const total = byCategory.reduce((n, c) => n + c.count, 0);
  return { total, byMosque, byCategory, byAge: byAgeOf(ages) };
}
