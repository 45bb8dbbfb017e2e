import { useCallback, useRef } from 'react';
import type { FunctionInput, FunctionName, FunctionOutput } from '../../../domain/catalogue';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import type { WriteOptions } from '../../lib/send-write';
import { useAction, type WriteProblem } from '../../lib/use-action';

/** The treasury writes: every one of them takes the client's idempotencyKey. */
type KeyedWrite = {
  [N in FunctionName]: FunctionInput<N> extends { idempotencyKey: string } ? N : never;
}[FunctionName];

type Unkeyed<N extends KeyedWrite> = Omit<FunctionInput<N>, 'idempotencyKey'>;

/**
 * A treasury write from one form (docs/decisions/0013-baitul-maal.md): useAction, with the idempotencyKey made
 * once per intended submit and kept until that submit went through. A retry after a lost reply, or a second
 * tap while the first is on its way, carries the same key, and the server answers it with the first reply
 * instead of writing twice. A refusal (`pass: false`) frees the key on the server, so the corrected submit
 * may carry it again; only a write that went through makes the next submit a new one.
 */
export function useTreasuryWrite<N extends KeyedWrite>(name: N, options?: WriteOptions<N>) {
  const action = useAction(name as KeyedWrite, options as never) as unknown as {
    run: (
      input: FunctionInput<N>,
      more?: { showProblem?: (problem: WriteProblem) => void },
    ) => Promise<FunctionOutput<N> | undefined>;
    pending: boolean;
  };
  const key = useRef<string | null>(null);
  const { run: send } = action;
  const run = useCallback(
    async (input: Unkeyed<N>, more?: { showProblem?: (problem: WriteProblem) => void }) => {
      key.current ??= newIdempotencyKey();
      const reply = await send({ ...input, idempotencyKey: key.current } as FunctionInput<N>, more);
      const refused = (reply as { pass?: boolean } | undefined)?.pass === false;
      if (reply !== undefined && !refused) key.current = null;
      return reply;
    },
    [send],
  );
  return { run, pending: action.pending };
}
