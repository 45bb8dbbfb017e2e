import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { ageInYears, dobRangeForAge, todayInIndia } from '../../domain/dates';
import {
  type DetailSummary,
  MEMBER_COUNT_CAP,
  type MemberCard,
  type MemberFilters,
} from '../../domain/functions/members-directory';

import { say } from '../../domain/messages';
import type { Db } from '../db/client';
import { memberEducationLevel, memberSubCategory } from '../db/member-expressions';
import { familyMembers, mosques, users } from '../db/schema';
import { containing } from '../lib/like-pattern';
import { afterCursor, type Cursor, decodeCursor, fetchSize, toPage } from '../lib/paginate';
import type { Scope } from '../policy/scope';
import { findMemberPlace, memberIn, memberInScope } from './member-scope';

export type MemberQuery = {
  locationId: string | null;
  filters: MemberFilters;
  cursor: string | null;
  limit: number;
};

const sortName = sql<string>`coalesce(${users.name}, '')`;

/** The filters as query conditions; the age is a range of dates of birth, read by index. */
function filterConditions(filters: MemberFilters, today: string): SQL[] {
  const conditions: SQL[] = [];
  if (filters.name) conditions.push(ilike(users.name, containing(filters.name)));
  if (filters.gender) conditions.push(eq(users.gender, filters.gender));
  if (filters.age !== undefined) {
    const { after, onOrBefore } = dobRangeForAge(filters.age, today);
    conditions.push(sql`${users.dob} > ${after} and ${users.dob} <= ${onOrBefore}`);
  }
  if (filters.category) conditions.push(eq(users.category, filters.category));
  if (filters.category && filters.subCategory !== undefined) {
    conditions.push(
      sql`${memberSubCategory(users.category, users.details)} = ${String(filters.subCategory)}`,
    );
  }
  if (filters.level !== undefined) {
    conditions.push(sql`${memberEducationLevel(users.details)} = ${String(filters.level)}`);
  }
  return conditions;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

/** What the card shows of the details: the stored names and a few texts, nothing else (a page stays small). */
export function summaryOf(details: Record<string, unknown> | null): DetailSummary {
  if (!details) return {};
  const summary: DetailSummary = {
    educationName: text(details.educationName),
    educationLevelName: text(details.educationLevelName),
    institution: text(details.institution),
    workTypeName: text(details.workTypeName),
    position: text(details.position),
    company: text(details.desc1),
    reasonName: text(details.reasonName),
  };
  return Object.fromEntries(Object.entries(summary).filter(([, v]) => v !== undefined));
}

/** The families of a page of members, in one query. */
async function familiesOf(db: Db, memberIds: string[], today: Date) {
  const rows = memberIds.length
    ? await db
        .select({
          userId: familyMembers.userId,
          name: familyMembers.name,
          relation: familyMembers.relation,
          dob: familyMembers.dob,
          category: familyMembers.category,
        })
        .from(familyMembers)
        .where(inArray(familyMembers.userId, memberIds))
        .orderBy(familyMembers.createdAt, familyMembers.id)
    : [];
  const families = new Map<string, MemberCard['family']['members']>();
  for (const r of rows) {
    const age = r.dob ? ageInYears(r.dob, today) : null;
    const list = families.get(r.userId) ?? [];
    list.push({ name: r.name, relation: r.relation, age, category: r.category });
    families.set(r.userId, list);
  }
  return families;
}

/** Condition: a member the caller may see, in the place asked for, matching the filters. */
export async function membersWhere(
  db: Db,
  scope: Scope,
  query: Pick<MemberQuery, 'locationId' | 'filters'>,
  today: string,
): Promise<SQL | undefined> {
  return and(
    // A literal, not a parameter: the directory's indexes are partial on it (schema.ts), and a plan made for
    // any role could not use them.
    sql`${users.role} = 'user'`,
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
  return filters.name && [...filters.name].length >= 3 ? sql<string>`(${sortName} || '')` : sortName;
}

/**
 * A page of members matching `where`, in the directory's order (`sortKey`, id), after the cursor. The page's
 * ids are chosen first, by the filters alone, so that the name indexes answer them without the table (a deferred
 * join, schema.ts); only the page's rows are then read whole.
 */
export function memberPageQuery(
  db: Db,
  where: SQL | undefined,
  sortKey: SQL<string>,
  cursor: Cursor | null,
  limit: number,
) {
  const page = db
    .select({ id: users.id, sortName: sql<string>`${sortKey}`.as('sort_name') })
    .from(users)
    .where(and(where, afterCursor(sortKey, users.id, cursor)))
    .orderBy(sortKey, asc(users.id))
    .limit(fetchSize(limit))
    .as('page');
  return db
    .select({
      id: users.id,
      uniqueId: users.uniqueId,
      name: users.name,
      dob: users.dob,
      gender: users.gender,
      address: users.address,
      mobile: users.mobile,
      mosqueName: mosques.name,
      category: users.category,
      details: users.details,
      sortName: page.sortName,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .leftJoin(mosques, eq(mosques.id, users.mosqueId))
    .orderBy(page.sortName, asc(page.id))
    .$dynamic();
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

/** A page of members in the directory's order, and the families of the members on it. */
async function readPage(
  db: Db,
  where: SQL | undefined,
  query: MemberQuery,
  cursor: Cursor | null,
  today: Date,
) {
  const rows = await memberPageQuery(db, where, memberSortKey(query.filters), cursor, query.limit);
  const page = toPage(
    rows,
    query.limit,
    (r) => ({ after: r.sortName, id: r.id }),
    (r) => r,
  );
  const families = await familiesOf(
    db,
    page.items.map((r) => r.id),
    today,
  );
  return { page, families };
}

/**
 * A page of the members directory (spec §2 "Admin members list", §7 getUsers), by name: the caller's scope,
 * narrowed to locationId when one is given, and the filters, all in the query. The total is counted on the
 * first page only.
 */
export async function listMembers(db: Db, scope: Scope, now: Date, query: MemberQuery) {
  const today = todayInIndia(now);
  const todayDate = new Date(`${today}T12:00:00Z`);
  const where = await membersWhere(db, scope, query, today);
  const cursor = decodeCursor(query.cursor);
  // The page with its families, and the total, side by side: on PostgreSQL they run on two connections.
  const [{ page, families }, counted] = await Promise.all([
    readPage(db, where, query, cursor, todayDate),
    cursor ? undefined : memberCountQuery(db, where).then(([row]) => row!.n),
  ]);
  const members: MemberCard[] = page.items.map(({ details, sortName: _, ...r }) => {
    const family = families.get(r.id) ?? [];
    return {
      ...r,
      age: r.dob ? ageInYears(r.dob, todayDate) : null,
      summary: summaryOf(details),
      family: { count: family.length, members: family },
    };
  });
  const totalCapped = counted !== undefined && counted > MEMBER_COUNT_CAP;
  const total = totalCapped ? MEMBER_COUNT_CAP : counted;
  return {
    pass: true,
    ...say(totalCapped ? 'membersFoundOver' : 'membersFound', { count: total ?? members.length }),
    users: members,
    nextCursor: page.nextCursor,
    ...(total === undefined ? {} : { total, totalCapped }),
  };
}
