import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { treasuryFunctions } from '../../domain/functions/treasury';
import { RECEIPT_CHECK_ROUTE, receiptCheckPath } from '../../domain/routes';
import * as z from '../../domain/zod';
import type { Db } from '../db/client';
import { verifyReceipt } from '../treasury/receipts';
import { pageLanguage, readPublicPageBuild } from './public-masjid';
import type { PageFrame } from './public-masjid-page';
import { type ReceiptCheck, renderReceiptCheck, renderReceiptNotFound } from './receipt-check-page';
import { preferredEncoding } from './web-shell';

/** A receipt's check by its public code, or null for a code that is no receipt's (or no code at all). */
export type LoadReceiptCheck = (code: string) => Promise<ReceiptCheck | null>;

/** The loader the app uses: verifyReceipt's own read, on a code its schema accepts; anything else is null. */
export function receiptCheckLoader(db: Db): LoadReceiptCheck {
  return async (code) => {
    const parsed = z.safeParse(treasuryFunctions.verifyReceipt.input, { code });
    if (!parsed.success) return null;
    const found = await verifyReceipt({ db }, parsed.data);
    return found.genuine ? found : null;
  };
}

type Options = {
  webRoot: string;
  portalName: string;
  loadReceipt: LoadReceiptCheck;
  /** Requests a minute from one network, as the public API allows. */
  perMinute: number;
};

/**
 * /receipt/<code>, drawn by the server like a masjid's public page, so that it opens whole from a QR code on a
 * slow phone without the app. Unlike that page it is never kept, here or in the browser: a cancellation must
 * show the moment the treasurer makes it (docs/decisions/0013-baitul-maal.md). An unknown or malformed code
 * is a 404 page in the reader's language, never an error.
 */
export function registerReceiptCheckPage(app: FastifyInstance, options: Options): void {
  const build = readPublicPageBuild(options.webRoot);
  if (!build) return;
  const rateLimit = { max: options.perMinute, timeWindow: '1 minute' };

  // RECEIPT_CHECK_ROUTE, matched by a wildcard: a `:code` parameter longer than the router's limit (100)
  // would be its 414 page, not ours; a wildcard has no limit, and any code verifyReceipt refuses is our 404.
  const route = `${RECEIPT_CHECK_ROUTE.slice(0, RECEIPT_CHECK_ROUTE.indexOf(':'))}*`;
  app.get<{ Params: { '*': string } }>(route, { config: { rateLimit } }, async (req, reply) => {
    const language = pageLanguage(req, reply);
    const code = req.params['*'].trim();
    const frame: PageFrame = {
      build,
      language,
      portalName: options.portalName,
      path: receiptCheckPath(code),
    };
    const receipt = await options.loadReceipt(code);
    const html = receipt ? renderReceiptCheck(frame, receipt) : renderReceiptNotFound(frame);
    return sendPage(req, reply, receipt ? 200 : 404, html);
  });
}

/** The page in the one encoding the browser prefers: drawn per request, so compressed once, not kept. */
function sendPage(req: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const identity = Buffer.from(html, 'utf8');
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  const body =
    encoding === 'br'
      ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
      : encoding === 'gzip'
        ? gzipSync(identity, { level: 6 })
        : identity;
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
    .type('text/html; charset=utf-8')
    .send(body);
}
