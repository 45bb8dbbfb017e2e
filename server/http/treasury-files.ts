import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idSchema } from '../../domain/schemas';
import { DONOR_KEY_PATTERN } from '../../domain/treasury/donor-key';
import { isFinancialYear } from '../../domain/treasury/financial-year';
import * as z from '../../domain/zod';
import type { Db } from '../db/client';
import { mayKeepTreasury } from '../policy/checks';
import { notFound, unauthenticated } from '../protocol/app-error';
import { requestSession } from '../protocol/request-session';
import type { Services } from '../services';
import { form10BEData, form10BEPdf } from '../treasury/form-10be-pdf';
import { receiptPrintData } from '../treasury/print-data';
import { receiptPdf } from '../treasury/receipt-pdf';

type Options = { db: Db; services: Services; publicUrl: string };

const isUuid = (text: string) => z.safeParse(idSchema, text).success;

/** `<uuid>.pdf` → the uuid, else null. */
function pdfName(file: string): string | null {
  const m = /^(.+)\.pdf$/.exec(file);
  return m && isUuid(m[1]!) ? m[1]! : null;
}

function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  // A receipt names its donor and their PAN: kept by no cache, shared or not.
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('application/pdf')
    .send(pdf);
}

async function caller(req: FastifyRequest, { db, services }: Options) {
  const signedIn = await requestSession(req, db, services);
  if (!signedIn) throw unauthenticated();
  return signedIn.user;
}

/**
 * The Baitul Maal's files, fetched with the same bearer token as the API (docs/decisions/0013-baitul-maal.md):
 * a receipt's PDF for its donor and for those who keep the masjid's treasury, and a donor's Form 10BE for
 * those who keep it. Anyone else, and any id that is not one, gets the 404 a missing file gets, so that a
 * receipt's existence says nothing to a stranger.
 */
export async function treasuryFileRoutes(app: FastifyInstance, options: Options) {
  const { db } = options;

  app.get<{ Params: { file: string } }>('/files/receipts/:file', async (req, reply) => {
    const user = await caller(req, options);
    const receiptId = pdfName(req.params.file);
    const receipt = receiptId ? await receiptPrintData(db, receiptId) : null;
    const mayRead =
      receipt &&
      ((receipt.memberId !== null && receipt.memberId === user.id) ||
        mayKeepTreasury(user, receipt.mosqueId));
    if (!receipt || !mayRead) throw notFound('Receipt');
    // The QR code opens the portal's public address (PUBLIC_URL), as the receipt's SMS link does.
    const pdf = await receiptPdf(receipt, { publicUrl: options.publicUrl });
    return sendPdf(reply, `receipt-${receipt.receiptNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`, pdf);
  });

  app.get<{ Params: { mosqueId: string; financialYear: string; file: string } }>(
    '/files/form-10be/:mosqueId/:financialYear/:file',
    async (req, reply) => {
      const user = await caller(req, options);
      const { mosqueId, financialYear, file } = req.params;
      const donorKey = /^(.+)\.pdf$/.exec(file)?.[1] ?? '';
      const valid = isUuid(mosqueId) && isFinancialYear(financialYear) && DONOR_KEY_PATTERN.test(donorKey);
      if (!valid || !mayKeepTreasury(user, mosqueId)) throw notFound('Form 10BE');
      const form = await form10BEData(db, mosqueId, financialYear, donorKey);
      if (!form) throw notFound('Form 10BE');
      return sendPdf(reply, `form-10be-${financialYear}-${donorKey}.pdf`, await form10BEPdf(form));
    },
  );
}
