import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

// FOUNDATION PLACEHOLDER: replaced by the helper that builds this part; never shipped as is.
export async function previewRegisterImport(
  _ctx: ServiceContext<'db' | 'caller' | 'services'>,
  _input: ParsedInput<'previewRegisterImport'>,
): Promise<FunctionOutput<'previewRegisterImport'>> {
  throw new Error('previewRegisterImport is not built yet');
}

export async function importRegister(
  _ctx: ServiceContext<'db' | 'caller' | 'services'>,
  _input: ParsedInput<'importRegister'>,
): Promise<FunctionOutput<'importRegister'>> {
  throw new Error('importRegister is not built yet');
}
