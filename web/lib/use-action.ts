import { useCallback, useState } from 'react';
import type { FunctionInput, FunctionName, FunctionOutput } from '../../domain/catalogue';
import { useToast } from '../components/toast/toast-provider';
import { useMessageText } from '../i18n/use-message-text';
import type { ProofGuarded } from './call-with-proof';
import { type Send, sendWrite, type WriteOptions } from './send-write';

export type { WriteProblem } from './write-outcome';

/**
 * How the call is sent: a proof-guarded sign-in must name `callWithProof` (call-with-proof.ts), the one
 * extension, so it cannot be sent without its proof of work; every other call goes as it is. Only the sign-in
 * screens load the solver's code this way.
 */
type SendOption<N extends FunctionName> = N extends ProofGuarded ? { send: Send<N> } : { send?: never };

type BaseOptions<N extends FunctionName> = WriteOptions<N>;

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
    refusalSeverity,
    wrapFailure,
    sayReply,
    sayFailure,
    onFailure,
    awaitReads,
    showProblem: shownByHook,
    send,
  } = options;

  const run = useCallback(
    async (
      input: FunctionInput<N>,
      // For a dialog that the screen owning this write opens: the dialog's own form shows what is refused.
      { showProblem = shownByHook }: Pick<BaseOptions<N>, 'showProblem'> = {},
    ): Promise<FunctionOutput<N> | undefined> => {
      setPending(true);
      try {
        return await sendWrite(
          name,
          input,
          { toast, text },
          {
            unexpectedFailure,
            refusalSeverity,
            wrapFailure,
            sayReply,
            sayFailure,
            onFailure,
            awaitReads,
            showProblem,
            send,
          },
        );
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
