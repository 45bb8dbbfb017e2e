import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

// FOUNDATION PLACEHOLDER: replaced by the helper that builds this part; never shipped as is.
export async function registerOffer(
  _ctx: ServiceContext<'db' | 'caller' | 'services'>,
  _input: ParsedInput<'getRegisterOffer'>,
): Promise<FunctionOutput<'getRegisterOffer'>> {
  throw new Error('getRegisterOffer is not built yet');
}

export async function claimRegisterRecord(
  _ctx: ServiceContext<'db' | 'caller' | 'services'>,
  _input: ParsedInput<'claimRegisterRecord'>,
): Promise<FunctionOutput<'claimRegisterRecord'>> {
  throw new Error('claimRegisterRecord is not built yet');
}
