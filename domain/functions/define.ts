import type { $ZodType } from 'zod/v4/core';
import type { Access } from '../access';

/**
 * A read answers from the data and changes none of it (an audit row recording who looked is not a change); a
 * write changes data, or starts or ends a session. Offline, the web refuses a write before sending it; after a
 * write the server forgets its cached copy of the caller's session.
 */
export type FunctionKind = 'read' | 'write';

/**
 * How long a shared cache (the browser's, a proxy's, a CDN's) may keep a public read's reply: a number of
 * seconds, or `nextPrayer` (until the first adhan or jamaat in the reply still to come, at most MAX_SHARED_AGE),
 * so that a committee's change of its times reaches every phone before the prayer it moves (decision 0015).
 */
export type SharedCaching = { maxAgeSeconds: number } | { until: 'nextPrayer' };

/** The longest a shared cache keeps any reply: a change reaches everyone within the hour. */
export const MAX_SHARED_AGE_SECONDS = 3600;

/** The largest request body a function takes unless it declares its own bodyLimit. */
export const DEFAULT_BODY_LIMIT = 256 * 1024;

export type FunctionDef<
  I extends $ZodType = $ZodType,
  O extends $ZodType = $ZodType,
  A extends Access = Access,
> = {
  aliases: readonly string[];
  access: A;
  kind: FunctionKind;
  /**
   * Requires a solved ALTCHA challenge in the input's `altcha` field (unless the bot check is off). The handler
   * verifies it, after the refusals that cost nothing, so that a refused call costs the server no verification.
   */
  botCheck?: boolean;
  /**
   * A read whose answer may be a moment old (at most the replicas' lag limit): with read replicas it is served
   * by one of them. Only reads of what many people open at once and nobody just changed themselves (the
   * picker, a masjid's times, the alerts, the directory): a member's own data, sign-in, sessions, limits and
   * the treasury always read the primary, as does any read its caller wrote a moment ago. Decision 0015.
   */
  mayBeStale?: true;
  summary: string;
  /** The largest request body, in bytes, when the function takes more than DEFAULT_BODY_LIMIT (a spreadsheet). */
  bodyLimit?: number;
  /**
   * Opts a public read in to `GET /api/<name>?data=<json>`, answered with an ETag and `Cache-Control: public`
   * for this long, so a proxy or a CDN answers repeats. Only a public read may: nothing personal is ever
   * cacheable, and the server refuses to start otherwise. Without it a function answers POST only.
   */
  sharedCaching?: SharedCaching;
  input: I;
  output: O;
};

export function defineFunction<I extends $ZodType, O extends $ZodType, A extends Access>(
  // A function that is not public cannot even declare shared caching.
  def: FunctionDef<I, O, A> & (A extends 'public' ? unknown : { sharedCaching?: undefined }),
): FunctionDef<I, O, A> {
  return def;
}
