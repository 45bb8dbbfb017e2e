import type { FunctionInput, FunctionOutput } from '../../domain/catalogue';
import { call } from './api';
import { solveBotCheck } from './bot-check';

/** The calls whose server may answer "solve this harder challenge first" (needsBotCheck) instead of refusing. */
type ProofGuarded = 'signInStaff' | 'signInWithPassword' | 'sendOtp';

/**
 * A guarded call. After repeated failed sign-ins from this network, or while the portal is sending many SMS to
 * new numbers, the server asks for a harder proof of work instead of refusing: this solves it on the device
 * and tries once more, so the member still gets in, a few seconds later.
 */
export async function callWithProof<N extends ProofGuarded>(
  name: N,
  input: FunctionInput<N>,
): Promise<FunctionOutput<N>> {
  const first = await call(name, input);
  if (!first.needsBotCheck) return first;
  // The challenge comes with the answer: its work grows with the attack.
  const altcha = await solveBotCheck(first.challenge);
  return call(name, { ...input, altcha } as FunctionInput<N>);
}
