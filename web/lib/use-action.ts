import { useCallback, useState } from 'react';
import type { FunctionInput, FunctionName, FunctionOutput } from '../../domain/catalogue';
import { useToast } from '../components/toast/toast-provider';
import { call } from './api';
import { failureText } from './failure-text';
import { callStore } from './use-call';

type ActionOptions = {
  /** Reads to load again after the write succeeds (the lists and details it changed). */
  invalidates?: FunctionName[];
};

type PassReply = { pass: boolean; message: string };
const isPassReply = (v: unknown): v is PassReply =>
  typeof v === 'object' &&
  v !== null &&
  'pass' in v &&
  'message' in v &&
  typeof (v as PassReply).message === 'string';

/**
 * The one way a screen writes: `const save = useAction('updateBasicInfo')`, then `await save.run(input)`.
 * While it runs `pending` is true. A `{pass, message}` reply is toasted as the spec does (success when it
 * passed, warning when not); a failed call is toasted as an error with the spec's text. `run` returns the
 * reply, or undefined when the call failed.
 */
export function useAction<N extends FunctionName>(name: N, options: ActionOptions = {}) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const invalidates = options.invalidates?.join(',') ?? '';

  const run = useCallback(
    async (input: FunctionInput<N>): Promise<FunctionOutput<N> | undefined> => {
      setPending(true);
      try {
        const reply = await call(name, input);
        if (isPassReply(reply)) toast(reply.message, reply.pass ? 'success' : 'warning');
        if (!isPassReply(reply) || reply.pass) {
          for (const read of invalidates.split(',').filter(Boolean))
            callStore.invalidate(read as FunctionName);
        }
        return reply;
      } catch (err) {
        toast(failureText(err), 'error');
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [name, toast, invalidates],
  );

  return { run, pending };
}
