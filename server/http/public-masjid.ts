import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { todayInIndia } from '../../domain/dates';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '../../domain/languages';
import { PUBLIC_PAGE_FILE, type PublicPageBuild } from '../../domain/public-page';
import { PATHS, publicMasjidPath } from '../../domain/routes';
import type { StaleReads } from '../db/stale-reads';
import { AppError } from '../protocol/app-error';
import { readTimesRules } from '../times/times-rules';
import {
  type PageFrame,
  renderMasjidNotFound,
  renderMasjidPage,
  renderNearMePage,
  type TimesRules,
} from './public-masjid-page';
import { readerLanguage } from './sign-in-prerender';
import { preferredEncoding } from './web-shell';

/** A masjid's rules by its code from a day on, or null for an unknown code. */
export type LoadRules = (code: string, today: string) => Promise<TimesRules | null>;

/**
 * The loader the app uses: getMosqueTimesRules's own read, by code, and like it on a replica when one is fit;
 * an unknown code is null, not an error.
 */
export function masjidRulesLoader(reads: StaleReads): LoadRules {
  return async (code, today) => {
    try {
      return await reads.run(null, (db) => readTimesRules(db, { code }, today));
    } catch (err) {
      if (err instanceof AppError && err.status === 'NOT_FOUND') return null;
      throw err;
    }
  };
}

type Options = {
  webRoot: string;
  portalName: string;
  loadRules: LoadRules;
  now: () => Date;
  /** Requests a minute from one network, as the public API allows. */
  perMinute: number;
};

/** How long a drawn page is kept, here and in the browser: a change of times shows within a minute. */
const KEEP_SECONDS = 60;
const KEEP_PAGES = 500;

type Encoded = Record<'br' | 'gzip' | 'identity', Buffer>;
type Kept = { at: number; status: number; body: Encoded };

/** The build's words and styles for the visitors' pages, or null when the build has none. */
export function readPublicPageBuild(webRoot: string): PublicPageBuild | null {
  const file = join(webRoot, PUBLIC_PAGE_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PublicPageBuild) : null;
}

function encode(html: string): Encoded {
  const identity = Buffer.from(html, 'utf8');
  // A middling brotli: the page is drawn per masjid and language, not once at start as the shell is.
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: gzipSync(identity, { level: 6 }),
  };
}

/**
 * The language a visitor reads in: the one picked on the page (`?lang=`, kept in the cookie the app reads
 * too), else the device's choice, else the browser's.
 */
export function pageLanguage(req: FastifyRequest, reply: FastifyReply): Language {
  const asked = (req.query as Record<string, unknown>).lang;
  if (isLanguage(asked)) {
    reply.header('set-cookie', `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=31536000; SameSite=Lax`);
    return asked;
  }
  return readerLanguage(req.headers);
}

/**
 * The visitors' pages, drawn by the server: /masjid/<code> (an unknown code is a 404 page in the reader's
 * language) and /near-me. A page is kept a minute per masjid, language and day, so a crowd reading one
 * masjid's page after the Friday khutbah costs one read of its rules.
 */
export function registerPublicPages(app: FastifyInstance, options: Options): void {
  const build = readPublicPageBuild(options.webRoot);
  if (!build) return;
  const kept = new Map<string, Kept>();
  const frameOf = (language: Language, path: string): PageFrame => ({
    build,
    language,
    portalName: options.portalName,
    path,
  });

  const send = (req: FastifyRequest, reply: FastifyReply, page: Kept) => {
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .status(page.status)
      .header('cache-control', `public, max-age=${KEEP_SECONDS}`)
      .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(page.body[encoding ?? 'identity']);
  };
  const keep = (key: string, page: Kept) => {
    kept.delete(key);
    kept.set(key, page);
    // A Map keeps its order of insertion: the first key is the oldest.
    if (kept.size > KEEP_PAGES) kept.delete(kept.keys().next().value!);
  };
  const rateLimit = { max: options.perMinute, timeWindow: '1 minute' };

  app.get<{ Params: { code: string } }>('/masjid/:code', { config: { rateLimit } }, async (req, reply) => {
    const language = pageLanguage(req, reply);
    const code = req.params.code.trim();
    const now = options.now();
    const today = todayInIndia(now);
    const key = `${code.toLowerCase()}|${language}|${today}`;
    const found = kept.get(key);
    if (found && now.getTime() - found.at < KEEP_SECONDS * 1000) return send(req, reply, found);
    const frame = frameOf(language, publicMasjidPath(code));
    const rules = code.length > 0 && code.length <= 50 ? await options.loadRules(code, today) : null;
    const page: Kept = rules
      ? { at: now.getTime(), status: 200, body: encode(renderMasjidPage(frame, rules, today)) }
      : { at: now.getTime(), status: 404, body: encode(renderMasjidNotFound(frame)) };
    // Unknown codes are not kept: anyone could fill the memory with them.
    if (rules) keep(key, page);
    return send(req, reply, page);
  });

  const nearMe = new Map<Language, Kept>();
  app.get(PATHS.nearMe, { config: { rateLimit } }, async (req, reply) => {
    const language = pageLanguage(req, reply);
    let page = nearMe.get(language);
    if (!page) {
      page = { at: 0, status: 200, body: encode(renderNearMePage(frameOf(language, PATHS.nearMe))) };
      nearMe.set(language, page);
    }
    return send(req, reply, page);
  });
}
