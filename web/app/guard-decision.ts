import { meetsAccess } from '../../domain/access';
import type { UserData } from '../../domain/functions/shapes';
import type { RouteEntry } from '../../domain/routes';

export type GuardDecision = { kind: 'spinner' } | { kind: 'render' } | { kind: 'redirect'; to: string };

/**
 * A spinner while the session loads, then the route's fallback when its access rule refuses the user (nobody
 * signed in, or the wrong role): the rule the server applies to the screen's calls.
 */
export function decideGuard(
  route: RouteEntry,
  session: { loading: boolean; user: UserData | null },
): GuardDecision {
  if (route.access === 'public') return { kind: 'render' };
  if (session.loading && !session.user) return { kind: 'spinner' };
  if (meetsAccess(route.access, session.user)) return { kind: 'render' };
  return route.fallback ? { kind: 'redirect', to: route.fallback } : { kind: 'render' };
}
