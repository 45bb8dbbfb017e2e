import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipts } from '../db/schema';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { receiptAt } from '../test/treasury-world';
import { type ReceiptPrint, receiptPrintData } from './print-data';
import { receiptPdf } from './receipt-pdf';

/** What a person reads in a receipt's PDF: the text poppler takes out of it. */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-q', '-', '-'], { input: pdf }).toString('utf8');
}
const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

let t: TestApp;
let tree: SmallTree;

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'RP');
});
afterAll(() => t.close());

async function printed(n: number): Promise<ReceiptPrint> {
  const { receiptId } = await receiptAt(t.db, tree.oldMosque, { n, donorName: 'Abdul Rahman' });
  return (await receiptPrintData(t.db, receiptId))!;
}

describe('a receipt as a PDF', () => {
  it('names the masjid, the trust, the number, the fund, the amount in figures and words, and the check', async () => {
    const receipt = await printed(1);
    const pdf = await receiptPdf(receipt, { publicUrl: 'https://anjuman.example.in/' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(pdf)).toBe(1);
    const text = pdfText(pdf);
    expect(text).toContain('Old Masjid');
    expect(text).toContain('Old Masjid Waqf Trust');
    expect(text).toContain('AAATO1234F');
    expect(text).toContain(receipt.receiptNumber);
    expect(text).toContain('Abdul Rahman');
    expect(text).toContain('General');
    expect(text).toContain('₹501');
    expect(text).toContain('Rupees Five Hundred One Only');
    expect(text).toContain('Cash');
    // Day first, as India writes a date.
    expect(text).toContain(receipt.issuedOn.split('-').reverse().join('/'));
    expect(text).toContain(`https://anjuman.example.in/receipt/${receipt.code}`);
    expect(text).not.toContain('CANCELLED');
  });

  it('says CANCELLED with the reason once the receipt is cancelled', async () => {
    const { receiptId } = await receiptAt(t.db, tree.oldMosque, { n: 2 });
    await t.db
      .update(receipts)
      .set({ cancelledAt: new Date(), cancelReason: 'Entered in the wrong fund' })
      .where(eq(receipts.id, receiptId));
    const text = pdfText(
      await receiptPdf((await receiptPrintData(t.db, receiptId))!, { publicUrl: 'https://a.in' }),
    );
    expect(text).toContain('CANCELLED');
    expect(text).toContain('Entered in the wrong fund');
  });

  it("prints a UPI gift's UTR, the donor's PAN and address, and whom it was given for", async () => {
    const receipt = await printed(3);
    const text = pdfText(
      await receiptPdf(
        {
          ...receipt,
          mode: 'upi',
          utr: '123456789012',
          donorPan: 'ABCDE1234F',
          donorAddress: '12 Gali Qasim Jan, Delhi',
          onBehalfOf: 'Late Haji Yusuf',
        },
        { publicUrl: 'https://a.in' },
      ),
    );
    expect(text).toContain('123456789012');
    expect(text).toContain('ABCDE1234F');
    expect(text).toContain('12 Gali Qasim Jan, Delhi');
    expect(text).toContain('Late Haji Yusuf');
  });

  it('prints the 80G registration only on a receipt issued under one', async () => {
    const receipt = await printed(4);
    const without = pdfText(
      await receiptPdf({ ...receipt, registration80G: null }, { publicUrl: 'https://a.in' }),
    );
    expect(without).not.toContain('80G');
    const under = pdfText(
      await receiptPdf(
        { ...receipt, registration80G: 'AAATO1234FE20241', registration80GValidTo: '2029-03-31' },
        { publicUrl: 'https://a.in' },
      ),
    );
    expect(under).toContain('80G registration: AAATO1234FE20241');
    expect(under).toContain('31/03/2029');
  });

  it('adds the labels in Hindi for a Hindi reader, and in Urdu for an Urdu reader, on one page', async () => {
    const receipt = await printed(5);
    const hindi = await receiptPdf({ ...receipt, language: 'hi' }, { publicUrl: 'https://a.in' });
    const hindiText = pdfText(hindi);
    expect(hindiText).toContain('Receipt number');
    expect(hindiText).toContain('रसीद संख्या');
    expect(hindiText).toContain('दान की रसीद');
    const urdu = await receiptPdf(
      { ...receipt, language: 'ur', cancelledOn: '2026-12-04', cancelReason: 'x' },
      {
        publicUrl: 'https://a.in',
      },
    );
    expect(pages(urdu)).toBe(1);
    // Each Urdu word is drawn on its own, right to left, its letters joined by fontkit: poppler reads them out
    // one by one.
    const urduText = pdfText(urdu);
    expect(urduText).toContain('رسید');
    expect(urduText).toContain('منسوخ');
    expect(pdfText(await receiptPdf(receipt, { publicUrl: 'https://a.in' }))).not.toContain('रसीद');
  });
});
