import { type SQL, sql } from 'drizzle-orm';
import { MEMBER_COUNT_CAP, type MemberFilters } from '../../domain/functions/directory';
import type { Db } from '../db/client';
import { type Cursor, fetchSize } from '../lib/paginate';
import {
  isNameSearch,
  type MemberCardRow,
  memberCardsQuery,
  memberCountQuery,
  memberMatchesQuery,
  memberPageIdsQuery,
  memberPageQuery,
  memberSortKey,
  searchFirstPage,
} from './member-queries';
import {
  type RegisterCardRow,
  type RegisterSide,
  registerCardsQuery,
  registerCountQuery,
  registerMatchesQuery,
  registerPageIdsQuery,
} from './register-queries';

/**
 * Where the directory reads (docs/decisions/0014-masjid-register.md): the members matching `members`, and the
 * register's heads of household matching `register`, null when the caller may see no register (an Area
 * volunteer) or a filter leaves it no one (a category). Without the register a page is read exactly as before.
 */
export type DirectorySides = { members: SQL | undefined; register: RegisterSide | null };
type BothSides = { members: SQL | undefined; register: RegisterSide };

/** A row of the page: a member's or a register head's card row, with its place in the keyset. */
export type DirectoryRow = { id: string; sortName: string } & (
  | { member: MemberCardRow; head?: undefined }
  | { head: RegisterCardRow; member?: undefined }
);

type PageId = { id: string; sort_name: string; from_register: boolean; total?: number };

/**
 * One keyset, (sort name, id), across both sources: each side reads its own keyset page after the cursor from
 * its own index, the two are put together, ordered and cut to one page; the page's rows are read whole after,
 * each side's by id.
 */
export function mergedPageQuery(
  db: Db,
  sides: BothSides,
  filters: MemberFilters,
  cursor: Cursor | null,
  limit: number,
): SQL {
  const members = memberPageIdsQuery(db, sides.members, memberSortKey(filters), cursor, limit);
  const register = registerPageIdsQuery(db, sides.register.where, sides.register.sortKey, cursor, limit);
  return sql`select id, sort_name, from_register from (
    (select id, sort_name, false as from_register from (${members}) m)
    union all
    (select id, sort_name, true as from_register from (${register}) r)
  ) page order by sort_name, id limit ${fetchSize(limit)}`;
}

/**
 * A name search's first page and its total from one reading of each side's matches, as searchFirstPage reads
 * the members' (each CTE is used twice, so PostgreSQL keeps it): the page is the first rows of both in order,
 * the total each side's count up to one more than the cap, added.
 */
export function mergedSearchFirstPageQuery(
  db: Db,
  sides: BothSides,
  filters: MemberFilters,
  limit: number,
): SQL {
  const members = memberMatchesQuery(db, sides.members, memberSortKey(filters));
  const register = registerMatchesQuery(db, sides.register.where, sides.register.sortKey);
  const cap = MEMBER_COUNT_CAP + 1;
  const size = fetchSize(limit);
  return sql`with matches as (${members}), register_matches as (${register})
  select id, sort_name, from_register,
    (select count(*)::int from (select 1 from matches limit ${cap}) a)
      + (select count(*)::int from (select 1 from register_matches limit ${cap}) b) as total
  from (
    (select id, sort_name, false as from_register from matches order by sort_name, id limit ${size})
    union all
    (select id, sort_name, true as from_register from register_matches order by sort_name, id limit ${size})
  ) page order by sort_name, id limit ${size}`;
}

const rowsOf = async (db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: PageId[] }).rows;

/** The page's rows whole, each side's by id, in the page's order. */
async function cardRowsOf(db: Db, page: PageId[]): Promise<DirectoryRow[]> {
  const memberIds = page.filter((r) => !r.from_register).map((r) => r.id);
  const headIds = page.filter((r) => r.from_register).map((r) => r.id);
  const [members, heads] = await Promise.all([
    memberIds.length ? memberCardsQuery(db, memberIds) : [],
    headIds.length ? registerCardsQuery(db, headIds) : [],
  ]);
  const memberById = new Map(members.map((m) => [m.id, m]));
  const headById = new Map(heads.map((h) => [h.id, h]));
  const rows: DirectoryRow[] = [];
  for (const { id, sort_name: sortName, from_register } of page) {
    // A row removed between the two reads is left out, as a later page would leave it.
    const member = from_register ? undefined : memberById.get(id);
    const head = from_register ? headById.get(id) : undefined;
    if (member) rows.push({ id, sortName, member });
    else if (head) rows.push({ id, sortName, head });
  }
  return rows;
}

const membersOnly = (rows: (MemberCardRow & { sortName: string })[]): DirectoryRow[] =>
  rows.map(({ sortName, ...member }) => ({ id: member.id, sortName, member }));

/** A page after the cursor (fetchSize(limit) rows), without a total. */
export async function readDirectoryPage(
  db: Db,
  sides: DirectorySides,
  filters: MemberFilters,
  cursor: Cursor | null,
  limit: number,
): Promise<DirectoryRow[]> {
  const { register } = sides;
  if (!register)
    return membersOnly(await memberPageQuery(db, sides.members, memberSortKey(filters), cursor, limit));
  return cardRowsOf(
    db,
    await rowsOf(db, mergedPageQuery(db, { ...sides, register }, filters, cursor, limit)),
  );
}

/**
 * The first page with the total of both sides (each counted up to one more than the cap), or a later page
 * without one.
 */
export async function readDirectoryPageAndTotal(
  db: Db,
  sides: DirectorySides,
  filters: MemberFilters,
  cursor: Cursor | null,
  limit: number,
): Promise<{ rows: DirectoryRow[]; counted: number | undefined }> {
  if (cursor) return { rows: await readDirectoryPage(db, sides, filters, cursor, limit), counted: undefined };
  const { register } = sides;
  if (isNameSearch(filters)) {
    if (!register) {
      const found = await searchFirstPage(db, sides.members, memberSortKey(filters), limit);
      return { rows: membersOnly(found.rows), counted: found.total };
    }
    const page = await rowsOf(db, mergedSearchFirstPageQuery(db, { ...sides, register }, filters, limit));
    return { rows: await cardRowsOf(db, page), counted: page[0]?.total ?? 0 };
  }
  // The page and the totals side by side: on PostgreSQL they run on connections of their own.
  const [rows, [members], [heads]] = await Promise.all([
    readDirectoryPage(db, sides, filters, null, limit),
    memberCountQuery(db, sides.members),
    register ? registerCountQuery(db, register.where) : [{ n: 0 }],
  ]);
  return { rows, counted: members!.n + heads!.n };
}
