import type { FunctionInput, FunctionName, FunctionOutput } from '../../domain/catalogue';
import { readsChangedBy } from '../../domain/invalidations';
import type { MessageCode } from '../../domain/messages';
import type { ToastSeverity } from '../components/toast/toast-state';
import type { useMessageText } from '../i18n/use-message-text';
import { call } from './api';
import { CallError } from './call';
import { callStore } from './use-call';
import { fieldIssues, isPassReply, type Said, type WriteProblem } from './write-outcome';

export type Send<N extends FunctionName> = (name: N, input: FunctionInput<N>) => Promise<FunctionOutput<N>>;

/** How a write's outcome is said and what it changes: useAction's options (use-action.ts). */
export type WriteOptions<N extends FunctionName> = {
  /** The spec's text for an unexpected failure of this write ('Failed to add mosque!'), instead of the generic one. */
  unexpectedFailure?: MessageCode;
  /** How a `pass: false` reply is shown: a warning, or an error where the spec styles it so (staff accounts). */
  refusalSeverity?: 'warning' | 'error';
  /** Words around a failure's text, where the spec has them ('Some Error Occured: …'). */
  wrapFailure?: (text: string) => string;
  /**
   * What a `{pass, message}` reply says, where the product says it otherwise than toasting its words (success
   * when it passed, `refusalSeverity` when not): given the reply and its words in the reader's language, the
   * toast to show, or null for none (a sign-in step that moves on by itself).
   */
  sayReply?: (reply: FunctionOutput<N>, text: string) => Said | null;
  /**
   * What a failed call says, where the product words it otherwise (the OTP sender's 'Can not send OTP: …'):
   * given the error and its usual words (`unexpectedFailure`, then `wrapFailure`), the toast to show, or null
   * for none (a sign-out that fails for any reason but the network signs out here all the same).
   */
  sayFailure?: (err: unknown, text: string) => Said | null;
  /** What the caller does besides saying a failure: the OTP sender takes a refused send's wait. */
  onFailure?: (err: unknown) => void;
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

/** Where a write says its outcome: the toast, and the server's words in the reader's language. */
export type WriteVoice = {
  toast: (message: string, severity?: ToastSeverity) => void;
  text: Pick<ReturnType<typeof useMessageText>, 'said' | 'failure'>;
};

/**
 * One write, as useAction sends it: the reply or failure said (or shown in a form), the reads it changes
 * (domain/invalidations.ts) read again or dropped. The reply, or undefined when the call failed. Screens use
 * useAction, which adds `pending`; this is for the few writes no tap asks for, where that state would only
 * draw a screen again (the push subscription confirmed at each start, use-push.ts).
 */
export async function sendWrite<N extends FunctionName>(
  name: N,
  input: FunctionInput<N>,
  { toast, text }: WriteVoice,
  options: WriteOptions<N> & { send?: Send<N> } = {},
): Promise<FunctionOutput<N> | undefined> {
  const {
    unexpectedFailure,
    refusalSeverity = 'warning',
    wrapFailure,
    sayReply,
    sayFailure,
    onFailure,
    awaitReads = true,
    showProblem,
  } = options;
  const send: Send<N> = options.send ?? call;
  try {
    const reply = await send(name, input);
    if (isPassReply(reply)) {
      const words = text.said(reply);
      const said: Said | null = sayReply
        ? sayReply(reply, words)
        : { text: words, severity: reply.pass ? 'success' : refusalSeverity };
      if (!reply.pass && showProblem)
        showProblem({ text: said?.text ?? words, messageCode: reply.messageCode, fields: [] });
      else if (said) toast(said.text, said.severity);
    }
    if (!isPassReply(reply) || reply.pass) {
      const { stale, dropped } = readsChangedBy(name, input, reply);
      for (const read of dropped) callStore.forget(read.name, read.args);
      // Every stale read has been marked by now, so a screen mounted next never takes an old reply.
      const reads = Promise.all(stale.map((read) => callStore.invalidate(read.name, read.args)));
      if (awaitReads) await reads;
    }
    return reply;
  } catch (err) {
    onFailure?.(err);
    const words = text.failure(err, unexpectedFailure);
    const wrapped = wrapFailure ? wrapFailure(words) : words;
    const said: Said | null = sayFailure ? sayFailure(err, wrapped) : { text: wrapped, severity: 'error' };
    if (showProblem) {
      const messageCode = err instanceof CallError ? err.messageCode : undefined;
      showProblem({ text: said?.text ?? wrapped, messageCode, fields: fieldIssues(err) });
    } else if (said) toast(said.text, said.severity);
    return undefined;
  }
}
