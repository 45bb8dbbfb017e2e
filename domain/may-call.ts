import { type AccessSubject, meetsAccess } from './access';
import type { FunctionName } from './catalogue';
import { FUNCTION_RULES } from './function-rules';

/** Whether the server would answer this user's call to the function, as far as who they are goes. */
export function mayCall(name: FunctionName, user: AccessSubject): boolean {
  return meetsAccess(FUNCTION_RULES[name].access, user);
}
