import { count, inArray, type SQL } from 'drizzle-orm';
import { filtersUsed } from '../../domain/audit-filters';
import { ageInYears, todayInIndia } from '../../domain/dates';
import { formatDate } from '../../domain/format-date';
import type { MemberFilters } from '../../domain/functions/directory';
import { say } from '../../domain/messages';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { familyMembers } from '../db/schema';
import { type Cursor, readAllPages } from '../lib/paginate';
import { spreadsheetCsv } from '../lib/spreadsheet-csv';
import { scopeOf } from '../policy/scope';
import type { ServiceContext } from '../protocol/context';
import { memberCountQuery, memberPageQuery, memberSortKey, membersWhere } from './member-queries';
import { summaryOf } from './member-summary';

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

/** One batch of the export: a directory page of BATCH members after the cursor, with their family counts. */
async function readBatch(db: Db, where: SQL | undefined, sortKey: SQL<string>, after: Cursor | null) {
  const members = await memberPageQuery(db, where, sortKey, after, BATCH);
  const families = await familyCounts(
    db,
    members.map((m) => m.id),
  );
  return members.map((m) => ({ ...m, family: families.get(m.id) ?? 0 }));
}

async function readRows(
  db: Db,
  where: SQL | undefined,
  sortKey: SQL<string>,
  today: Date,
): Promise<string[][]> {
  const members = await readAllPages(
    (after) => readBatch(db, where, sortKey, after),
    BATCH,
    (r) => ({ after: r.sortName, id: r.id }),
  );
  return members.map((r) => [
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
    Object.values(summaryOf(r.details)).join(', '),
    String(r.family),
  ]);
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
  const where = await membersWhere(db, scopeOf(caller), query, today);
  // Counted only as far as the limit: a national list is refused without reading a million rows.
  const [held] = await memberCountQuery(db, where, EXPORT_MAX_MEMBERS);
  if (held!.n > EXPORT_MAX_MEMBERS) {
    return {
      pass: false,
      ...say('membersExportTooLarge', { max: EXPORT_MAX_MEMBERS }),
      fileName: '',
      csv: '',
      rows: 0,
    };
  }
  const rows = await readRows(db, where, memberSortKey(query.filters), new Date(`${today}T12:00:00Z`));
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
