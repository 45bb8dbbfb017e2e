import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionOutput } from '../../domain/catalogue';
import { auditLog, donations, smsOutbox } from '../db/schema';
import { buildMember, signedIn } from '../test/factories';
import { givingWorld, newKey } from '../test/giving-world';
import { type CallReply, startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/** A member's gift by UPI, from its link to its receipt; the treasurer's confirmations and recorded gifts. */

let t: TestApp;
let tree: SmallTree;
let w: Awaited<ReturnType<typeof givingWorld>>;

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'DN');
  w = await givingWorld(t, tree, 'dn');
});
afterAll(() => t.close());

const give = (amountPaise: number, fund: 'zakat' | 'general' = 'zakat', extra = {}) =>
  t.call(
    'startDonation',
    { mosqueId: tree.oldMosque, idempotencyKey: newKey(), fundId: w.funds[fund], amountPaise, ...extra },
    w.ayesha.token,
  );
const giftCount = async () => (await t.db.select({ n: count() }).from(donations))[0]!.n;
let utrs = 100_000_000_000;
const nextUtr = () => String(++utrs);

describe('a member gives ₹501 to Zakat by UPI', () => {
  it('gets the link, gives the UTR, and after the confirmation reads a genuine receipt', async () => {
    const started = await give(50_100);
    expect(started.status).toBe(200);
    const gift = started.body.result;
    const link = new URL(gift.upiLink.replace('upi://pay', 'https://upi.test/pay'));
    expect(gift.upiLink.startsWith('upi://pay?')).toBe(true);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pa: 'oldmasjid@sbi',
      pn: 'Old Masjid Trust',
      am: '501.00',
      cu: 'INR',
      tn: 'Zakat',
      tr: gift.reference,
    });
    expect(gift).toMatchObject({ amountPaise: 50_100, upiId: 'oldmasjid@sbi', fundName: 'Zakat' });
    expect(gift.reference).toMatch(/^AJ[A-Z2-7]{12}$/);
    expect((await give(50_100)).body.result.reference).not.toBe(gift.reference);

    const utr = nextUtr();
    const claimed = await t.call(
      'claimDonation',
      { donationId: gift.donationId, idempotencyKey: newKey(), utr },
      w.ayesha.token,
    );
    expect(claimed.body.result).toMatchObject({ pass: true, messageCode: 'donationClaimed' });

    const awaiting = await t.call('getDonations', { mosqueId: tree.oldMosque }, w.treasurer.token);
    const row = awaiting.body.result.items.find((d) => d.donationId === gift.donationId);
    expect(row).toMatchObject({ status: 'awaiting', utr, utrReused: false, donorName: 'Ayesha Khan' });

    const confirmed = await t.call(
      'confirmDonation',
      { donationId: gift.donationId, idempotencyKey: newKey() },
      w.treasurer.token,
    );
    expect(confirmed.body.result).toMatchObject({ pass: true, messageCode: 'donationConfirmed' });
    expect(confirmed.body.result.receiptNumber).toMatch(/^DN-OLD\/\d{4}-\d{2}\/000001$/);
    const receiptId = confirmed.body.result.receiptId!;

    const receipt = (await t.call('getReceipt', { receiptId }, w.ayesha.token)).body.result;
    expect(receipt).toMatchObject({
      receiptNumber: confirmed.body.result.receiptNumber,
      donorName: 'Ayesha Khan',
      fundKey: 'zakat',
      fundName: 'Zakat',
      amountPaise: 50_100,
      amountWords: expect.stringMatching(/five hundred one/i),
      mode: 'upi',
      utr,
      legalName: 'Old Masjid Waqf Trust',
      trustPan: 'AAATO1234F',
      registration80G: 'AAATO1234FE20241',
      pdfUrl: `/files/receipts/${receiptId}.pdf`,
      cancelled: false,
    });
    const verified = (await t.call('verifyReceipt', { code: receipt.code })).body.result;
    expect(verified).toEqual({
      genuine: true,
      cancelled: false,
      receiptNumber: receipt.receiptNumber,
      mosqueName: 'DN Old Masjid',
      amountPaise: 50_100,
      fundKey: 'zakat',
      fundName: 'Zakat',
      issuedOn: receipt.issuedOn,
    });
    expect(JSON.stringify(verified)).not.toContain('Ayesha');

    // The member is sent the receipt's link, in a row that holds no name.
    const [sms] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.purpose, 'receipt'));
    expect(sms).toMatchObject({ phone: '919876500001', status: 'queued' });
    expect(sms!.variables).toEqual([receipt.receiptNumber, 'Rs 501', 'DN Old Masjid', receipt.code]);

    // Confirmed once: a second confirmation is refused, and the audit trail holds no UTR or name.
    const again = await t.call(
      'confirmDonation',
      { donationId: gift.donationId, idempotencyKey: newKey() },
      w.treasurer.token,
    );
    expect(again.body.result).toMatchObject({ pass: false, messageCode: 'donationNotAwaiting' });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, gift.donationId));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'donation.claim',
      'donation.confirm',
      'donation.start',
    ]);
    expect(JSON.stringify(audits)).not.toContain(utr);
    expect(JSON.stringify(audits)).not.toContain('Ayesha');
  });

  it('makes one gift of a double tap, one after the other or at once', async () => {
    const before = await giftCount();
    const input = {
      mosqueId: tree.oldMosque,
      idempotencyKey: newKey(),
      fundId: w.funds.sadaqah,
      amountPaise: 10_000,
    };
    const first = await t.call('startDonation', input, w.ayesha.token);
    const second = await t.call('startDonation', input, w.ayesha.token);
    expect(second.body.result).toEqual(first.body.result);
    expect(await giftCount()).toBe(before + 1);

    const together = { ...input, idempotencyKey: newKey() };
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => t.call('startDonation', together, w.ayesha.token)),
    );
    expect(new Set(replies.map((r) => r.body.result.donationId)).size).toBe(1);
    expect(await giftCount()).toBe(before + 2);
  });

  it('flags a UTR another gift at the masjid gave, and lets the treasurer reject it', async () => {
    const utr = nextUtr();
    const ids: string[] = [];
    for (const who of [w.ayesha, w.bilal]) {
      const started = await t.call(
        'startDonation',
        { mosqueId: tree.oldMosque, idempotencyKey: newKey(), fundId: w.funds.lillah, amountPaise: 20_000 },
        who.token,
      );
      ids.push(started.body.result.donationId);
      await t.call('claimDonation', { donationId: ids.at(-1)!, idempotencyKey: newKey(), utr }, who.token);
    }
    const list = await t.call('getDonations', { mosqueId: tree.oldMosque, limit: 100 }, w.treasurer.token);
    const flagged = list.body.result.items.filter((d) => ids.includes(d.donationId));
    expect(flagged.map((d) => d.utrReused)).toEqual([true, true]);
    const rejected = await t.call(
      'rejectDonation',
      { donationId: ids[1]!, idempotencyKey: newKey(), reason: 'Not in the bank statement' },
      w.treasurer.token,
    );
    expect(rejected.body.result).toMatchObject({ pass: true, messageCode: 'donationRejected' });
    const gone = await t.call(
      'getDonations',
      { mosqueId: tree.oldMosque, status: 'rejected' },
      w.treasurer.token,
    );
    expect(gone.body.result.items.map((d) => d.donationId)).toEqual([ids[1]]);
  });

  it('pages the started gifts newest first without repeats', async () => {
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const page: CallReply<FunctionOutput<'getDonations'>> = await t.call(
        'getDonations',
        { mosqueId: tree.oldMosque, status: 'started', limit: 2, cursor },
        w.treasurer.token,
      );
      all.push(...page.body.result.items.map((d) => d.donationId));
      cursor = page.body.result.nextCursor;
    } while (cursor);
    expect(all.length).toBeGreaterThan(2);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('who may touch a gift', () => {
  it("keeps a treasurer to their own masjid's gifts, and a member to their own", async () => {
    const started = (await give(30_000)).body.result;
    await t.call(
      'claimDonation',
      { donationId: started.donationId, idempotencyKey: newKey(), utr: nextUtr() },
      w.ayesha.token,
    );
    expect((await t.call('getDonations', { mosqueId: tree.oldMosque }, w.otherTreasurer.token)).status).toBe(
      403,
    );
    const confirm = await t.call(
      'confirmDonation',
      { donationId: started.donationId, idempotencyKey: newKey() },
      w.otherTreasurer.token,
    );
    expect(confirm.status).toBe(403);
    const claimByOther = await t.call(
      'claimDonation',
      { donationId: started.donationId, idempotencyKey: newKey(), utr: nextUtr() },
      w.bilal.token,
    );
    expect(claimByOther.status).toBe(404);
    const elsewhere = await t.call(
      'startDonation',
      { mosqueId: tree.newMosque, idempotencyKey: newKey(), fundId: w.otherFunds.zakat, amountPaise: 10_000 },
      w.ayesha.token,
    );
    expect(elsewhere.status).toBe(404);
    const otherFund = await t.call(
      'startDonation',
      { mosqueId: tree.oldMosque, idempotencyKey: newKey(), fundId: w.otherFunds.zakat, amountPaise: 10_000 },
      w.ayesha.token,
    );
    expect(otherFund.status).toBe(404);
  });

  it('says, 404, that a masjid without a treasury takes no gifts', async () => {
    const member = await signedIn(t, buildMember({ mosqueId: tree.harbourMosque }));
    const res = await t.call(
      'startDonation',
      { mosqueId: tree.harbourMosque, idempotencyKey: newKey(), fundId: w.funds.zakat, amountPaise: 10_000 },
      member.token,
    );
    expect(res.status).toBe(404);
    expect(res.body.error.messageCode).toBe('treasuryNotSet');
  });
});

describe('bad input gets a clear 400 and changes nothing', () => {
  it.each([
    [0, 'amountTooSmall'],
    [-50_100, 'amountTooSmall'],
    [50_100.5, 'amountWholePaise'],
    [100_000_001, 'amountTooLarge'],
  ])('an amount of %s paise', async (amountPaise, code) => {
    const before = await giftCount();
    const res = await give(amountPaise);
    expect(res.status).toBe(400);
    expect(res.body.error.messageCode).toBe(code);
    expect(await giftCount()).toBe(before);
  });

  it('a UTR that is not 12 digits', async () => {
    const gift = (await give(10_000)).body.result;
    for (const utr of ['12345', '1234567890123', '12345678901a']) {
      const res = await t.call(
        'claimDonation',
        { donationId: gift.donationId, idempotencyKey: newKey(), utr },
        w.ayesha.token,
      );
      expect(res.status).toBe(400);
      expect(res.body.error.messageCode).toBe('utrInvalid');
    }
    const [row] = await t.db.select().from(donations).where(eq(donations.id, gift.donationId));
    expect(row).toMatchObject({ status: 'started', utr: null });
  });

  it('a PAN of the wrong shape', async () => {
    const before = await giftCount();
    const res = await t.call(
      'recordDonation',
      {
        mosqueId: tree.oldMosque,
        idempotencyKey: newKey(),
        fundId: w.funds.general,
        amountPaise: 10_000,
        mode: 'cash',
        donorName: 'Cash Donor',
        pan: 'ABCD1234F',
      },
      w.treasurer.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.messageCode).toBe('panInvalid');
    expect(await giftCount()).toBe(before);
  });

  it('chanda months to a fund other than General, or an amount that is not chanda times the months', async () => {
    const notGeneral = await give(20_000, 'zakat', { chandaMonths: ['2026-11'] });
    expect(notGeneral.status).toBe(400);
    expect(notGeneral.body.error.messageCode).toBe('chandaFundOnly');
    const wrongAmount = await give(30_000, 'general', { chandaMonths: ['2026-11', '2026-12'] });
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.body.error.messageCode).toBe('chandaAmountMismatch');
    expect((await give(40_000, 'general', { chandaMonths: ['2026-11', '2026-12'] })).status).toBe(200);
  });
});

describe('recordDonation', () => {
  it("issues a cash gift's receipt at once, in the member's giving, with the PAN for the treasurer", async () => {
    const res = await t.call(
      'recordDonation',
      {
        mosqueId: tree.oldMosque,
        idempotencyKey: newKey(),
        fundId: w.funds.construction,
        amountPaise: 1_000_000,
        mode: 'cheque',
        donorName: 'Bilal Shaikh',
        memberId: w.bilal.userId,
        pan: 'abcde1234f',
      },
      w.treasurer.token,
    );
    expect(res.body.result).toMatchObject({ pass: true, messageCode: 'donationRecorded' });
    const receiptId = res.body.result.receiptId!;
    const asTreasurer = (await t.call('getReceipt', { receiptId }, w.treasurer.token)).body.result;
    expect(asTreasurer).toMatchObject({ donorPan: 'ABCDE1234F', mode: 'cheque', fundKey: 'construction' });
    expect((await t.call('getReceipt', { receiptId }, w.admin.token)).body.result.donorPan).toBe(
      'XXXXXX234F',
    );
    expect((await t.call('getReceipt', { receiptId }, w.bilal.token)).body.result.donorPan).toBe(
      'ABCDE1234F',
    );
    expect((await t.call('getReceipt', { receiptId }, w.ayesha.token)).status).toBe(404);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'donation.record'));
    expect(JSON.stringify(audits)).not.toContain('ABCDE1234F');
  });

  it('refuses a member of another masjid as NOT_FOUND', async () => {
    const res = await t.call(
      'recordDonation',
      {
        mosqueId: tree.oldMosque,
        idempotencyKey: newKey(),
        fundId: w.funds.general,
        amountPaise: 10_000,
        mode: 'cash',
        donorName: 'Someone',
        memberId: w.stranger.userId,
      },
      w.treasurer.token,
    );
    expect(res.status).toBe(404);
  });
});
