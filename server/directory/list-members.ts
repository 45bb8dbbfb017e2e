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
import { directoryMember, familyMembers, mosques, users } from '../db/schema';
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
    conditions.push(eq(users.subCategory, String(filters.subCategory)));
  }
  if (filters.level !== undefined) {
    conditions.push(eq(users.educationLevel, String(filters.level)));
  }
  return conditions;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
const id = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);

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

/**
 * The card's summary: the chosen ids beside the stored names, so that the screen names each value in the
 * reader's language (the CSV keeps `summaryOf`'s names alone).
 */
function cardSummaryOf(details: Record<string, unknown> | null): DetailSummary {
  const ids = {
    education: id(details?.education),
    educationLevel: id(details?.educationLevel),
    workType: id(details?.workType),
    reason: id(details?.reason),
  };
  const chosen = Object.fromEntries(Object.entries(ids).filter(([, v]) => v !== undefined));
  return { ...chosen, ...summaryOf(details) };
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
    // Members who accepted the privacy notice, and no one else: an account abandoned before it (or declined) is
    // never listed, exported or counted (issue 22). Literals, not parameters: the directory's indexes are
    // partial on exactly this (schema.ts), and a plan made for any role could not use them.
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

/** A search by a part of the name long enough for trigrams (three letters). */
const isNameSearch = (filters: MemberFilters) => filters.name !== undefined && [...filters.name].length >= 3;

/** What a card shows of a member, as the page queries read it. */
const cardColumns = {
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
};

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
    .select({ ...cardColumns, sortName: page.sortName })
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

/**
 * A name search's first page and its total from one reading of the matches: up to one more than the cap, then
 * the page from them. A search reads every candidate name (by trigram, or along an area's index), and a page
 * and a count apart would read them twice. When more than the cap match, a page from some of them would not be
 * the first: null, and the caller reads the page the usual way.
 */
async function searchFirstPage(db: Db, where: SQL | undefined, sortKey: SQL<string>, limit: number) {
  const matches = db.$with('matches').as(
    db
      .select({ id: users.id, sortName: sql<string>`${sortKey}`.as('sort_name') })
      .from(users)
      .where(where)
      .limit(MEMBER_COUNT_CAP + 1),
  );
  const page = db
    .select({ id: matches.id, sortName: matches.sortName })
    .from(matches)
    .orderBy(matches.sortName, asc(matches.id))
    .limit(fetchSize(limit))
    .as('page');
  const rows = await db
    .with(matches)
    .select({
      ...cardColumns,
      sortName: page.sortName,
      total: sql<number>`(select count(*)::int from ${matches})`,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .leftJoin(mosques, eq(mosques.id, users.mosqueId))
    .orderBy(page.sortName, asc(page.id));
  const total = rows[0]?.total ?? 0;
  return total > MEMBER_COUNT_CAP ? null : { rows: rows.map(({ total: _, ...r }) => r), total };
}

/** A page of members in the directory's order, with the total on the first page (up to the cap, plus one). */
async function readPageAndTotal(db: Db, where: SQL | undefined, query: MemberQuery, cursor: Cursor | null) {
  const sortKey = memberSortKey(query.filters);
  if (cursor)
    return { rows: await memberPageQuery(db, where, sortKey, cursor, query.limit), counted: undefined };
  if (isNameSearch(query.filters)) {
    const found = await searchFirstPage(db, where, sortKey, query.limit);
    if (found) return { rows: found.rows, counted: found.total };
    return {
      rows: await memberPageQuery(db, where, sortKey, null, query.limit),
      counted: MEMBER_COUNT_CAP + 1,
    };
  }
  // The page and the total side by side: on PostgreSQL they run on two connections.
  const [rows, [counted]] = await Promise.all([
    memberPageQuery(db, where, sortKey, null, query.limit),
    memberCountQuery(db, where),
  ]);
  return { rows, counted: counted!.n };
}

/**
 * A page of the members directory (/admin/members, getUsers), by name: the caller's scope,
 * narrowed to locationId when one is given, and the filters, all in the query. The total is counted on the
 * first page only.
 */
export async function listMembers(db: Db, scope: Scope, now: Date, query: MemberQuery) {
  const today = todayInIndia(now);
  const todayDate = new Date(`${today}T12:00:00Z`);
  const where = await membersWhere(db, scope, query, today);
  const cursor = decodeCursor(query.cursor);
  const { rows, counted } = await readPageAndTotal(db, where, query, cursor);
  const page = toPage(
    rows,
    query.limit,
    (r) => ({ after: r.sortName, id: r.id }),
    (r) => r,
  );
  const families = await familiesOf(
    db,
    page.items.map((r) => r.id),
    todayDate,
  );
  const members: MemberCard[] = page.items.map(({ details, sortName: _, ...r }) => {
    const family = families.get(r.id) ?? [];
    return {
      ...r,
      age: r.dob ? ageInYears(r.dob, todayDate) : null,
      summary: cardSummaryOf(details),
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
