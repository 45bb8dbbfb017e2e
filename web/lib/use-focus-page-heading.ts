import { useEffect } from 'react';
import { useLocation } from 'react-router';

// A lazy screen may take a while on a slow network; stop looking for its heading after about two seconds.
const MAX_FRAMES = 120;

// keydown and pointerdown, not keyup or click: an Enter on a link navigates before its keyup reaches us.
const INPUT_EVENTS = ['keydown', 'pointerdown'] as const;

/**
 * After each navigation, the focus moves to the new page's main heading: a screen reader announces the page,
 * and Tab starts from there instead of from wherever the last page left it (or from <body>).
 *
 * A slow screen's heading can arrive after the person has started using the page: tabbed into a field, or
 * opened and closed a menu. The focus is theirs by then, so any key or pointer press after the navigation
 * ends the search for the heading.
 */
export function useFocusPageHeading(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger; each page has its own h1.
  useEffect(() => {
    let frames = 0;
    let id = 0;
    const stop = () => {
      cancelAnimationFrame(id);
      for (const type of INPUT_EVENTS) document.removeEventListener(type, stop, true);
    };
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      // A dialog that closed as it navigated still hides the page until it has faded out: wait for it.
      const hidden = heading !== null && isBehindAnOpenLayer(heading);
      if (hidden && isInAnOpenLayer(document.activeElement)) return stop();
      if (heading && !hidden) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.style.outline = 'none';
        heading.focus();
        return stop();
      }
      if (frames++ < MAX_FRAMES) id = requestAnimationFrame(focusHeading);
      else stop();
    };
    for (const type of INPUT_EVENTS) document.addEventListener(type, stop, true);
    id = requestAnimationFrame(focusHeading);
    return stop;
  }, [pathname]);
}

/** A menu, dialog or drawer open over the page hides the rest of the page from assistive technology. */
const isBehindAnOpenLayer = (el: Element) => el.closest('[aria-hidden="true"]') !== null;

/**
 * A lazy screen's heading can arrive after the person has opened a menu or a dialog and is using it: taking
 * the focus from it then would leave the menu open and deaf to the keyboard (Escape, arrows), so the focus
 * stays with them. A layer that is closing has already given the focus back to the page (or to <body>).
 */
const isInAnOpenLayer = (el: Element | null) =>
  el !== null && el !== document.body && !isBehindAnOpenLayer(el);
