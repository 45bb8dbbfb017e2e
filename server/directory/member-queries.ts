import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { dobRangeForAge } from '../../domain/dates';
import { MEMBER_COUNT_CAP, type MemberFilters } from '../../domain/functions/directory';
import { mobileSearchDigits } from '../../domain/member-search';
import type { Db } from '../db/client';
import { directoryMember, mosques, users } from '../db/schema';
import { containing } from '../lib/like-pattern';
import { afterCursor, type Cursor, fetchSize } from '../lib/paginate';
import { findMemberPlace, memberIn, memberInScope } from '../policy/member-scope';
import type { Scope } from '../policy/scope';

/**
 * The query shapes of the members directory, shared by its page, its overview and its export: which members
 * (the caller's scope, the place asked for and the filters), in which order, a page, a count, and a name
 * search's first page with its total.
 */

export type MemberQuery = {
  locationId: string | null;
  filters: MemberFilters;
  cursor: string | null;
  limit: number;
};

const sortName = sql<string>`coalesce(${users.name}, '')`;

/**
 * The filters as query conditions; the age is a range of dates of birth, read by index. A name of 4 to 10
 * digits is the end of a mobile number (or all of it), found by the reversed number's index (schema.ts).
 */
function filterConditions(filters: MemberFilters, today: string): SQL[] {
  const conditions: SQL[] = [];
  const mobileEnd = filters.name ? mobileSearchDigits(filters.name) : null;
  if (mobileEnd) {
    const reversed = [...mobileEnd].reverse().join('');
    conditions.push(sql`reverse(${users.mobile}::text) like ${`${reversed}%`}`);
  } else if (filters.name) conditions.push(ilike(users.name, containing(filters.name)));
  if (filters.gender) conditions.push(eq(users.gender, filters.gender));
  if (filters.age !== undefined) {
    const { after, onOrBefore } = dobRangeForAge(filters.age, today);
    conditions.push(sql`${users.dob} > ${after} and ${users.dob} <= ${onOrBefore}`);
  }
  if (filters.category) conditions.push(eq(users.category, filters.category));
  if (filters.category && filters.subCategory !== undefined) {
    conditions.push(eq(users.subCategory, String(filters.subCategory)));
  }
  if (filters.level !== undefined) {
    conditions.push(eq(users.educationLevel, String(filters.level)));
  }
  return conditions;
}

/** Condition: a member the caller may see, in the place asked for, matching the filters. */
export async function membersWhere(
  db: Db,
  scope: Scope,
  query: Pick<MemberQuery, 'locationId' | 'filters'>,
  today: string,
): Promise<SQL | undefined> {
  return and(
    // Members who accepted the privacy notice and gave their name, and no one else: an account abandoned before
    // either (or that declined) is never listed, exported or counted. Literals, not parameters: the directory's
    // indexes are partial on exactly this (schema.ts), and a plan made for any role could not use them.
    directoryMember(users),
    // A member who withdrew their consent to be listed is in nobody's directory, export or overview.
    eq(users.listedInDirectory, true),
    await memberInScope(db, scope),
    query.locationId ? memberIn(await findMemberPlace(db, query.locationId)) : undefined,
    ...filterConditions(query.filters, today),
  );
}

/**
 * The order of the directory and of its export: by name, then id. With a name search of three letters or more
 * the key is the same text but not the indexed expression, so that the planner finds the matches by trigram
 * (migration 0007) and sorts them. Walking the name index in order and filtering would read every name
 * before the first match, and the matches of one first name sit together in that order: "farhan" took 780
 * ms that way at a million members, 60 to 110 ms by trigram (bench/README.md, "Members directory").
 */
export function memberSortKey(filters: MemberFilters): SQL<string> {
  return isNameSearch(filters) ? sql<string>`(${sortName} || '')` : sortName;
}

/**
 * A search by a part of the name long enough for trigrams (three letters), or by a mobile number's end: either
 * way the matches are found by their own index and sorted, never by walking the names in order.
 */
export const isNameSearch = (filters: MemberFilters) =>
  filters.name !== undefined && [...filters.name].length >= 3;

/** What a card shows of a member, as the page queries read it. */
const cardColumns = {
  id: users.id,
  uniqueId: users.uniqueId,
  name: users.name,
  dob: users.dob,
  dobApproximate: users.dobApproximate,
  gender: users.gender,
  address: users.address,
  mobile: users.mobile,
  mosqueName: mosques.name,
  category: users.category,
  details: users.details,
};

/**
 * The ids of a page of members matching `where`, in the directory's order (`sortKey`, id), after the cursor:
 * chosen by the filters alone, so that the name indexes answer them without the table (a deferred join,
 * schema.ts).
 */
export function memberPageIdsQuery(
  db: Db,
  where: SQL | undefined,
  sortKey: SQL<string>,
  cursor: Cursor | null,
  limit: number,
) {
  return db
    .select({ id: users.id, sortName: sql<string>`${sortKey}`.as('sort_name') })
    .from(users)
    .where(and(where, afterCursor(sortKey, users.id, cursor)))
    .orderBy(sortKey, asc(users.id))
    .limit(fetchSize(limit));
}

/**
 * A page of members matching `where`, in the directory's order (`sortKey`, id), after the cursor. The page's
 * ids are chosen first (memberPageIdsQuery); only the page's rows are then read whole.
 */
export function memberPageQuery(
  db: Db,
  where: SQL | undefined,
  sortKey: SQL<string>,
  cursor: Cursor | null,
  limit: number,
) {
  const page = memberPageIdsQuery(db, where, sortKey, cursor, limit).as('page');
  return db
    .select({ ...cardColumns, sortName: page.sortName })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .leftJoin(mosques, eq(mosques.id, users.mosqueId))
    .orderBy(page.sortName, asc(page.id))
    .$dynamic();
}
export type MemberCardRow = Omit<Awaited<ReturnType<typeof memberPageQuery>>[number], 'sortName'>;

/** What a card shows of the members of `ids` (a page chosen beside the register's), by id. */
export function memberCardsQuery(db: Db, ids: string[]) {
  return db
    .select(cardColumns)
    .from(users)
    .leftJoin(mosques, eq(mosques.id, users.mosqueId))
    .where(inArray(users.id, ids));
}

/** How many members match `where`, counted up to one more than `cap`. */
export function memberCountQuery(db: Db, where: SQL | undefined, cap: number = MEMBER_COUNT_CAP) {
  const matching = db
    .select({ one: sql`1` })
    .from(users)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  return db.select({ n: count() }).from(matching).$dynamic();
}

/** Every member matching `where`, with their sort name: a name search's matches, unordered. */
export function memberMatchesQuery(db: Db, where: SQL | undefined, sortKey: SQL<string>) {
  return db
    .select({ id: users.id, sortName: sql<string>`${sortKey}`.as('sort_name') })
    .from(users)
    .where(where);
}

/**
 * A name search's first page and its total from one reading of the matches. A search reads every candidate
 * name (by trigram, or along an area's index) and its page sorts every match, so a page and a count apart read
 * them twice: "farhan" in Uttar Pradesh (1,033 matches) read them three times, when more than the cap matched
 * and this gave up for a page and a count of their own (21 ms at p95, bench/members-directory.ts). The matches
 * are read once (the CTE is used twice, so PostgreSQL keeps it), the page is their first rows in order, and the
 * total counts them up to one more than the cap.
 */
export function searchFirstPageQuery(db: Db, where: SQL | undefined, sortKey: SQL<string>, limit: number) {
  const matches = db.$with('matches').as(memberMatchesQuery(db, where, sortKey));
  const page = db
    .select({ id: matches.id, sortName: matches.sortName })
    .from(matches)
    .orderBy(matches.sortName, asc(matches.id))
    .limit(fetchSize(limit))
    .as('page');
  return db
    .with(matches)
    .select({
      ...cardColumns,
      sortName: page.sortName,
      total: sql<number>`(select count(*)::int from (select 1 from ${matches} limit ${MEMBER_COUNT_CAP + 1}) capped)`,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .leftJoin(mosques, eq(mosques.id, users.mosqueId))
    .orderBy(page.sortName, asc(page.id))
    .$dynamic();
}

export async function searchFirstPage(db: Db, where: SQL | undefined, sortKey: SQL<string>, limit: number) {
  const rows = await searchFirstPageQuery(db, where, sortKey, limit);
  return { rows: rows.map(({ total: _, ...r }) => r), total: rows[0]?.total ?? 0 };
}
