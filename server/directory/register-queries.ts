import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { ageInYears, dobRangeForAge } from '../../domain/dates';
import { MEMBER_COUNT_CAP, type MemberCard, type MemberFilters } from '../../domain/functions/directory';
import { mobileSearchDigits } from '../../domain/member-search';
import type { Db } from '../db/client';
import { mosques, registerPeople } from '../db/schema';
import { containing } from '../lib/like-pattern';
import { afterCursor, type Cursor, fetchSize } from '../lib/paginate';
import { findMemberPlace, registerIn, registerInScope } from '../policy/member-scope';
import type { SessionUser } from '../protocol/caller';
import { isNameSearch, type MemberQuery } from './member-queries';

/**
 * The register's side of the members directory (docs/decisions/0014-masjid-register.md): each household of a
 * masjid's register listed by its head, beside the members and in the same order, for admins and that masjid's
 * own staff only. Its keyset is the members' (sort name, id), read from its own indexes (migrations 0025, 0027).
 */

const headSortName = sql<string>`coalesce(${registerPeople.name}, '')`;

/**
 * The filters as conditions on the head, as membersWhere's are on a member: a name's part or a mobile number's
 * end, the gender, the age. null when a filter asks for what a register person has not (a category, a
 * subCategory, a level): the register then adds no one.
 */
function registerFilterConditions(filters: MemberFilters, today: string): SQL[] | null {
  if (filters.category || filters.subCategory !== undefined || filters.level !== undefined) return null;
  const conditions: SQL[] = [];
  const mobileEnd = filters.name ? mobileSearchDigits(filters.name) : null;
  if (mobileEnd) {
    const reversed = [...mobileEnd].reverse().join('');
    conditions.push(sql`reverse(${registerPeople.mobile}::text) like ${`${reversed}%`}`);
  } else if (filters.name) conditions.push(ilike(registerPeople.name, containing(filters.name)));
  if (filters.gender) conditions.push(eq(registerPeople.gender, filters.gender));
  if (filters.age !== undefined) {
    const { after, onOrBefore } = dobRangeForAge(filters.age, today);
    conditions.push(sql`${registerPeople.dob} > ${after} and ${registerPeople.dob} <= ${onOrBefore}`);
  }
  return conditions;
}

/** Which heads the directory reads (`where`), and in which order (`sortKey`: see registerWhere). */
export type RegisterSide = { where: SQL; sortKey: SQL<string> };

/**
 * The heads of register households the caller may see (registerInScope: never an Area volunteer's), in the
 * place asked for, matching the filters; null when none can match, so the register is not read at all.
 * `is_head` is written literally: the head indexes are partial on it.
 *
 * The sort key is the members' (memberSortKey) on the head's name: the same text, the same order. Where the
 * matches are few among many heads (a name or a mobile number, an age, a district, city or locality asked for)
 * it is not the indexed expression, so that the planner finds them by their own index and sorts them: walking
 * the name index in order read all 200,000 heads of a national register for an age that none of them has
 * (610 ms), and 23,000 of them for a district (173 ms, bench/README.md "The register beside the members").
 */
export async function registerWhere(
  db: Db,
  caller: SessionUser,
  query: Pick<MemberQuery, 'locationId' | 'filters'>,
  today: string,
): Promise<RegisterSide | null> {
  const inScope = registerInScope(caller);
  const filters = registerFilterConditions(query.filters, today);
  if (!inScope || !filters) return null;
  const place = query.locationId ? await findMemberPlace(db, query.locationId) : null;
  const sparsePlace = place?.kind === 'area' && ['district', 'city', 'locality'].includes(place.type);
  const sparse = isNameSearch(query.filters) || query.filters.age !== undefined || sparsePlace;
  return {
    where: and(sql`${registerPeople.isHead}`, inScope, place ? registerIn(place) : undefined, ...filters)!,
    sortKey: sparse ? sql<string>`(${headSortName} || '')` : headSortName,
  };
}

/** The register's keyset page of heads: ids and sort names only, from the head name indexes. */
export function registerPageIdsQuery(
  db: Db,
  where: SQL,
  sortKey: SQL<string>,
  cursor: Cursor | null,
  limit: number,
) {
  return db
    .select({ id: registerPeople.id, sortName: sql<string>`${sortKey}`.as('sort_name') })
    .from(registerPeople)
    .where(and(where, afterCursor(sortKey, registerPeople.id, cursor)))
    .orderBy(sortKey, asc(registerPeople.id))
    .limit(fetchSize(limit))
    .$dynamic();
}

/** Every head matching `where`, with their sort name: a name search's matches, unordered. */
export function registerMatchesQuery(db: Db, where: SQL, sortKey: SQL<string>) {
  return db
    .select({ id: registerPeople.id, sortName: sql<string>`${sortKey}`.as('sort_name') })
    .from(registerPeople)
    .where(where);
}

/** How many heads match `where`, counted up to one more than `cap`. */
export function registerCountQuery(db: Db, where: SQL, cap: number = MEMBER_COUNT_CAP) {
  const matching = db
    .select({ one: sql`1` })
    .from(registerPeople)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  return db.select({ n: count() }).from(matching).$dynamic();
}

/** What a card shows of the register's heads, by id. */
export function registerCardsQuery(db: Db, ids: string[]) {
  return db
    .select({
      id: registerPeople.id,
      householdId: registerPeople.householdId,
      name: registerPeople.name,
      dob: registerPeople.dob,
      dobApproximate: registerPeople.dobApproximate,
      gender: registerPeople.gender,
      address: registerPeople.address,
      mobile: registerPeople.mobile,
      mosqueName: mosques.name,
    })
    .from(registerPeople)
    .leftJoin(mosques, eq(mosques.id, registerPeople.mosqueId))
    .where(inArray(registerPeople.id, ids));
}
export type RegisterCardRow = Awaited<ReturnType<typeof registerCardsQuery>>[number];

/** The families of a page of heads: each household's other people, in the file's order, in one query. */
export async function registerFamiliesOf(db: Db, householdIds: string[], today: Date) {
  const rows = householdIds.length
    ? await db
        .select({
          householdId: registerPeople.householdId,
          name: registerPeople.name,
          relation: registerPeople.relation,
          dob: registerPeople.dob,
          dobApproximate: registerPeople.dobApproximate,
        })
        .from(registerPeople)
        .where(and(inArray(registerPeople.householdId, householdIds), sql`not ${registerPeople.isHead}`))
        .orderBy(registerPeople.rowNumber, registerPeople.id)
    : [];
  const families = new Map<string, MemberCard['family']['members']>();
  for (const r of rows) {
    const list = families.get(r.householdId) ?? [];
    list.push({
      name: r.name,
      relation: r.relation,
      age: r.dob ? ageInYears(r.dob, today) : null,
      ...(r.dobApproximate && r.dob ? { ageApproximate: true } : {}),
      category: null,
    });
    families.set(r.householdId, list);
  }
  return families;
}

/** A head as the directory's card shows it: marked "From the register", with no category or details. */
export function registerCard(
  row: RegisterCardRow,
  family: MemberCard['family']['members'],
  today: Date,
): MemberCard {
  return {
    id: row.id,
    uniqueId: '',
    name: row.name,
    dob: row.dob,
    age: row.dob ? ageInYears(row.dob, today) : null,
    ...(row.dobApproximate && row.dob ? { ageApproximate: true } : {}),
    gender: row.gender,
    address: row.address,
    mobile: row.mobile,
    mosqueName: row.mosqueName,
    category: null,
    summary: {},
    family: { count: family.length, members: family },
    fromRegister: true,
  };
}
