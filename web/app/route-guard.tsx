import { type ReactNode, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { RouteEntry } from '../../domain/routes';
import { FullPageSpinner } from '../components/full-page-spinner';
import { decideGuard } from './guard-decision';
import { useSession } from './session-provider';

export function RouteGuard({ route, children }: { route: RouteEntry; children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  // Who arrives signed out (a shared link) comes back here after signing in; who signs out here does not.
  const wasIn = useRef(false);
  const decision = decideGuard(route, session, wasIn.current ? undefined : `${pathname}${search}`);
  if (decision.kind === 'render') wasIn.current = true;
  if (decision.kind === 'spinner') return <FullPageSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
