import { accountFunctions } from './functions/accounts';
import { adminMosqueFunctions } from './functions/admin-mosques';
import { adminPlaceFunctions } from './functions/admin-places';
import { alertDeliveryFunctions } from './functions/alert-delivery';
import { alertFunctions } from './functions/alerts';
import type { FunctionDef } from './functions/define';
import { familyFunctions } from './functions/family';
import { memberFunctions } from './functions/members';
import { memberDirectoryFunctions } from './functions/members-directory';
import { myMosqueFunctions } from './functions/my-mosque';
import { otherInfoFunctions } from './functions/other-info';
import { placeFunctions } from './functions/places';
import { privacyFunctions } from './functions/privacy';
import { smsFunctions } from './functions/sms';
import { staffFunctions } from './functions/staff';
import type * as z from './zod';

/** Every server function, declared once. The server binds one handler to each; the web client is typed from it. */
export const catalogue = {
  ...staffFunctions,
  ...placeFunctions,
  ...memberFunctions,
  ...familyFunctions,
  ...otherInfoFunctions,
  ...myMosqueFunctions,
  ...alertFunctions,
  ...adminPlaceFunctions,
  ...adminMosqueFunctions,
  ...accountFunctions,
  ...memberDirectoryFunctions,
  ...privacyFunctions,
  ...smsFunctions,
  ...alertDeliveryFunctions,
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
