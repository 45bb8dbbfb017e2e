// A limit's shape, apart from the throttle that counts it, so that the rules can be declared (the SMS budget
// among them, which server/config.ts reads) without importing the database.

/**
 * `limit` events in `windowMs` are allowed; past it the call is refused (429). `proofAfter`, when set, is a
 * lower mark past which the caller must first prove work (ALTCHA) instead of being refused.
 */
export type ThrottleRule = {
  bucket: string;
  limit: number;
  windowMs: number;
  proofAfter?: number;
  /** Counted per account (or number) across every network: its spikes are logged under the account's id. */
  perAccount?: boolean;
};
/** One rule applied to one key (a phone, an account, a normalised IP or a combination). */
export type Limit = readonly [ThrottleRule, string];
