import { useEffect } from 'react';
import { useLocation } from 'react-router';

// A lazy screen may take a while on a slow network; stop looking for its heading after about two seconds.
const MAX_FRAMES = 120;

/**
 * After each navigation, the focus moves to the new page's main heading: a screen reader announces the page,
 * and Tab starts from there instead of from wherever the last page left it (or from <body>).
 */
export function useFocusPageHeading(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger; each page has its own h1.
  useEffect(() => {
    let frames = 0;
    let id = 0;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.style.outline = 'none';
        heading.focus();
        return;
      }
      if (frames++ < MAX_FRAMES) id = requestAnimationFrame(focusHeading);
    };
    id = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(id);
  }, [pathname]);
}
