import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthsOfFinancialYear } from '../../domain/treasury/financial-year';
import { indiaMonthOf } from '../../domain/treasury/india-date';
import { donations, receipts } from '../db/schema';
import { buildAdmin, buildMember, buildVolunteer, insertUser, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { treasuryAt } from '../test/treasury-world';

/** The treasurer's reports: collections by fund and month, chanda arrears, Form 10BD, and each as CSV. */

let t: TestApp;
let tree: SmallTree;
let admin: string;
let treasurer: string;
let funds: Awaited<ReturnType<typeof treasuryAt>>;
let n = 0;

type Gift = {
  issuedOn: string;
  amountPaise?: number;
  fund?: 'general' | 'zakat' | 'construction';
  mode?: 'cash' | 'upi' | 'cheque';
  donorName?: string;
  donorPan?: string | null;
  registration80G?: string | null;
  cancelled?: boolean;
  memberId?: string | null;
  chandaMonths?: string[];
};

/** A confirmed gift with its receipt as issued on a day, written straight to the tables. */
async function gift(g: Gift) {
  n += 1;
  const fundId = funds[g.fund ?? 'general'];
  const amountPaise = g.amountPaise ?? 50_100;
  const [donation] = await t.db
    .insert(donations)
    .values({
      mosqueId: tree.oldMosque,
      fundId,
      amountPaise,
      mode: g.mode ?? 'cash',
      status: 'confirmed',
      reference: `RPT${String(n).padStart(9, '0')}`,
      memberId: g.memberId ?? null,
      chandaMonths: g.chandaMonths ?? [],
    })
    .returning();
  const year =
    g.issuedOn.slice(5, 7) >= '04' ? Number(g.issuedOn.slice(0, 4)) : Number(g.issuedOn.slice(0, 4)) - 1;
  const financialYear = `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  await t.db.insert(receipts).values({
    mosqueId: tree.oldMosque,
    donationId: donation!.id,
    financialYear,
    number: n,
    receiptNumber: `OLD/${financialYear}/${String(n).padStart(6, '0')}`,
    code: `code-${randomUUID()}`,
    memberId: g.memberId ?? null,
    donorName: g.donorName ?? `Donor ${n}`,
    donorPan: g.donorPan ?? null,
    fundId,
    fundKey: g.fund ?? 'general',
    fundName: g.fund === 'zakat' ? 'Zakat' : g.fund === 'construction' ? 'Construction' : 'General',
    amountPaise,
    mode: g.mode ?? 'cash',
    registration80G: g.registration80G === undefined ? 'AAATO1234FE20241' : g.registration80G,
    issuedOn: g.issuedOn,
    ...(g.cancelled ? { cancelledAt: new Date(), cancelReason: 'Typed twice' } : {}),
  });
}

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'RP');
  admin = (await signedIn(t, buildAdmin({ email: 'rp.admin@test.local' }))).token;
  treasurer = (
    await signedIn(
      t,
      buildVolunteer({
        email: 'rp.treasurer@test.local',
        keepsTreasury: true,
        scope: { level: 'Mosque', mosqueId: tree.oldMosque },
      }),
    )
  ).token;
  funds = await treasuryAt(t.db, tree.oldMosque);
  await gift({ issuedOn: '2026-04-10', donorName: 'Ayesha Khan', donorPan: 'ABCDE1234F', mode: 'upi' });
  await gift({
    issuedOn: '2026-07-02',
    donorName: 'Ayesha Khan',
    donorPan: 'ABCDE1234F',
    mode: 'upi',
    amountPaise: 100_000,
  });
  await gift({ issuedOn: '2026-07-03', donorName: '=HYPERLINK("http://x")', fund: 'construction' });
  await gift({
    issuedOn: '2026-07-04',
    donorName: 'Cancelled Donor',
    donorPan: 'ZZZZZ9999Z',
    cancelled: true,
  });
  await gift({ issuedOn: '2026-07-05', donorName: 'No 80G Donor', registration80G: null });
  await gift({ issuedOn: '2026-03-31', donorName: 'Last Year Donor', donorPan: 'LASTY1234Y' });
  await gift({ issuedOn: '2027-04-01', donorName: 'Next Year Donor', donorPan: 'NEXTY1234N' });
});
afterAll(() => t.close());

describe('getForm10BD', () => {
  it("lists exactly the year's 80G receipts not cancelled, one row per donor, type and mode", async () => {
    const res = await t.call(
      'getForm10BD',
      { mosqueId: tree.oldMosque, financialYear: '2026-27' },
      treasurer,
    );
    const rows = res.body.result.rows;
    expect(rows.map((r) => r.donorName).sort()).toEqual(['=HYPERLINK("http://x")', 'Ayesha Khan']);
    expect(rows.find((r) => r.donorName === 'Ayesha Khan')).toMatchObject({
      donorKey: 'ABCDE1234F',
      idCode: 'Permanent Account Number',
      idNumber: 'ABCDE1234F',
      donationType: 'Others',
      mode: 'Electronic modes including account payee cheque/draft',
      amountPaise: 150_100,
    });
    expect(rows.find((r) => r.donorName !== 'Ayesha Khan')).toMatchObject({
      donorKey: expect.stringMatching(/^N-[0-9a-f]{16}$/),
      idCode: '',
      idNumber: null,
      donationType: 'Specific grant',
      mode: 'Cash',
      amountPaise: 50_100,
    });
    // An admin who is not the masjid's treasurer sees a PAN's last 4 characters only.
    const seen = await t.call('getForm10BD', { mosqueId: tree.oldMosque, financialYear: '2026-27' }, admin);
    expect(seen.body.result.rows.find((r) => r.donorName === 'Ayesha Khan')?.idNumber).toBe('XXXXXX234F');
  });

  it('writes the 10BD CSV in the portal columns, amounts in rupees, formulas escaped', async () => {
    const res = await t.call(
      'exportTreasury',
      { mosqueId: tree.oldMosque, financialYear: '2026-27', report: 'form10bd' },
      treasurer,
    );
    const lines = res.body.result.csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Sl. No.,Pre Acknowledgement Number,ID Code,Unique Identification Number,Section Code,Unique Registration Number (URN),Date of Issuance of Unique Registration Number,Name of donor,Address of donor,Donation Type,Mode of receipt,Amount of donation (Indian rupees)',
    );
    expect(lines).toHaveLength(3);
    expect(lines).toContain(
      '1,,Permanent Account Number,ABCDE1234F,Section 80G,AAATO1234FE20241,,Ayesha Khan,,Others,Electronic modes including account payee cheque/draft,1501.00',
    );
    expect(lines.find((l) => l.includes('HYPERLINK'))).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(res.body.result.fileName).toMatch(/^form10bd-.+-2026-27\.csv$/);
  });
});

describe('getTreasuryReport', () => {
  it('totals collections by month and fund, counts the cancelled apart, and lists the funds', async () => {
    const res = await t.call(
      'getTreasuryReport',
      { mosqueId: tree.oldMosque, financialYear: '2026-27' },
      treasurer,
    );
    const report = res.body.result;
    expect(report.months).toEqual(monthsOfFinancialYear('2026-27'));
    expect(report.collections).toEqual(
      expect.arrayContaining([
        { month: '2026-04', fundId: funds.general, totalPaise: 50_100, count: 1 },
        { month: '2026-07', fundId: funds.general, totalPaise: 150_100, count: 2 },
        { month: '2026-07', fundId: funds.construction, totalPaise: 50_100, count: 1 },
      ]),
    );
    expect(report.collections).toHaveLength(3);
    expect(report.cancelled).toEqual([
      { month: '2026-07', fundId: funds.general, totalPaise: 50_100, count: 1 },
    ]);
    expect(report.funds.map((f) => f.key)).toEqual([
      'general',
      'zakat',
      'sadaqah',
      'lillah',
      'fitra',
      'construction',
    ]);
    expect(report.funds.find((f) => f.key === 'general')).toMatchObject({ used: true, closed: false });
    expect(report.funds.find((f) => f.key === 'lillah')?.used).toBe(false);
  });

  it('writes the collections CSV with a header row and a row per month and fund', async () => {
    const res = await t.call(
      'exportTreasury',
      { mosqueId: tree.oldMosque, financialYear: '2026-27', report: 'collections' },
      treasurer,
    );
    const lines = res.body.result.csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Month,Fund,Receipts,Collected (Rs),Cancelled receipts,Cancelled (Rs),Expenses,Spent (Rs)',
    );
    expect(lines).toContain('07/2026,General,2,1501.00,1,501.00,0,0.00');
  });

  it("is 403 for a volunteer who does not keep the masjid's treasury", async () => {
    const res = await t.call(
      'getTreasuryReport',
      { mosqueId: tree.newMosque, financialYear: '2026-27' },
      treasurer,
    );
    expect(res.status).toBe(403);
  });
});

describe('getChandaArrears', () => {
  it("lists the members behind, most behind first, with their mobile's last 4 digits", async () => {
    const thisMonth = indiaMonthOf(new Date());
    const early = await insertUser(
      t.db,
      buildMember({
        name: 'Early Member',
        mobile: '9876500011',
        mosqueId: tree.oldMosque,
        createdAt: new Date('2026-01-15T06:00:00Z'),
      }),
    );
    const paying = await insertUser(
      t.db,
      buildMember({
        name: 'Paying Member',
        mobile: '9876500022',
        mosqueId: tree.oldMosque,
        createdAt: new Date('2026-01-15T06:00:00Z'),
      }),
    );
    await gift({
      issuedOn: '2026-05-02',
      memberId: paying,
      chandaMonths: ['2026-04', '2026-05'],
      amountPaise: 40_000,
    });
    // A cancelled receipt pays no month.
    await gift({
      issuedOn: '2026-06-02',
      memberId: paying,
      chandaMonths: ['2026-06'],
      cancelled: true,
      amountPaise: 20_000,
    });
    await insertUser(t.db, buildMember({ name: 'Elsewhere', mosqueId: tree.newMosque }));
    const res = await t.call('getChandaArrears', { mosqueId: tree.oldMosque, limit: 1 }, treasurer);
    const all = monthsOfFinancialYear('2026-27').filter((m) => m <= thisMonth);
    expect(res.body.result.chandaPaise).toBe(20_000);
    expect(res.body.result.items).toEqual([
      {
        memberId: early,
        name: 'Early Member',
        uniqueId: expect.any(String),
        mobileEnd: '0011',
        dueMonths: all,
        duePaise: all.length * 20_000,
        lastPaidMonth: null,
      },
    ]);
    const next = await t.call(
      'getChandaArrears',
      { mosqueId: tree.oldMosque, limit: 1, cursor: res.body.result.nextCursor },
      treasurer,
    );
    expect(next.body.result.items[0]).toMatchObject({
      memberId: paying,
      dueMonths: all.filter((m) => m > '2026-05'),
      lastPaidMonth: '2026-05',
    });
    const csv = await t.call(
      'exportTreasury',
      { mosqueId: tree.oldMosque, financialYear: '2026-27', report: 'arrears' },
      treasurer,
    );
    const lines = csv.body.result.csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Unique ID,Name,Mobile,Months due,Months,Due (Rs),Last paid');
    expect(lines.some((l) => l.includes('Early Member') && l.includes('…0011'))).toBe(true);
    expect(lines.join('\n')).not.toContain('9876500011');
  });
});
