import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDateOf } from '../../domain/treasury/india-date';
import { newKey, signedInTreasurer } from '../test/giving-world';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { treasuryAt } from '../test/treasury-world';

// A receipt's public check (/receipt/<code>), drawn by the server from the build's words (made by the build's
// own script, web/prerender/write-public-page.ts), on receipts the treasurer's real functions issue.

const INDEX =
  '<!doctype html><html lang="en"><head><title>%PORTAL_NAME%</title></head><body><div id="root"></div></body></html>';
const DONOR = 'Rukhsana Parveen Siddiqui';
const PAN = 'ABCPR1234K';

let root: string;
let t: TestApp;
let tree: SmallTree;
let keeper: { token: string };
let funds: Awaited<ReturnType<typeof treasuryAt>>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'anjuman-receipt-'));
  writeFileSync(join(root, 'index.html'), INDEX);
  execFileSync(process.execPath, ['--import', 'tsx', 'web/prerender/write-public-page.ts', root], {
    stdio: 'inherit',
  });
  t = await startTestApp({ webRoot: root, env: { PORTAL_NAME: 'Anjuman' } });
  tree = await buildSmallTree(t.db, 'RQ');
  funds = await treasuryAt(t.db, tree.oldMosque);
  keeper = await signedInTreasurer(t, tree.oldMosque, 'rq.treasurer@test.local');
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });

/** A cash gift the treasurer records, with the donor's name and PAN: its receipt's number and public code. */
async function recorded(fundId: string, amountPaise: number) {
  const reply = await t.call(
    'recordDonation',
    {
      mosqueId: tree.oldMosque,
      idempotencyKey: newKey(),
      fundId,
      amountPaise,
      mode: 'cash',
      donorName: DONOR,
      pan: PAN,
    },
    keeper.token,
  );
  const receiptId = reply.body.result.receiptId!;
  const receipt = (await t.call('getReceipt', { receiptId }, keeper.token)).body.result;
  return { receiptId, code: receipt.code, receiptNumber: receipt.receiptNumber, mosque: receipt.mosque.name };
}

const today = () => {
  const [y, m, d] = indiaDateOf(new Date()).split('-');
  return `${d}/${m}/${y}`;
};

describe("a receipt's public check", () => {
  it('says a genuine receipt is genuine, with the masjid, number, amount, fund and date', async () => {
    const receipt = await recorded(funds.zakat, 50_100);
    const res = await get(`/receipt/${receipt.code}`, { 'accept-language': 'en-IN,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    const html = res.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(/<h1 id="verdict-heading">Genuine receipt<\/h1>/);
    expect(html).toContain('✓');
    expect(html).not.toContain('This receipt was cancelled');
    expect(html).toContain(receipt.mosque);
    expect(html).toContain(receipt.receiptNumber);
    expect(html).toContain('₹501');
    expect(html).toContain('<dd>Zakat</dd>');
    expect(html).toContain(today());
    // A page that needs no script, and the language links of the masjid's page.
    expect(html).not.toContain('<script');
    expect(html).toContain(`href="/receipt/${receipt.code}?lang=ur"`);
  });

  it('says nothing about the donor: neither the name nor the PAN', async () => {
    const receipt = await recorded(funds.general, 100_000);
    const html = (await get(`/receipt/${receipt.code}`)).body;
    expect(html).toContain('Genuine receipt');
    expect(html).not.toContain(DONOR);
    expect(html).not.toContain('Rukhsana');
    expect(html).not.toContain(PAN);
    expect(html).not.toContain(PAN.slice(-4));
  });

  it('shows a receipt as cancelled at once after cancelReceipt, in words and in red', async () => {
    const receipt = await recorded(funds.sadaqah, 25_000);
    expect((await get(`/receipt/${receipt.code}`)).body).toContain('Genuine receipt');
    const cancel = await t.call(
      'cancelReceipt',
      { receiptId: receipt.receiptId, idempotencyKey: newKey(), reason: 'Written in the wrong name' },
      keeper.token,
    );
    expect(cancel.body.result).toMatchObject({ pass: true });
    const res = await get(`/receipt/${receipt.code}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<section class="verdict cancelled"');
    expect(res.body).toContain('This receipt was cancelled');
    expect(res.body).not.toContain('Genuine receipt');
    expect(res.body).toContain(receipt.receiptNumber);
    // The reason is the committee's note, not the public's.
    expect(res.body).not.toContain('wrong name');
  });

  it('answers an unknown or malformed code with a 404 page, never an error', async () => {
    for (const code of ['no-such-receipt-code', 'x'.repeat(200), '%20', "<script>alert('x')</script>"]) {
      const res = await get(`/receipt/${encodeURIComponent(code)}`, { 'accept-language': 'en' });
      expect(res.statusCode, code).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('No receipt has this code');
      expect(res.body).not.toContain('Genuine receipt');
      expect(res.body).not.toContain('<script>alert');
    }
  });

  it('speaks the language of the cookie, or of ?lang= (Urdu right to left), with the fund translated', async () => {
    const receipt = await recorded(funds.construction, 1_00_000_00);
    const hindi = await get(`/receipt/${receipt.code}`, { cookie: 'lang=hi', 'accept-language': 'en' });
    expect(hindi.body).toContain('<html lang="hi" dir="ltr">');
    expect(hindi.body).toContain('असली रसीद');
    expect(hindi.body).toContain('<dd>तामीर</dd>');
    expect(hindi.body).toContain('₹1,00,000');
    const urdu = await get(`/receipt/${receipt.code}?lang=ur`);
    expect(urdu.body).toContain('<html lang="ur" dir="rtl">');
    expect(urdu.body).toContain('اصلی رسید');
    expect(urdu.headers['set-cookie']).toContain('lang=ur');
    const unknown = await get('/receipt/nothing-here', { cookie: 'lang=ur' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('اس کوڈ کی کوئی رسید نہیں ہے');
  });

  it('goes out compressed when the browser accepts it', async () => {
    const receipt = await recorded(funds.general, 10_000);
    const res = await t.app.inject({ url: `/receipt/${receipt.code}`, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Cookie');
  });
});
