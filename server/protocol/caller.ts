import type { sessions, users } from '../db/schema';

// Who is calling, as the router found them from the bearer token and as every handler and rule reads them.
// Here rather than beside the sessions' logic (server/sign-in/sessions.ts) so that a rule that only reads the
// caller (policy/, the limits, the context) does not import sign-in, and sign-in does not import them back.

export type SessionUser = typeof users.$inferSelect;
export type SessionMethod = (typeof sessions.$inferSelect)['method'];
/** The calling session, as the handlers see it. */
export type CallerSession = { tokenHash: string; method: SessionMethod; createdAt: Date };
