import { useCallback, useState } from 'react';
import type { FunctionInput, FunctionName, FunctionOutput } from '../../domain/catalogue';
import { readsChangedBy } from '../../domain/invalidations';
import type { MessageCode } from '../../domain/messages';
import { useToast } from '../components/toast/toast-provider';
import { useMessageText } from '../i18n/use-message-text';
import { call } from './api';
import { CallError } from './call';
import type { ProofGuarded } from './call-with-proof';
import { callStore } from './use-call';
import { fieldIssues, isPassReply, type Said, type WriteProblem } from './write-outcome';

export type { WriteProblem } from './write-outcome';

type Send<N extends FunctionName> = (name: N, input: FunctionInput<N>) => Promise<FunctionOutput<N>>;

/**
 * How the call is sent: a proof-guarded sign-in must name `callWithProof` (call-with-proof.ts), the one
 * extension, so it cannot be sent without its proof of work; every other call goes as it is. Only the sign-in
 * screens load the solver's code this way.
 */
type SendOption<N extends FunctionName> = N extends ProofGuarded ? { send: Send<N> } : { send?: never };

type BaseOptions<N extends FunctionName> = {
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
   * given the error and its usual words (`unexpectedFailure`, then `wrapFailure`), the toast to show.
   */
  sayFailure?: (err: unknown, text: string) => Said;
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

type ActionOptions<N extends FunctionName> = SendOption<N> & BaseOptions<N>;

/** The options, required where they name how a guarded sign-in is sent. */
type OptionsOf<N extends FunctionName> = N extends ProofGuarded ? [ActionOptions<N>] : [ActionOptions<N>?];

/**
 * The one way a screen sends a call a tap asks for (a write, or a read that answers one submit, as the phone
 * check): `const save = useAction('updateProfile')`, then `await save.run(input)`. While it runs `pending`
 * is true. A `{pass, message}` reply is toasted as the product does (success when it passed, warning when
 * not; `sayReply` where a screen words it otherwise); a failed call is toasted as an error with the product's
 * text. A guarded sign-in is given `send: callWithProof`: it carries its proof of work, and solves a harder
 * one when the server asks. A write that went through changes the reads domain/invalidations.ts names for it,
 * by its input and reply: the dropped ones are thrown away, kept copies too, and `run` resolves once the
 * screens showing the stale ones have their new replies, so what follows sees the write (unless
 * `awaitReads: false`, for a caller that moves on to a screen of its own reads). `run` returns the reply, or
 * undefined when the call failed. A dialog's write gives `showProblem` (here or to one `run`): what it
 * refuses then shows in the dialog.
 */
export function useAction<N extends FunctionName>(name: N, ...[given]: OptionsOf<N>) {
  const options = (given ?? {}) as BaseOptions<N> & { send?: Send<N> };
  const toast = useToast();
  const text = useMessageText();
  const [pending, setPending] = useState(false);
  const {
    unexpectedFailure,
    refusalSeverity = 'warning',
    wrapFailure,
    sayReply,
    sayFailure,
    onFailure,
    awaitReads = true,
    showProblem: shownByHook,
  } = options;
  const send: Send<N> = options.send ?? call;

  const run = useCallback(
    async (
      input: FunctionInput<N>,
      // For a dialog that the screen owning this write opens: the dialog's own form shows what is refused.
      { showProblem = shownByHook }: Pick<BaseOptions<N>, 'showProblem'> = {},
    ): Promise<FunctionOutput<N> | undefined> => {
      setPending(true);
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
        const said: Said = sayFailure ? sayFailure(err, wrapped) : { text: wrapped, severity: 'error' };
        if (showProblem) {
          const messageCode = err instanceof CallError ? err.messageCode : undefined;
          showProblem({ text: said.text, messageCode, fields: fieldIssues(err) });
        } else toast(said.text, said.severity);
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [
      name,
      toast,
      text,
      unexpectedFailure,
      refusalSeverity,
      wrapFailure,
      sayReply,
      sayFailure,
      onFailure,
      awaitReads,
      shownByHook,
      send,
    ],
  );

  return { run, pending };
}
