import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { RouteEntry } from '../../domain/routes';
import { FullPageSpinner } from '../components/full-page-spinner';
import { useSession } from '../features/session/session-provider';
import { decideGuard } from './guard-decision';

export function RouteGuard({ route, children }: { route: RouteEntry; children: ReactNode }) {
  const session = useSession();
  const decision = decideGuard(route, session);
  if (decision.kind === 'spinner') return <FullPageSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
