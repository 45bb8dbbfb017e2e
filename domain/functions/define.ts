import type { $ZodType } from 'zod/v4/core';

/**
 * Who may call a function. `member` is role user; `staff` is volunteer or admin; `admin` includes super admins;
 * `memberOrAdmin` is members and admins, not volunteers (who see only the members directory, spec §6).
 * Identity always comes from the session, never from the input.
 */
export type Access = 'public' | 'signedIn' | 'member' | 'memberOrAdmin' | 'staff' | 'admin' | 'superAdmin';

/** The largest request body a function takes unless it declares its own bodyLimit. */
export const DEFAULT_BODY_LIMIT = 256 * 1024;

export type FunctionDef<
  I extends $ZodType = $ZodType,
  O extends $ZodType = $ZodType,
  A extends Access = Access,
> = {
  aliases: readonly string[];
  access: A;
  /** Requires a solved ALTCHA challenge in the input's `altcha` field (unless the bot check is off). */
  botCheck?: boolean;
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
