import { randomUUID } from 'node:crypto';
import type { FunctionName } from '../../domain/catalogue';
import { financialYearOf } from '../../domain/treasury/financial-year';
import { indiaDateOf } from '../../domain/treasury/india-date';
import type { Sample, SampleContext } from './access-sample-types';
import { buildVolunteer } from './factories';
import { donationAt, receiptAt, treasuryAt } from './treasury-world';

// The treasury's samples for the access matrix (server/test/access-samples.ts takes them in). Staff functions
// admit admins and the masjid's treasurer: neither matrix volunteer keeps a treasury, so each is refused 403,
// as the times' writes are. A member gives only to their own masjid, and reads only their own receipts.

const key = () => ({ idempotencyKey: `matrix-${randomUUID()}` });
const NOT_TREASURER = { 'volunteer in scope': 403, 'volunteer out of scope': 403 } as const;
const year = () => financialYearOf(indiaDateOf(new Date()));
const staff = (input: Sample['input']): Sample => ({ input, expected: NOT_TREASURER });
const funds = ({ t, world }: SampleContext) => treasuryAt(t.db, world.tree.oldMosque);
const ownMosque = (c: SampleContext) => c.callerMosqueId ?? c.world.tree.oldMosque;

export const TREASURY_SAMPLES: Record<
  Extract<FunctionName, keyof typeof import('../../domain/functions/treasury').treasuryFunctions>,
  Sample['input'] | Sample
> = {
  getMosqueTreasury: staff(({ world }) => ({ mosqueId: world.tree.oldMosque })),
  updateMosqueTreasury: staff(async ({ world, n }) => ({
    mosqueId: await world.fresh.mosque(n),
    ...key(),
    upiId: 'matrix@sbi',
    payeeName: 'Matrix Trust',
    legalName: 'Matrix Waqf Trust',
    address: '1 Street',
    pan: 'AAATM1234F',
    registration80G: { number: 'AAATM1234FE20241', validFrom: '2024-04-01', validTo: '2029-03-31' },
    chandaPaise: 20_000,
  })),
  addFund: staff(async (c) => {
    await funds(c);
    return { mosqueId: c.world.tree.oldMosque, ...key(), name: `Roof appeal ${c.n}` };
  }),
  renameFund: staff(async (c) => ({ fundId: await spareFund(c), ...key(), name: `Renamed fund ${c.n}` })),
  closeFund: staff(async (c) => ({ fundId: await spareFund(c), ...key() })),
  reopenFund: staff(async (c) => ({ fundId: await spareFund(c, true), ...key() })),
  removeFund: staff(async (c) => ({ fundId: await spareFund(c), ...key() })),
  setTreasurer: async ({ world, n }) => ({
    userId: await world.fresh.account(
      buildVolunteer({
        email: `matrix.treasurer${n}@test.local`,
        scope: { level: 'Mosque', mosqueId: world.tree.oldMosque },
      }),
    ),
    keepsTreasury: true,
  }),
  getFundBalances: staff(({ world }) => ({ mosqueId: world.tree.oldMosque })),
  getMosqueGiving: async (c) => {
    await treasuryAt(c.t.db, ownMosque(c));
    return { mosqueId: ownMosque(c) };
  },
  startDonation: async (c) => {
    const fundIds = await treasuryAt(c.t.db, ownMosque(c));
    return { mosqueId: ownMosque(c), ...key(), fundId: fundIds.zakat, amountPaise: 50_100 };
  },
  claimDonation: async (c) => ({
    donationId: await donationAt(c.t.db, ownMosque(c), { n: c.n, memberId: c.callerId }),
    ...key(),
    utr: String(400_000_000_000 + c.n),
  }),
  startGatewayPayment: {
    input: async (c) => ({
      donationId: await donationAt(c.t.db, ownMosque(c), { n: c.n, memberId: c.callerId }),
      ...key(),
    }),
    // The matrix's portal has no gateway configured: the member is told to pay by UPI instead.
    expected: { 'member A': 'gatewayNotConfigured', 'member B': 'gatewayNotConfigured' },
  },
  getMyGiving: () => ({}),
  getDonations: staff(({ world }) => ({ mosqueId: world.tree.oldMosque })),
  confirmDonation: staff(async (c) => ({
    donationId: await donationAt(c.t.db, c.world.tree.oldMosque, {
      n: c.n,
      status: 'awaiting',
      utr: String(500_000_000_000 + c.n),
    }),
    ...key(),
  })),
  rejectDonation: staff(async (c) => ({
    donationId: await donationAt(c.t.db, c.world.tree.oldMosque, {
      n: c.n,
      status: 'awaiting',
      utr: String(600_000_000_000 + c.n),
    }),
    ...key(),
    reason: 'Not in the bank statement',
  })),
  recordDonation: staff(async (c) => {
    const fundIds = await funds(c);
    return {
      mosqueId: c.world.tree.oldMosque,
      ...key(),
      fundId: fundIds.general,
      amountPaise: 100_000,
      mode: 'cash',
      donorName: `Matrix Donor ${c.n}`,
    };
  }),
  getReceipts: staff(({ world }) => ({ mosqueId: world.tree.oldMosque })),
  getReceipt: {
    // A member's own receipt; staff read one of member A's masjid. Volunteers keep no treasury: NOT_FOUND.
    input: async (c) => {
      const member = c.caller === 'member A' || c.caller === 'member B';
      const { receiptId } = await receiptAt(c.t.db, ownMosque(c), {
        n: c.n,
        memberId: member ? c.callerId : null,
      });
      return { receiptId };
    },
    expected: { 'volunteer in scope': 404, 'volunteer out of scope': 404 },
  },
  cancelReceipt: staff(async (c) => ({
    receiptId: (await receiptAt(c.t.db, c.world.tree.oldMosque, { n: c.n })).receiptId,
    ...key(),
    reason: 'Written in the wrong name',
  })),
  sendReceiptSms: {
    input: async (c) => ({
      receiptId: (
        await receiptAt(c.t.db, c.world.tree.oldMosque, { n: c.n, memberId: c.world.accounts['member B'] })
      ).receiptId,
      ...key(),
    }),
    expected: NOT_TREASURER,
  },
  verifyReceipt: async (c) => ({ code: (await receiptAt(c.t.db, c.world.tree.oldMosque, { n: c.n })).code }),
  recordExpense: staff(async (c) => {
    const fundIds = await funds(c);
    return {
      mosqueId: c.world.tree.oldMosque,
      ...key(),
      fundId: fundIds.general,
      amountPaise: 10_000,
      payee: 'Electricity board',
      purpose: 'Electricity',
      billNumber: `EB-${c.n}`,
    };
  }),
  getExpenses: staff(({ world }) => ({ mosqueId: world.tree.oldMosque })),
  closeMonth: staff(async ({ t, world, n }) => {
    const mosqueId = await world.fresh.mosque(n);
    await treasuryAt(t.db, mosqueId);
    return { mosqueId, ...key(), month: '2026-04' };
  }),
  getTreasuryReport: staff(({ world }) => ({ mosqueId: world.tree.oldMosque, financialYear: year() })),
  getChandaArrears: staff(async (c) => {
    await funds(c);
    return { mosqueId: c.world.tree.oldMosque };
  }),
  getForm10BD: staff(({ world }) => ({ mosqueId: world.tree.oldMosque, financialYear: year() })),
  exportTreasury: staff(({ world }) => ({
    mosqueId: world.tree.oldMosque,
    financialYear: year(),
    report: 'collections',
  })),
};

/** A fund added to member A's masjid for one call to change: used by nothing, so it may even be removed. */
async function spareFund(c: SampleContext, closed = false): Promise<string> {
  await funds(c);
  const { treasuryFunds } = await import('../db/schema');
  const [row] = await c.t.db
    .insert(treasuryFunds)
    .values({
      mosqueId: c.world.tree.oldMosque,
      name: `Matrix Fund ${c.n}`,
      closedAt: closed ? new Date() : null,
    })
    .returning({ id: treasuryFunds.id });
  return row!.id;
}
