import { type RefObject, useEffect } from 'react';

// What a member fills in or presses first: an enabled field that takes the keyboard, or else a button. A
// read-only field (the UniqueId) and the hidden inputs MUI keeps behind a select are passed over.
const FIRST_FIELD = [
  'input:not([type="hidden"]):not([disabled]):not([readonly]):not([tabindex="-1"])',
  'textarea:not([disabled]):not([readonly])',
  '[role="combobox"]:not([aria-disabled="true"])',
  'button:not([disabled])',
].join(', ');

/** The first field of a step, in document order; null when the step has none yet. */
export function firstFieldIn(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>(FIRST_FIELD);
}

// The later steps are lazy chunks; on a slow network wait up to about two seconds for one to render.
const MAX_FRAMES = 120;

/**
 * When the authentication screen moves to a new step (`stepKey`), the focus goes to the step's first field,
 * so the member types the password or code at once; the step's heading is announced by the screen's live
 * region instead of by taking the focus. A step read before acted on (`readFirst`: the privacy notice) puts
 * the focus on its heading, so a screen reader starts at the top of the text. On the first step this finds
 * the phone field, which has the focus already.
 */
export function useFocusNewStep(
  stepKey: string,
  body: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
  readFirst: boolean,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step's key is the trigger.
  useEffect(() => {
    let frames = 0;
    let id = 0;
    const focus = () => {
      const field = readFirst || !body.current ? null : firstFieldIn(body.current);
      // A field still hidden (Suspense shows its fallback while a chunk loads) takes no focus: try again.
      field?.focus();
      if (field && document.activeElement === field) return;
      if (!readFirst && frames++ < MAX_FRAMES) {
        id = requestAnimationFrame(focus);
        return;
      }
      heading.current?.focus();
    };
    id = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(id);
  }, [stepKey]);
}
