import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { MessageCode } from '../../../domain/messages';
import { useMessageText } from '../../i18n/use-message-text';
import type { WriteProblem } from '../../lib/use-action';

type Options<T extends FieldValues> = {
  /** The form's field for an input field the server names, where they are called differently. */
  paths?: Readonly<Record<string, FieldPath<T>>>;
  /** The field a refusal is about, by its code ('mosqueIdTaken': the Mosque ID). */
  refusals?: Readonly<Partial<Record<MessageCode, FieldPath<T>>>>;
};

/** What a dialog shows of a write that did not go through: give `show` to useAction, the rest to ModalForm. */
export type FormProblems = {
  show: (problem: WriteProblem) => void;
  /** The words about no one field, said inside the dialog, above its buttons. */
  message: string | null;
  messageRef: RefObject<HTMLDivElement | null>;
  /** Forgets those words: at each submit, and when the dialog opens again. */
  clear: () => void;
};

/**
 * Shows in the form what the server refused, where a toast would cover the dialog's buttons: every field it
 * names is marked with its message, a refusal on the field it is about, and anything else in the dialog.
 * The focus goes to the first field marked, in the form's order (that of its values), or else to the words
 * in the dialog. It moves once the form has drawn them: `show` is called as the write ends, in the same turn
 * as its `pending` goes false, so that render has the fields enabled again.
 */
export function useFormProblems<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'setFocus' | 'getValues'>,
  { paths, refusals }: Options<T> = {},
): FormProblems {
  const { setError, setFocus, getValues } = form;
  const text = useMessageText();
  const [message, setMessage] = useState<string | null>(null);
  const [focus, setFocusOn] = useState<{ field: FieldPath<T> | null } | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const mapping = useRef({ paths, refusals });
  mapping.current = { paths, refusals };

  const show = useCallback(
    (problem: WriteProblem) => {
      const fields = Object.keys(getValues()) as FieldPath<T>[];
      const fieldOf = (path: string) => {
        const top = path.split('.')[0] ?? path;
        const named = mapping.current.paths?.[top] ?? (top as FieldPath<T>);
        return fields.includes(named) ? named : null;
      };
      const marked = new Map<FieldPath<T>, string>();
      const loose: string[] = [];
      for (const issue of problem.fields) {
        const field = fieldOf(issue.path);
        if (!field) loose.push(text.field(issue.message) ?? issue.message);
        else if (!marked.has(field)) marked.set(field, issue.message);
      }
      if (problem.fields.length === 0) {
        const field = mapping.current.refusals?.[problem.messageCode as MessageCode];
        // Already in the reader's language, with its parameters: the field shows it as it is.
        if (field) marked.set(field, problem.text);
        else loose.push(problem.text);
      }
      for (const [field, said] of marked) setError(field, { type: 'server', message: said });
      setMessage(loose.length > 0 ? loose.join(' ') : null);
      const first = fields.find((field) => marked.has(field)) ?? null;
      setFocusOn({ field: first });
    },
    [getValues, setError, text],
  );

  useEffect(() => {
    if (!focus) return;
    if (focus.field) setFocus(focus.field);
    else messageRef.current?.focus();
    setFocusOn(null);
  }, [focus, setFocus]);

  const clear = useCallback(() => setMessage(null), []);
  return { show, message, messageRef, clear };
}
