import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

// FOUNDATION PLACEHOLDER: replaced by the helper that builds this part; never shipped as is.
export async function registerRecordsOf(
  _ctx: ServiceContext<'db' | 'caller' | 'services'>,
  _input: ParsedInput<'getRegisterRecords'>,
): Promise<FunctionOutput<'getRegisterRecords'>> {
  throw new Error('getRegisterRecords is not built yet');
}

export async function removeRegisterRecord(
  _ctx: ServiceContext<'db' | 'caller' | 'services'>,
  _input: ParsedInput<'removeRegisterRecord'>,
): Promise<FunctionOutput<'removeRegisterRecord'>> {
  throw new Error('removeRegisterRecord is not built yet');
}
