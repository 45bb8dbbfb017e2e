import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { financialYearDays } from '../../domain/treasury/financial-year';
import { indiaMonthOf } from '../../domain/treasury/india-date';
import { rupeesDecimal } from '../../domain/treasury/money';
import type { Db } from '../db/client';
import { mosqueTreasuries, receipts, treasuryExpenses, treasuryFunds } from '../db/schema';
import { readAllPages } from '../lib/paginate';
import { spreadsheetCsv } from '../lib/spreadsheet-csv';
import { maySeeFullPan } from '../policy/checks';
import type { SessionUser } from '../protocol/caller';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { monthText } from './closed-months';
import { fundsOf } from './funds';
import { arrearsOf, FORM_10BD, form10BDRows, treasuryReport } from './reports';
import { maskedPan, treasuryMosque } from './treasury-access';

type Ctx = ServiceContext<'db' | 'caller' | 'config' | 'services'>;
type Report = ParsedInput<'exportTreasury'>['report'];
type Sheet = { columns: readonly string[]; rows: string[][] };

/** A date as India writes it, day first: 2026-12-03 is 03/12/2026; a spreadsheet cannot read it month first. */
export const dayFirst = (isoDate: string) =>
  `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
/** Rupees with two decimals and no grouping, so that a spreadsheet sums the column: 50100 paise is 501.00. */
const rupees = rupeesDecimal;
const BATCH = 5000;

async function collectionsSheet(ctx: Ctx, mosqueId: string, financialYear: string): Promise<Sheet> {
  const report = await treasuryReport(ctx, { mosqueId, financialYear });
  const names = new Map(report.funds.map((f) => [f.fundId, f.name]));
  const cell = (list: typeof report.collections, month: string, fundId: string) =>
    list.find((r) => r.month === month && r.fundId === fundId);
  const rows: string[][] = [];
  for (const month of report.months)
    for (const fund of report.funds) {
      const got = cell(report.collections, month, fund.fundId);
      const gone = cell(report.cancelled, month, fund.fundId);
      const spent = cell(report.expenses, month, fund.fundId);
      if (!got && !gone && !spent) continue;
      rows.push([
        monthText(month),
        names.get(fund.fundId) ?? '',
        String(got?.count ?? 0),
        rupees(got?.totalPaise ?? 0),
        String(gone?.count ?? 0),
        rupees(gone?.totalPaise ?? 0),
        String(spent?.count ?? 0),
        rupees(spent?.totalPaise ?? 0),
      ]);
    }
  return {
    columns: [
      'Month',
      'Fund',
      'Receipts',
      'Collected (Rs)',
      'Cancelled receipts',
      'Cancelled (Rs)',
      'Expenses',
      'Spent (Rs)',
    ],
    rows,
  };
}

async function balancesSheet(db: Db, mosqueId: string): Promise<Sheet> {
  const funds = await fundsOf(db, mosqueId);
  return {
    columns: ['Fund', 'Balance (Rs)', 'Closed'],
    rows: funds.map((f) => [f.name, rupees(f.balancePaise), f.closed ? 'Yes' : 'No']),
  };
}

async function arrearsSheet(db: Db, mosqueId: string, thisMonth: string): Promise<Sheet> {
  const rows: string[][] = [];
  let cursor: string | null = null;
  do {
    const page = await arrearsOf(db, mosqueId, thisMonth, cursor, 100);
    for (const r of page.items)
      rows.push([
        r.uniqueId,
        r.name ?? '',
        r.mobileEnd ? `…${r.mobileEnd}` : '',
        String(r.dueMonths.length),
        r.dueMonths.map(monthText).join(' '),
        rupees(r.duePaise),
        r.lastPaidMonth ? monthText(r.lastPaidMonth) : '',
      ]);
    cursor = page.nextCursor;
  } while (cursor);
  return {
    columns: ['Unique ID', 'Name', 'Mobile', 'Months due', 'Months', 'Due (Rs)', 'Last paid'],
    rows,
  };
}

async function receiptsSheet(db: Db, mosqueId: string, financialYear: string): Promise<Sheet> {
  const { from, to } = financialYearDays(financialYear);
  const all = await readAllPages(
    (after) =>
      db
        .select({
          id: receipts.id,
          number: receipts.number,
          receiptNumber: receipts.receiptNumber,
          issuedOn: receipts.issuedOn,
          donorName: receipts.donorName,
          fundName: receipts.fundName,
          mode: receipts.mode,
          amountPaise: receipts.amountPaise,
          cancelledAt: receipts.cancelledAt,
          cancelReason: receipts.cancelReason,
        })
        .from(receipts)
        .where(
          and(
            eq(receipts.mosqueId, mosqueId),
            eq(receipts.financialYear, financialYear),
            between(receipts.issuedOn, from, to),
            after ? sql`${receipts.number} > ${after.after}` : undefined,
          ),
        )
        .orderBy(asc(receipts.number))
        .limit(BATCH + 1),
    BATCH,
    (r) => ({ after: r.number, id: r.id }),
  );
  return {
    columns: ['Receipt number', 'Date', 'Donor', 'Fund', 'Mode', 'Amount (Rs)', 'Cancelled', 'Reason'],
    rows: all.map((r) => [
      r.receiptNumber,
      dayFirst(r.issuedOn),
      r.donorName,
      r.fundName,
      r.mode,
      rupees(r.amountPaise),
      r.cancelledAt ? 'Yes' : 'No',
      r.cancelReason ?? '',
    ]),
  };
}

async function expensesSheet(db: Db, mosqueId: string, financialYear: string): Promise<Sheet> {
  const { from, to } = financialYearDays(financialYear);
  const rows = await db
    .select({
      spentOn: treasuryExpenses.spentOn,
      fundName: treasuryFunds.name,
      payee: treasuryExpenses.payee,
      purpose: treasuryExpenses.purpose,
      billNumber: treasuryExpenses.billNumber,
      amountPaise: treasuryExpenses.amountPaise,
    })
    .from(treasuryExpenses)
    .innerJoin(treasuryFunds, eq(treasuryFunds.id, treasuryExpenses.fundId))
    .where(and(eq(treasuryExpenses.mosqueId, mosqueId), between(treasuryExpenses.spentOn, from, to)))
    .orderBy(asc(treasuryExpenses.spentOn), asc(treasuryExpenses.createdAt));
  return {
    columns: ['Date', 'Fund', 'Payee', 'Purpose', 'Bill number', 'Amount (Rs)'],
    rows: rows.map((r) => [
      dayFirst(r.spentOn),
      r.fundName,
      r.payee,
      r.purpose,
      r.billNumber ?? '',
      rupees(r.amountPaise),
    ]),
  };
}

/**
 * Form 10BD's Part B in the e-filing portal's CSV columns. The Unique Registration Number is the masjid's 80G
 * registration each receipt was issued under; the pre-acknowledgement number is left empty, as the portal
 * allows when none was generated. A PAN is written in full only for the masjid's own treasurer (PRIVACY.md).
 */
async function form10BDSheet(
  db: Db,
  caller: SessionUser,
  mosqueId: string,
  financialYear: string,
): Promise<Sheet> {
  const rows = await form10BDRows(db, mosqueId, financialYear);
  const [treasury] = await db
    .select({ urn: mosqueTreasuries.registration80G, urnFrom: mosqueTreasuries.registration80GValidFrom })
    .from(mosqueTreasuries)
    .where(eq(mosqueTreasuries.mosqueId, mosqueId));
  const fullPan = maySeeFullPan(caller, { mosqueId, memberId: null });
  return {
    columns: [
      'Sl. No.',
      'Pre Acknowledgement Number',
      'ID Code',
      'Unique Identification Number',
      'Section Code',
      'Unique Registration Number (URN)',
      'Date of Issuance of Unique Registration Number',
      'Name of donor',
      'Address of donor',
      'Donation Type',
      'Mode of receipt',
      'Amount of donation (Indian rupees)',
    ],
    rows: rows.map((r, i) => [
      String(i + 1),
      '',
      r.idCode,
      (fullPan ? r.idNumber : maskedPan(r.idNumber)) ?? '',
      FORM_10BD.sectionCode,
      treasury?.urn ?? '',
      treasury?.urnFrom ? dayFirst(treasury.urnFrom) : '',
      r.donorName,
      r.donorAddress ?? '',
      r.donationType,
      r.mode,
      rupees(r.amountPaise),
    ]),
  };
}

async function sheetOf(ctx: Ctx, report: Report, mosqueId: string, financialYear: string): Promise<Sheet> {
  switch (report) {
    case 'collections':
      return collectionsSheet(ctx, mosqueId, financialYear);
    case 'balances':
      return balancesSheet(ctx.db, mosqueId);
    case 'arrears':
      return arrearsSheet(ctx.db, mosqueId, indiaMonthOf(ctx.services.clock.now()));
    case 'receipts':
      return receiptsSheet(ctx.db, mosqueId, financialYear);
    case 'expenses':
      return expensesSheet(ctx.db, mosqueId, financialYear);
    case 'form10bd':
      return form10BDSheet(ctx.db, ctx.caller, mosqueId, financialYear);
  }
}

/**
 * One report as CSV, through the members export's spreadsheet writer (server/lib/spreadsheet-csv.ts): a cell a
 * spreadsheet would run as a formula (a donor named "=HYPERLINK(…)") is escaped, and Hindi and Urdu names open
 * readably. Amounts are rupees with two decimals, dates day first.
 */
export async function exportTreasury(
  ctx: Ctx,
  input: ParsedInput<'exportTreasury'>,
): Promise<FunctionOutput<'exportTreasury'>> {
  const mosque = await treasuryMosque(ctx.db, ctx.caller, input.mosqueId);
  const sheet = await sheetOf(ctx, input.report, input.mosqueId, input.financialYear);
  // The masjid and the year are in the name, so that two years' downloads never overwrite each other.
  return {
    fileName: `${input.report}-${mosque.code}-${input.financialYear}.csv`,
    csv: spreadsheetCsv(sheet.columns, sheet.rows),
  };
}
