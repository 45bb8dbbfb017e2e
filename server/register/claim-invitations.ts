import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

// FOUNDATION PLACEHOLDER: replaced by the helper that builds this part; never shipped as is.
export async function sendClaimInvitations(
  _ctx: ServiceContext<'db' | 'caller' | 'services'>,
  _input: ParsedInput<'sendClaimInvitations'>,
): Promise<FunctionOutput<'sendClaimInvitations'>> {
  throw new Error('sendClaimInvitations is not built yet');
}
