import type { FunctionInput, FunctionOutput } from '../../domain/catalogue';
import { call } from './api';
import { solveBotCheck } from './bot-check';

/**
 * The calls whose server may answer "solve this harder challenge first" (needsBotCheck) instead of refusing:
 * `useAction` will not send one unless given `send: callWithProof`.
 */
export type ProofGuarded = 'signInStaff' | 'signInWithPassword' | 'sendOtp';

/**
 * A guarded call, as `useAction(name, { send: callWithProof })` sends it: the one way it sends a call otherwise. An OTP costs an SMS, so each send carries a proof of work solved
 * before it leaves (none when the server has the check switched off). After repeated failed sign-ins from this
 * network, or while the portal is sending many SMS to new numbers, the server asks for a harder proof instead
 * of refusing: this solves it on the device and tries once more, so the member still gets in, a few seconds
 * later. A check that cannot run here throws a BotCheckError, which says why.
 */
export async function callWithProof<N extends ProofGuarded>(
  name: N,
  input: FunctionInput<N>,
): Promise<FunctionOutput<N>> {
  const sent = name === 'sendOtp' ? ({ ...input, altcha: await solveBotCheck() } as FunctionInput<N>) : input;
  const first = await call(name, sent);
  if (!first.needsBotCheck) return first;
  // The challenge comes with the answer: its work grows with the attack.
  const altcha = await solveBotCheck(first.challenge);
  return call(name, { ...sent, altcha } as FunctionInput<N>);
}
