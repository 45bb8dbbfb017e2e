import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

// FOUNDATION PLACEHOLDER: replaced by the helper that builds this part; never shipped as is.
export async function registerMergesOf(
  _ctx: ServiceContext<'db' | 'caller' | 'services'>,
  _input: ParsedInput<'getRegisterMerges'>,
): Promise<FunctionOutput<'getRegisterMerges'>> {
  throw new Error('getRegisterMerges is not built yet');
}
