import type { UserData } from '../../domain/functions/shapes';
import { isAllowed, type RouteEntry } from '../../domain/routes';

export type GuardDecision = { kind: 'spinner' } | { kind: 'render' } | { kind: 'redirect'; to: string };

/** A spinner while the session loads, then the fallback when nobody is signed in or the role is not allowed. */
export function decideGuard(
  route: RouteEntry,
  session: { loading: boolean; user: UserData | null },
): GuardDecision {
  if (route.require.kind === 'anyone') return { kind: 'render' };
  if (session.loading && !session.user) return { kind: 'spinner' };
  if (isAllowed(route.require, session.user)) return { kind: 'render' };
  return route.fallback ? { kind: 'redirect', to: route.fallback } : { kind: 'render' };
}
