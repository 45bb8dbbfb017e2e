import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donorKeyOf } from '../../domain/treasury/donor-key';
import { financialYearOf } from '../../domain/treasury/financial-year';
import { indiaDateOf } from '../../domain/treasury/india-date';
import { receipts } from '../db/schema';
import { buildAdmin, buildMember, buildVolunteer, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { donationAt, receiptAt, treasuryAt } from '../test/treasury-world';
import { newReceiptCode } from '../treasury/receipt-issue';

/** A receipt's PDF reaches its donor and the masjid's treasurer with their token, and nobody else. */

let t: TestApp;
let tree: SmallTree;
let donor: { userId: string; token: string };
let otherMember: string;
let treasurer: string;
let otherTreasurer: string;
let admin: string;
let receiptId: string;
const financialYear = financialYearOf(indiaDateOf(new Date()));

const get = (url: string, token?: string | null, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const text = (pdf: Buffer) => execFileSync('pdftotext', ['-q', '-', '-'], { input: pdf }).toString('utf8');

/** A receipt issued under the masjid's 80G registration, as Form 10BE reports it. */
async function receipt80G(
  n: number,
  values: { donorName: string; donorPan?: string; amountPaise: number; fund?: 'construction' },
) {
  const funds = await treasuryAt(t.db, tree.oldMosque);
  const donationId = await donationAt(t.db, tree.oldMosque, { n, status: 'confirmed', mode: 'upi' });
  const issuedOn = indiaDateOf(new Date());
  await t.db.insert(receipts).values({
    mosqueId: tree.oldMosque,
    donationId,
    financialYear: financialYearOf(issuedOn),
    number: 800_000 + n,
    receiptNumber: `T/${financialYear}/${800_000 + n}`,
    code: newReceiptCode(),
    donorName: values.donorName,
    donorPan: values.donorPan ?? null,
    fundId: values.fund ? funds.construction : funds.general,
    fundKey: values.fund ?? 'general',
    fundName: values.fund ? 'Construction' : 'General',
    amountPaise: values.amountPaise,
    mode: 'upi',
    registration80G: 'AAATO1234FE20241',
    issuedOn,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'TF');
  donor = await signedIn(t, buildMember({ name: 'Abdul Rahman', mosqueId: tree.oldMosque }));
  otherMember = (await signedIn(t, buildMember({ mosqueId: tree.oldMosque }))).token;
  const keeper = (mosqueId: string, email: string) =>
    signedIn(t, buildVolunteer({ email, keepsTreasury: true, scope: { level: 'Mosque', mosqueId } }));
  treasurer = (await keeper(tree.oldMosque, 'tf.treasurer@test.local')).token;
  otherTreasurer = (await keeper(tree.newMosque, 'tf.other@test.local')).token;
  admin = (await signedIn(t, buildAdmin({ email: 'tf.admin@test.local' }))).token;
  ({ receiptId } = await receiptAt(t.db, tree.oldMosque, {
    n: 1,
    memberId: donor.userId,
    donorName: 'Abdul Rahman',
  }));
});
afterAll(() => t.close());

describe("a receipt's PDF", () => {
  it('is downloaded by its donor as an attachment no cache keeps, naming the gift', async () => {
    const res = await get(`/files/receipts/${receiptId}.pdf`, donor.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="receipt-.+\.pdf"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const said = text(res.rawPayload);
    expect(said).toContain('Abdul Rahman');
    expect(said).toContain('Rupees Five Hundred One Only');
    expect(said).toMatch(/http:\/\/localhost(:\d+)?\/receipt\//);
  });

  it("is downloaded by the masjid's treasurer and by an admin", async () => {
    expect((await get(`/files/receipts/${receiptId}.pdf`, treasurer)).statusCode).toBe(200);
    expect((await get(`/files/receipts/${receiptId}.pdf`, admin)).statusCode).toBe(200);
  });

  it("is a 404 for another member and another masjid's treasurer, as for a receipt that does not exist", async () => {
    for (const token of [otherMember, otherTreasurer]) {
      const res = await get(`/files/receipts/${receiptId}.pdf`, token);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
    expect((await get('/files/receipts/00000000-0000-4000-8000-000000000000.pdf', admin)).statusCode).toBe(
      404,
    );
  });

  it('asks for a sign-in without a token, or with one that is unknown or malformed', async () => {
    expect((await get(`/files/receipts/${receiptId}.pdf`)).statusCode).toBe(401);
    expect((await get(`/files/receipts/${receiptId}.pdf`, 'not-a-session')).statusCode).toBe(401);
    const malformed = await get(`/files/receipts/${receiptId}.pdf`, null, { authorization: 'Basic abc' });
    expect(malformed.statusCode).toBe(401);
  });

  it('answers a bad id with a 404, never a 500', async () => {
    for (const path of ['nope.pdf', `${receiptId}.png`, `${receiptId}`, "x'%20or%201=1.pdf", '%00.pdf']) {
      expect((await get(`/files/receipts/${path}`, admin)).statusCode).toBe(404);
    }
  });
});

describe("a donor's Form 10BE", () => {
  it("totals the financial year's 80G gifts of one donor, for the treasurer", async () => {
    await receipt80G(11, { donorName: 'Fatima Begum', donorPan: 'ABCDE1234F', amountPaise: 100_000 });
    await receipt80G(12, {
      donorName: 'Fatima Begum',
      donorPan: 'ABCDE1234F',
      amountPaise: 50_000,
      fund: 'construction',
    });
    await receipt80G(13, { donorName: 'Someone Else', amountPaise: 70_000 });
    const url = `/files/form-10be/${tree.oldMosque}/${financialYear}/ABCDE1234F.pdf`;
    const res = await get(url, treasurer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const said = text(res.rawPayload);
    expect(said).toContain('FORM NO. 10BE');
    expect(said).toContain('Old Masjid Waqf Trust');
    expect(said).toContain('AAATO1234FE20241');
    expect(said).toContain('Fatima Begum');
    expect(said).toContain(financialYear);
    expect(said).toContain('Specific grant');
    expect(said).toContain('₹1,500');
    expect(said).not.toContain('Someone Else');

    const noPan = donorKeyOf({ donorPan: null, donorName: 'Someone Else', donorAddress: null });
    const other = await get(`/files/form-10be/${tree.oldMosque}/${financialYear}/${noPan}.pdf`, treasurer);
    expect(text(other.rawPayload)).toContain('₹700');
  });

  it("is a 404 for a member, another masjid's treasurer, a donor with no 80G gift, and a bad key", async () => {
    const url = `/files/form-10be/${tree.oldMosque}/${financialYear}/ABCDE1234F.pdf`;
    expect((await get(url, donor.token)).statusCode).toBe(404);
    expect((await get(url, otherTreasurer)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    const base = `/files/form-10be/${tree.oldMosque}/${financialYear}`;
    for (const path of [
      `${base}/ZZZZZ9999Z.pdf`,
      `${base}/abc.pdf`,
      `/files/form-10be/${tree.oldMosque}/2026/ABCDE1234F.pdf`,
      `/files/form-10be/nope/${financialYear}/ABCDE1234F.pdf`,
    ]) {
      expect((await get(path, treasurer)).statusCode).toBe(404);
    }
  });
});
