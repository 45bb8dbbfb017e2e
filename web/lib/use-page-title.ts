import { useEffect } from 'react';
import { portalName } from './portal';

/**
 * Names the browser tab after the screen ("My Family · Anjuman"), so tabs, history and screen readers tell
 * screens apart; null names it after the portal alone. Leaving the screen gives the tab back to the portal,
 * so a screen that names nothing never shows the one before it. Screens do not call this: their frame does
 * (`PageHeading`'s or `SignInFrame`'s `title`).
 */
export function usePageTitle(screen: string | null): void {
  useEffect(() => {
    document.title = screen ? `${screen} · ${portalName()}` : portalName();
    return () => {
      document.title = portalName();
    };
  }, [screen]);
}
