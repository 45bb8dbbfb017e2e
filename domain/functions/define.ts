import type { $ZodType } from 'zod/v4/core';
import type { Access } from '../access';

/**
 * A read answers from the data and changes none of it (an audit row recording who looked is not a change); a
 * write changes data, or starts or ends a session. Offline, the web refuses a write before sending it; after a
 * write the server forgets its cached copy of the caller's session.
 */
export type FunctionKind = 'read' | 'write';

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
  input: I;
  output: O;
};

export function defineFunction<I extends $ZodType, O extends $ZodType, A extends Access>(
  def: FunctionDef<I, O, A>,
): FunctionDef<I, O, A> {
  return def;
}
