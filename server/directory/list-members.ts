import { inArray, type SQL } from 'drizzle-orm';
import { ageInYears, todayInIndia } from '../../domain/dates';
import { MEMBER_COUNT_CAP, type MemberCard } from '../../domain/functions/directory';
import { say } from '../../domain/messages';
import type { Db } from '../db/client';
import { familyMembers } from '../db/schema';
import { type Cursor, decodeCursor, toPage } from '../lib/paginate';
import { scopeOf } from '../policy/scope';
import type { ServiceContext } from '../protocol/context';
import {
  isNameSearch,
  type MemberQuery,
  memberCountQuery,
  memberPageQuery,
  memberSortKey,
  membersWhere,
  searchFirstPage,
} from './member-queries';
import { cardSummaryOf } from './member-summary';

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

/** A page of members in the directory's order, with the total on the first page (up to the cap, plus one). */
async function readPageAndTotal(db: Db, where: SQL | undefined, query: MemberQuery, cursor: Cursor | null) {
  const sortKey = memberSortKey(query.filters);
  if (cursor)
    return { rows: await memberPageQuery(db, where, sortKey, cursor, query.limit), counted: undefined };
  if (isNameSearch(query.filters)) {
    const found = await searchFirstPage(db, where, sortKey, query.limit);
    return { rows: found.rows, counted: found.total };
  }
  // The page and the total side by side: on PostgreSQL they run on two connections.
  const [rows, [counted]] = await Promise.all([
    memberPageQuery(db, where, sortKey, null, query.limit),
    memberCountQuery(db, where),
  ]);
  return { rows, counted: counted!.n };
}

/**
 * A page of the members directory (/admin/members, getMembers), by name: the caller's scope,
 * narrowed to locationId when one is given, and the filters, all in the query. The total is counted on the
 * first page only.
 */
export async function listMembers(ctx: ServiceContext<'db' | 'caller' | 'services'>, query: MemberQuery) {
  const { db } = ctx;
  const scope = scopeOf(ctx.caller);
  const now = ctx.services.clock.now();
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
