import { and, count, inArray, sql } from 'drizzle-orm';
import { filtersUsed } from '../../domain/audit-filters';
import { ageInYears, todayInIndia } from '../../domain/dates';
import { formatDate } from '../../domain/format-date';
import type { MemberFilters } from '../../domain/functions/directory';
import { say } from '../../domain/messages';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { familyMembers, registerPeople } from '../db/schema';
import { type Cursor, readAllPages } from '../lib/paginate';
import { spreadsheetCsv } from '../lib/spreadsheet-csv';
import { scopeOf } from '../policy/scope';
import type { ServiceContext } from '../protocol/context';
import { type DirectorySides, readDirectoryPage } from './directory-page';
import { memberCountQuery, membersWhere } from './member-queries';
import { summaryOf } from './member-summary';
import { registerCountQuery, registerWhere } from './register-queries';

/** The most members one export holds; a larger list is narrowed by its filters first. */
export const EXPORT_MAX_MEMBERS = 50_000;
const BATCH = 5000;

export const MEMBER_CSV_COLUMNS = [
  'Unique ID',
  'Name',
  'Gender',
  'DOB',
  'Age',
  'Mobile',
  'Address',
  'Masjid',
  'Category',
  'Details',
  'Family Members',
  // A household of the masjid's register, by its head (decision 0014): 'Yes', else blank.
  'From the register',
] as const;

type Query = { locationId: string | null; filters: MemberFilters };

/** How many family members each of `memberIds` has, in one query. */
async function familyCounts(db: Db, memberIds: string[]): Promise<Map<string, number>> {
  if (!memberIds.length) return new Map();
  const rows = await db
    .select({ userId: familyMembers.userId, n: count() })
    .from(familyMembers)
    .where(inArray(familyMembers.userId, memberIds))
    .groupBy(familyMembers.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/** How many others each of `householdIds` holds beside its head, in one query. */
async function householdCounts(db: Db, householdIds: string[]): Promise<Map<string, number>> {
  if (!householdIds.length) return new Map();
  const rows = await db
    .select({ householdId: registerPeople.householdId, n: count() })
    .from(registerPeople)
    .where(and(inArray(registerPeople.householdId, householdIds), sql`not ${registerPeople.isHead}`))
    .groupBy(registerPeople.householdId);
  return new Map(rows.map((r) => [r.householdId, r.n]));
}

/** One batch of the export: a directory page of BATCH rows after the cursor, with their family counts. */
async function readBatch(db: Db, sides: DirectorySides, filters: MemberFilters, after: Cursor | null) {
  const rows = await readDirectoryPage(db, sides, filters, after, BATCH);
  const [families, households] = await Promise.all([
    familyCounts(
      db,
      rows.flatMap((r) => (r.member ? [r.id] : [])),
    ),
    householdCounts(
      db,
      rows.flatMap((r) => (r.head ? [r.head.householdId] : [])),
    ),
  ]);
  return rows.map((r) => ({
    ...r,
    family: r.head ? (households.get(r.head.householdId) ?? 0) : (families.get(r.id) ?? 0),
  }));
}

async function readRows(
  db: Db,
  sides: DirectorySides,
  filters: MemberFilters,
  today: Date,
): Promise<string[][]> {
  const rows = await readAllPages(
    (after) => readBatch(db, sides, filters, after),
    BATCH,
    (r) => ({ after: r.sortName, id: r.id }),
  );
  return rows.map(({ member, head, family }) => {
    const r = member ?? { ...head!, uniqueId: '', category: null, details: null };
    return [
      r.uniqueId,
      r.name ?? '',
      r.gender ?? '',
      // Day first, as the screens show it ('15 Aug 1992'): a spreadsheet cannot read it as month first.
      formatDate(r.dob),
      r.dob ? String(ageInYears(r.dob, today) ?? '') : '',
      r.mobile ? `+91${r.mobile}` : '',
      r.address ?? '',
      r.mosqueName ?? '',
      r.category ?? '',
      r.details ? Object.values(summaryOf(r.details)).join(', ') : '',
      String(family),
      head ? 'Yes' : '',
    ];
  });
}

/**
 * The filtered directory as CSV (admins only), in the directory's order, with a byte order mark so that
 * spreadsheets read Hindi and Urdu names. Each export is in the audit trail: who, in which place, which
 * filters were used (never their values: a name searched for is personal data), how many rows, and none of the
 * personal data itself.
 */
export async function exportMembers(ctx: ServiceContext<'db' | 'caller' | 'services'>, query: Query) {
  const { db, caller } = ctx;
  const now = ctx.services.clock.now();
  const today = todayInIndia(now);
  const scope = scopeOf(caller);
  const sides = {
    members: await membersWhere(db, scope, query, today),
    register: await registerWhere(db, caller, query, today),
  };
  // Counted only as far as the limit: a national list is refused without reading a million rows.
  const [[members], [heads]] = await Promise.all([
    memberCountQuery(db, sides.members, EXPORT_MAX_MEMBERS),
    sides.register ? registerCountQuery(db, sides.register.where, EXPORT_MAX_MEMBERS) : [{ n: 0 }],
  ]);
  if (members!.n + heads!.n > EXPORT_MAX_MEMBERS) {
    return {
      pass: false,
      ...say('membersExportTooLarge', { max: EXPORT_MAX_MEMBERS }),
      fileName: '',
      csv: '',
      rows: 0,
    };
  }
  const rows = await readRows(db, sides, query.filters, new Date(`${today}T12:00:00Z`));
  const csv = spreadsheetCsv(MEMBER_CSV_COLUMNS, rows);
  await recordAudit(db, caller, 'members.export', { type: 'member', id: null }, null, {
    locationId: query.locationId,
    filtersUsed: filtersUsed(query.filters),
    rows: rows.length,
  });
  return {
    pass: true,
    ...say('membersExported', { count: rows.length }),
    fileName: `members-${today}.csv`,
    csv,
    rows: rows.length,
  };
}
