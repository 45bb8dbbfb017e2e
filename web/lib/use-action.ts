import { useCallback, useState } from 'react';
import type { FunctionInput, FunctionName, FunctionOutput } from '../../domain/catalogue';
import { readsChangedBy } from '../../domain/invalidations';
import type { MessageCode } from '../../domain/messages';
import { useToast } from '../components/toast/toast-provider';
import { useMessageText } from '../i18n/use-message-text';
import { call } from './api';
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
};

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
 * failed.
 */
export function useAction<N extends FunctionName>(name: N, options: ActionOptions = {}) {
  const toast = useToast();
  const text = useMessageText();
  const [pending, setPending] = useState(false);
  const { unexpectedFailure, refusalSeverity = 'warning', wrapFailure, awaitReads = true } = options;

  const run = useCallback(
    async (input: FunctionInput<N>): Promise<FunctionOutput<N> | undefined> => {
      setPending(true);
      try {
        const reply = await call(name, input);
        if (isPassReply(reply)) toast(text.said(reply), reply.pass ? 'success' : refusalSeverity);
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
        toast(wrapFailure ? wrapFailure(failure) : failure, 'error');
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [name, toast, text, unexpectedFailure, refusalSeverity, wrapFailure, awaitReads],
  );

  return { run, pending };
}
