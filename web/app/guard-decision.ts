import { meetsAccess } from '../../domain/access';
import type { UserData } from '../../domain/functions/shapes';
import { PATHS, type RouteEntry, signInReturningTo } from '../../domain/routes';

export type GuardDecision = { kind: 'spinner' } | { kind: 'render' } | { kind: 'redirect'; to: string };

/**
 * A spinner while the session loads, then the route's fallback when its access rule refuses the user (nobody
 * signed in, or the wrong role): the rule the server applies to the screen's calls. Someone signed out of a
 * member screen (`here`, its path and query: a shared alert's link, say) is sent to sign in and then back.
 */
export function decideGuard(
  route: RouteEntry,
  session: { loading: boolean; user: UserData | null },
  here?: string,
): GuardDecision {
  if (route.access === 'public') return { kind: 'render' };
  if (session.loading && !session.user) return { kind: 'spinner' };
  if (meetsAccess(route.access, session.user)) return { kind: 'render' };
  if (!route.fallback) return { kind: 'render' };
  const to =
    route.fallback === PATHS.login && !session.user && here ? signInReturningTo(here) : route.fallback;
  return { kind: 'redirect', to };
}
