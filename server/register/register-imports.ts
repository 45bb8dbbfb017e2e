import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

// FOUNDATION PLACEHOLDER: replaced by the helper that builds this part; never shipped as is.
export async function registerImportsOf(
  _ctx: ServiceContext<'db' | 'caller' | 'services'>,
  _input: ParsedInput<'getRegisterImports'>,
): Promise<FunctionOutput<'getRegisterImports'>> {
  throw new Error('getRegisterImports is not built yet');
}
