import { useEffect } from 'react';
import { portalName } from './portal';

/** Names the browser tab after the screen ("My Family · Anjuman"), so tabs, history and screen readers tell screens apart. */
export function usePageTitle(screen: string | null): void {
  useEffect(() => {
    document.title = screen ? `${screen} · ${portalName()}` : portalName();
  }, [screen]);
}
