import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { filtersUsed } from '../../domain/audit-filters';
import { ageInYears, formatDate, todayInIndia } from '../../domain/dates';
import type { MemberFilters } from '../../domain/functions/members-directory';
import { say } from '../../domain/messages';
import { recordAudit } from '../audit/record-audit';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { familyMembers, mosques, users } from '../db/schema';
import { afterCursor } from '../lib/paginate';
import { spreadsheetCsv } from '../lib/spreadsheet-csv';
import { scopeOf } from '../policy/scope';
import { memberCountQuery, memberSortKey, membersWhere, summaryOf } from './list-members';

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

type Cursor = { after: string; id: string };

/** One batch of the export, in the directory's order after the cursor. */
function readBatch(db: Db, where: SQL | undefined, sortKey: SQL<string>, after: Cursor | null) {
  return db
    .select({
      id: users.id,
      uniqueId: users.uniqueId,
      name: users.name,
      gender: users.gender,
      dob: users.dob,
      mobile: users.mobile,
      address: users.address,
      masjid: mosques.name,
      category: users.category,
      details: users.details,
      family: sql<number>`(select count(*)::int from ${familyMembers} where ${familyMembers.userId} = ${users.id})`,
      sortName: sortKey,
    })
    .from(users)
    .leftJoin(mosques, eq(mosques.id, users.mosqueId))
    .where(and(where, afterCursor(sortKey, users.id, after)))
    .orderBy(sortKey, asc(users.id))
    .limit(BATCH);
}

async function readRows(
  db: Db,
  where: SQL | undefined,
  sortKey: SQL<string>,
  today: Date,
): Promise<string[][]> {
  const rows: string[][] = [];
  let after: Cursor | null = null;
  for (;;) {
    const batch = await readBatch(db, where, sortKey, after);
    for (const r of batch) {
      rows.push([
        r.uniqueId,
        r.name ?? '',
        r.gender ?? '',
        // Day first, as the screens show it ('15 Aug 1992'): a spreadsheet cannot read it as month first.
        formatDate(r.dob),
        r.dob ? String(ageInYears(r.dob, today) ?? '') : '',
        r.mobile ? `+91${r.mobile}` : '',
        r.address ?? '',
        r.masjid ?? '',
        r.category ?? '',
        Object.values(summaryOf(r.details)).join(', '),
        String(r.family),
      ]);
    }
    const last = batch[batch.length - 1];
    if (batch.length < BATCH || !last) return rows;
    after = { after: last.sortName, id: last.id };
  }
}

/**
 * The filtered directory as CSV (admins only), in the directory's order, with a byte order mark so that
 * spreadsheets read Hindi and Urdu names. Each export is in the audit trail: who, in which place, which
 * filters were used (never their values: a name searched for is personal data), how many rows, and none of the
 * personal data itself.
 */
export async function exportMembers(db: Db, caller: SessionUser, now: Date, query: Query) {
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
