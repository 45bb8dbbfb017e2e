import type { FunctionInput, FunctionOutput } from '../../domain/catalogue';
import { call } from './api';
import { solveBotCheck } from './bot-check';

type PasswordSignIn = 'adminLogin' | 'loginWithPassword';

/**
 * A password sign-in. After repeated failures from this network the server asks for a proof of work
 * (needsBotCheck) instead of refusing: this solves one on the device and tries once more, so the right
 * password still gets in, a second or so later.
 */
export async function signInWithProof<N extends PasswordSignIn>(
  name: N,
  input: FunctionInput<N>,
): Promise<FunctionOutput<N>> {
  const first = await call(name, input);
  if (!first.needsBotCheck) return first;
  // The challenge comes with the answer: its work grows with the account's recent failures (issue 22 item 34).
  const altcha = await solveBotCheck(first.challenge);
  return call(name, { ...input, altcha });
}
