import { Suspense, useEffect } from 'react';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { whenIdle } from '../../lib/when-idle';
import type { AlertSheetProps } from './alert-sheet';

const Sheet = preloadableLazy(() => import('./alert-sheet').then((m) => ({ default: m.AlertSheet })));

/**
 * The alert sheet as the member's screens use it: its code (MUI's drawer, modal and transitions) is not part
 * of their first load. It is fetched at the first idle moment and mounted with the first alert
 * opened.
 */
export function LazyAlertSheet(props: AlertSheetProps) {
  const opened = useOpenedOnce(props.alert !== null);
  useEffect(() => whenIdle(() => void Sheet.preload().catch(() => {})), []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}
