import { alertsFunctions } from './functions/alerts';
import { auditFunctions } from './functions/audit';
import { categoriesFunctions } from './functions/categories';
import type { FunctionDef } from './functions/define';
import { directoryFunctions } from './functions/directory';
import { membersFunctions } from './functions/members';
import { placesFunctions } from './functions/places';
import { privacyFunctions } from './functions/privacy';
import { pushFunctions } from './functions/push';
import { registerFunctions } from './functions/register';
import { signInFunctions } from './functions/sign-in';
import { smsFunctions } from './functions/sms';
import { timesFunctions } from './functions/times';
import { treasuryFunctions } from './functions/treasury';
import { usersFunctions } from './functions/users';
import type * as z from './zod';

/**
 * Every server function, declared once, one file per area (domain/functions/<area>.ts, handled in
 * server/<area>/handlers.ts). The server binds one handler to each; the web client is typed from it.
 */
export const catalogue = {
  ...alertsFunctions,
  ...auditFunctions,
  ...categoriesFunctions,
  ...directoryFunctions,
  ...membersFunctions,
  ...placesFunctions,
  ...privacyFunctions,
  ...pushFunctions,
  ...registerFunctions,
  ...signInFunctions,
  ...smsFunctions,
  ...timesFunctions,
  ...treasuryFunctions,
  ...usersFunctions,
} satisfies Record<string, FunctionDef>;

export type Catalogue = typeof catalogue;
export type FunctionName = keyof Catalogue;
export type FunctionInput<N extends FunctionName> = z.input<Catalogue[N]['input']>;
export type FunctionOutput<N extends FunctionName> = z.output<Catalogue[N]['output']>;

/** Maps every name and alias to its canonical function name. */
export function buildNameIndex(cat: Record<string, FunctionDef>): Map<string, string> {
  const index = new Map<string, string>();
  for (const [name, def] of Object.entries(cat)) {
    for (const key of [name, ...def.aliases]) {
      if (index.has(key)) throw new Error(`Function name "${key}" is declared twice`);
      index.set(key, name);
    }
  }
  return index;
}
