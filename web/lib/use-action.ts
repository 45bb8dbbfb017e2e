import { useCallback, useState } from 'react';
import type { FunctionInput, FunctionName, FunctionOutput } from '../../domain/catalogue';
import { readsChangedBy } from '../../domain/invalidations';
import type { MessageCode } from '../../domain/messages';
import { useToast } from '../components/toast/toast-provider';
import { useMessageText } from '../i18n/use-message-text';
import { call } from './api';
import { CallError } from './call';
import { callStore } from './use-call';

type ActionOptions = {
  /** The spec's text for an unexpected failure of this write ('Failed to add mosque!'), instead of the generic one. */
  unexpectedFailure?: MessageCode;
  /** How a `pass: false` reply is shown: a warning, or an error where the spec styles it so (staff accounts). */
  refusalSeverity?: 'warning' | 'error';
  /** Words around a failure's text, where the spec has them ('Some Error Occured: …'). */
  wrapFailure?: (text: string) => string;
  /**
   * False where the caller goes on to another screen once the write is through: `run` then resolves as soon
   * as the reply is in, the stale reads going on meanwhile, so the next screen's own read travels alongside
   * them instead of after them: one round trip after the write, not two.
   */
  awaitReads?: boolean;
  /**
   * Where a write that did not go through is shown, when not in a toast: a dialog marks the fields it names
   * and says the rest inside itself (`useFormProblems`), since a toast would cover its buttons. A write that
   * went through is still toasted, once the dialog has closed.
   */
  showProblem?: (problem: WriteProblem) => void;
};

/** What a write that did not go through said, for the form that sent it to show. */
export type WriteProblem = {
  /** The whole message, in the reader's language (a refusal's, or a failed call's). */
  text: string;
  /** Its catalogue code, which tells a form which field a refusal is about ('mosqueIdTaken'). */
  messageCode?: string;
  /** Each input field the server found wrong (an invalid argument's details), in the form's order. */
  fields: readonly { path: string; message: string }[];
};

/** The field issues of an invalid argument: `{path, message}` each, as the router lists them. */
function fieldIssues(err: unknown): WriteProblem['fields'] {
  if (!(err instanceof CallError) || err.code !== 'invalid-argument' || !Array.isArray(err.details))
    return [];
  return err.details.flatMap((issue: unknown) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}

type PassReply = { pass: boolean; message: string; messageCode?: string };
const isPassReply = (v: unknown): v is PassReply =>
  typeof v === 'object' &&
  v !== null &&
  'pass' in v &&
  'message' in v &&
  typeof (v as PassReply).message === 'string';

/**
 * The one way a screen writes: `const save = useAction('updateBasicInfo')`, then `await save.run(input)`.
 * While it runs `pending` is true. A `{pass, message}` reply is toasted as the product does (success when it
 * passed, warning when not); a failed call is toasted as an error with the product's text. A write that went
 * through makes the reads named for it in domain/invalidations.ts stale; `run` resolves once the screens
 * showing them have their new replies, so what follows sees the write (unless `awaitReads: false`, for a
 * caller that moves on to a screen of its own reads). `run` returns the reply, or undefined when the call
 * failed. A dialog's write gives `showProblem` (here or to one `run`): what it refuses then shows in the dialog.
 */
export function useAction<N extends FunctionName>(name: N, options: ActionOptions = {}) {
  const toast = useToast();
  const text = useMessageText();
  const [pending, setPending] = useState(false);
  const {
    unexpectedFailure,
    refusalSeverity = 'warning',
    wrapFailure,
    awaitReads = true,
    showProblem: shownByHook,
  } = options;

  const run = useCallback(
    async (
      input: FunctionInput<N>,
      // For a dialog that the screen owning this write opens: the dialog's own form shows what is refused.
      { showProblem = shownByHook }: Pick<ActionOptions, 'showProblem'> = {},
    ): Promise<FunctionOutput<N> | undefined> => {
      setPending(true);
      try {
        const reply = await call(name, input);
        if (isPassReply(reply) && !reply.pass && showProblem)
          showProblem({ text: text.said(reply), messageCode: reply.messageCode, fields: [] });
        else if (isPassReply(reply)) toast(text.said(reply), reply.pass ? 'success' : refusalSeverity);
        if (!isPassReply(reply) || reply.pass) {
          const { stale, dropped } = readsChangedBy(name);
          for (const read of dropped) callStore.forget(read);
          // Every stale read has been marked by now, so a screen mounted next never takes an old reply.
          const reads = Promise.all(stale.map((read) => callStore.invalidate(read)));
          if (awaitReads) await reads;
        }
        return reply;
      } catch (err) {
        const failure = text.failure(err, unexpectedFailure);
        const shown = wrapFailure ? wrapFailure(failure) : failure;
        if (showProblem) {
          const messageCode = err instanceof CallError ? err.messageCode : undefined;
          showProblem({ text: shown, messageCode, fields: fieldIssues(err) });
        } else toast(shown, 'error');
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [name, toast, text, unexpectedFailure, refusalSeverity, wrapFailure, awaitReads, shownByHook],
  );

  return { run, pending };
}
