import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { dayText } from '../../domain/prayer-times/override-overlaps';
import { donorKeyOf } from '../../domain/treasury/donor-key';
import { form10BMode, form10BType } from '../../domain/treasury/form-10b-columns';
import { rupeesText } from '../../domain/treasury/money';
import type { Db } from '../db/client';
import { mosques, mosqueTreasuries, receipts } from '../db/schema';
import { documentBytes, drawLine, drawParagraph, newDocument } from './pdf-text';

/**
 * One donor's 80G receipts of a financial year at a masjid, with the trust that issued them: what their Form
 * 10BE certificate states. Cancelled receipts are left out, as Form 10BD leaves them out. Null when the donor
 * (by `donorKeyOf`) has no such receipt.
 */
export async function form10BEData(db: Db, mosqueId: string, financialYear: string, donorKey: string) {
  const rows = await db
    .select({
      receiptNumber: receipts.receiptNumber,
      issuedOn: receipts.issuedOn,
      donorName: receipts.donorName,
      donorAddress: receipts.donorAddress,
      donorPan: receipts.donorPan,
      fundKey: receipts.fundKey,
      mode: receipts.mode,
      amountPaise: receipts.amountPaise,
      registration80G: receipts.registration80G,
      mosqueName: mosques.name,
      legalName: mosqueTreasuries.legalName,
      trustAddress: mosqueTreasuries.address,
      trustPan: mosqueTreasuries.pan,
      validFrom: mosqueTreasuries.registration80GValidFrom,
      validTo: mosqueTreasuries.registration80GValidTo,
    })
    .from(receipts)
    .innerJoin(mosques, eq(mosques.id, receipts.mosqueId))
    .innerJoin(mosqueTreasuries, eq(mosqueTreasuries.mosqueId, receipts.mosqueId))
    .where(
      and(
        eq(receipts.mosqueId, mosqueId),
        eq(receipts.financialYear, financialYear),
        isNotNull(receipts.registration80G),
        isNull(receipts.cancelledAt),
      ),
    )
    .orderBy(asc(receipts.issuedOn), asc(receipts.number));
  const mine = rows.filter((r) => donorKeyOf(r) === donorKey);
  if (mine.length === 0) return null;
  const last = mine.at(-1)!;
  const lines = new Map<string, { type: string; mode: string; amountPaise: number }>();
  for (const r of mine) {
    const type = form10BType(r.fundKey);
    const mode = form10BMode(r.mode);
    const line = lines.get(`${type}|${mode}`) ?? { type, mode, amountPaise: 0 };
    line.amountPaise += r.amountPaise;
    lines.set(`${type}|${mode}`, line);
  }
  return {
    financialYear,
    trust: {
      mosqueName: last.mosqueName,
      legalName: last.legalName,
      address: last.trustAddress,
      pan: last.trustPan,
      registration80G: last.registration80G!,
      validFrom: last.validFrom,
      validTo: last.validTo,
    },
    // The donor as their latest receipt prints them.
    donor: { name: last.donorName, address: last.donorAddress, pan: last.donorPan },
    lines: [...lines.values()],
    receiptNumbers: mine.map((r) => r.receiptNumber),
    totalPaise: mine.reduce((sum, r) => sum + r.amountPaise, 0),
  };
}

type Form10BE = NonNullable<Awaited<ReturnType<typeof form10BEData>>>;

const LEFT = 50;
const RIGHT = 545;

/**
 * A donor's Form 10BE as a PDF: the certificate of donation under section 80G(5)(ix) that Rule 18AB has the
 * trust give each donor reported in its Form 10BD. It states the trust's name, address and PAN, its 80G
 * approval and validity, the donor's name, address and identification number, the financial year, and the
 * donations by type and mode with the amount and the total. The acknowledgement number of the filed Form
 * 10BD is left for the treasurer to write in: the portal does not file it.
 */
export async function form10BEPdf(form: Form10BE): Promise<Buffer> {
  const doc = newDocument({ Title: `Form No. 10BE ${form.financialYear}` });
  let y = 50;
  drawLine(doc, 'FORM NO. 10BE', LEFT, y, RIGHT - LEFT, { size: 16, bold: true });
  y += 22;
  y += drawParagraph(
    doc,
    'Certificate of donation under clause (ix) of sub-section (5) of section 80G',
    LEFT,
    y,
    495,
    {
      size: 10,
      color: '#444444',
    },
  );
  y += 12;
  const field = (label: string, value: string) => {
    drawLine(doc, label, LEFT, y, 200, { size: 9, bold: true, color: '#444444' });
    y +=
      Math.max(drawParagraph(doc, value || '—', LEFT + 210, y - 1, RIGHT - LEFT - 210, { size: 10 }), 14) + 6;
  };
  const { trust, donor } = form;
  const validity = [trust.validFrom, trust.validTo].map((d) => (d ? dayText(d) : '…')).join(' – ');
  field('PAN of the reporting person', trust.pan);
  field('Name of the reporting person', trust.legalName);
  field('Address of the reporting person', trust.address);
  field('Order number of approval (80G)', trust.registration80G);
  field('Validity of approval', trust.validFrom || trust.validTo ? validity : '');
  field('Acknowledgement number of Form 10BD', '');
  y += 6;
  field('Name of the donor', donor.name);
  field('Address of the donor', donor.address ?? '');
  field('Unique identification number of the donor', donor.pan ? `PAN ${donor.pan}` : '');
  field('Financial year', form.financialYear);
  field('Receipts', form.receiptNumbers.join(', '));
  y += 8;

  // The donations, one row per type and mode, then the total.
  const columns = [LEFT, LEFT + 130, RIGHT - 110];
  const head = ['Type of donation', 'Mode of receipt', 'Amount (₹)'];
  for (const [i, h] of head.entries()) drawLine(doc, h, columns[i]!, y, 200, { size: 9, bold: true });
  y += 16;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#999999').stroke();
  y += 6;
  for (const line of form.lines) {
    drawLine(doc, line.type, columns[0]!, y, 125, { size: 10 });
    const modeHeight = drawParagraph(doc, line.mode, columns[1]!, y, RIGHT - 120 - columns[1]!, { size: 10 });
    drawLine(doc, rupeesText(line.amountPaise), columns[2]!, y, 110, { size: 10, align: 'right' });
    y += Math.max(modeHeight, 14) + 6;
  }
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#999999').stroke();
  y += 6;
  drawLine(doc, 'Total', columns[1]!, y, 100, { size: 10, bold: true });
  drawLine(doc, rupeesText(form.totalPaise), columns[2]!, y, 110, { size: 10, bold: true, align: 'right' });
  y += 60;
  drawLine(doc, `For ${trust.legalName}`, LEFT, y, RIGHT - LEFT, { size: 10 });
  drawLine(doc, 'Signature of the authorised person', LEFT, y + 40, RIGHT - LEFT, {
    size: 9,
    color: '#444444',
  });
  return documentBytes(doc);
}
