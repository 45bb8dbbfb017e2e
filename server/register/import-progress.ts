import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

// FOUNDATION PLACEHOLDER: replaced by the helper that builds this part; never shipped as is.
export async function registerImportProgress(
  _ctx: ServiceContext<'db' | 'caller' | 'services'>,
  _input: ParsedInput<'getRegisterImportProgress'>,
): Promise<FunctionOutput<'getRegisterImportProgress'>> {
  throw new Error('getRegisterImportProgress is not built yet');
}
