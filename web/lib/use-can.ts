import type { FunctionName } from '../../domain/catalogue';
import { mayCall } from '../../domain/may-call';
import { useSession } from '../app/session-provider';

/**
 * Whether the signed-in user may call this function, by the catalogue's access rule as the server applies it:
 * a screen shows a control only to those whose call would be answered (`useCan('exportMembers')`), and never
 * checks a role by hand.
 */
export function useCan(name: FunctionName): boolean {
  return mayCall(name, useSession().user);
}
