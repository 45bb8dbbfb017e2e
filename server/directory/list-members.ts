import { inArray } from 'drizzle-orm';
import { ageInYears, todayInIndia } from '../../domain/dates';
import { MEMBER_COUNT_CAP, type MemberCard } from '../../domain/functions/directory';
import { say } from '../../domain/messages';
import type { Db } from '../db/client';
import { familyMembers } from '../db/schema';
import { decodeCursor, toPage } from '../lib/paginate';
import { scopeOf } from '../policy/scope';
import type { ServiceContext } from '../protocol/context';
import { readDirectoryPageAndTotal } from './directory-page';
import { type MemberCardRow, type MemberQuery, membersWhere } from './member-queries';
import { cardSummaryOf } from './member-summary';
import { registerCard, registerFamiliesOf, registerWhere } from './register-queries';

/** The families of a page of members, in one query. */
async function familiesOf(db: Db, memberIds: string[], today: Date) {
  const rows = memberIds.length
    ? await db
        .select({
          userId: familyMembers.userId,
          name: familyMembers.name,
          relation: familyMembers.relation,
          dob: familyMembers.dob,
          dobApproximate: familyMembers.dobApproximate,
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
    list.push({
      name: r.name,
      relation: r.relation,
      age,
      ...(r.dobApproximate && age !== null ? { ageApproximate: true } : {}),
      category: r.category,
    });
    families.set(r.userId, list);
  }
  return families;
}

/** A member as the directory's card shows them. */
function memberCard(
  { details, dobApproximate, ...r }: MemberCardRow,
  family: MemberCard['family']['members'],
  today: Date,
): MemberCard {
  const age = r.dob ? ageInYears(r.dob, today) : null;
  return {
    ...r,
    age,
    ...(dobApproximate && age !== null ? { ageApproximate: true } : {}),
    summary: cardSummaryOf(details),
    family: { count: family.length, members: family },
  };
}

/**
 * A page of the members directory (/admin/members, getMembers), by name: the caller's scope,
 * narrowed to locationId when one is given, and the filters, all in the query; with the masjids' register
 * households by their heads where the caller may see them (admins, a masjid's own staff: decision 0014), in the
 * same order under one cursor. The total, of both, is counted on the first page only.
 */
export async function listMembers(ctx: ServiceContext<'db' | 'caller' | 'services'>, query: MemberQuery) {
  const { db } = ctx;
  const scope = scopeOf(ctx.caller);
  const now = ctx.services.clock.now();
  const today = todayInIndia(now);
  const todayDate = new Date(`${today}T12:00:00Z`);
  const sides = {
    members: await membersWhere(db, scope, query, today),
    register: await registerWhere(db, ctx.caller, query, today),
  };
  const cursor = decodeCursor(query.cursor);
  const { rows, counted } = await readDirectoryPageAndTotal(db, sides, query.filters, cursor, query.limit);
  const page = toPage(
    rows,
    query.limit,
    (r) => ({ after: r.sortName, id: r.id }),
    (r) => r,
  );
  const [families, households] = await Promise.all([
    familiesOf(
      db,
      page.items.flatMap((r) => (r.member ? [r.id] : [])),
      todayDate,
    ),
    registerFamiliesOf(
      db,
      page.items.flatMap((r) => (r.head ? [r.head.householdId] : [])),
      todayDate,
    ),
  ]);
  const members: MemberCard[] = page.items.map(({ member, head }) =>
    head
      ? registerCard(head, households.get(head.householdId) ?? [], todayDate)
      : memberCard(member, families.get(member.id) ?? [], todayDate),
  );
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
