import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { RouteEntry } from '../../domain/routes';
import { FullPageSpinner } from '../components/full-page-spinner';
import { decideGuard } from './guard-decision';
import { useSession } from './session-provider';

export function RouteGuard({ route, children }: { route: RouteEntry; children: ReactNode }) {
  const session = useSession();
  const decision = decideGuard(route, session);
  if (decision.kind === 'spinner') return <FullPageSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
