import { flushSync } from 'react-dom';
import { isLanguage, type Language } from '../../domain/languages';
import { chooseLanguage } from '../i18n/i18n';

/** What a visitor did on the prerendered sign-in page before the app arrived. */
export type EarlyInput = {
  /** A language chosen: the inline boot script held it (server/http/sign-in-boot-script.ts). */
  language: Language | null;
  values: [name: string, value: string][];
  focused: { name: string; start: number | null; end: number | null } | null;
  /** Continue was pressed: the inline boot script held it (server/http/sign-in-boot-script.ts). */
  submitted: boolean;
};

/**
 * Reads the prerendered form in the root, if the server sent one, just before the app draws over it: in the
 * same task, so nothing typed in between is lost.
 */
export function readEarlyInput(root: HTMLElement): EarlyInput | null {
  const form = root.querySelector('form');
  if (!form) return null;
  const chosen = root.querySelector('[data-language-chooser]')?.getAttribute('data-chosen');
  const fields = [...form.querySelectorAll<HTMLInputElement>('input[name]')];
  const active = document.activeElement;
  const focused = fields.find((field) => field === active);
  return {
    language: isLanguage(chosen) ? chosen : null,
    values: fields.filter((f) => f.value !== '').map((f) => [f.name, f.value]),
    focused: focused
      ? { name: focused.name, start: focused.selectionStart, end: focused.selectionEnd }
      : null,
    submitted: form.hasAttribute('data-submitted'),
  };
}

// React tracks an input's value itself: set through the prototype's setter, an input event then reads as
// typing (as the browser's autofill does), for a controlled field and for react-hook-form's alike.
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/**
 * Puts what was typed into the form the app drew in the prerendered one's place, gives the focus and the caret
 * back, sends a Continue that was waiting, and switches to a language that was chosen.
 */
export function carryEarlyInput(root: HTMLElement, early: EarlyInput): void {
  const form = root.querySelector('form');
  if (!form) return;
  const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
  flushSync(() => {
    for (const [name, value] of early.values) {
      const input = field(name);
      if (!input) continue;
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
  // After the render's own focusing (a field's autoFocus, web/app/preact-parity.ts), which would otherwise
  // take the focus from the field the visitor was in; still before any other task, so no key is lost.
  queueMicrotask(() => {
    if (early.focused) {
      const input = field(early.focused.name);
      input?.focus();
      if (input && early.focused.start !== null) {
        input.setSelectionRange(early.focused.start, early.focused.end ?? early.focused.start);
      }
    }
    if (early.submitted) form.requestSubmit();
    if (early.language) {
      chooseLanguage(early.language).catch((err: unknown) =>
        console.error('Changing the language failed', err),
      );
    }
  });
}
