import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

// FOUNDATION PLACEHOLDER: replaced by the helper that builds this part; never shipped as is.
export async function duplicateCandidates(
  _ctx: ServiceContext<'db' | 'caller' | 'services'>,
  _input: ParsedInput<'getDuplicateCandidates'>,
): Promise<FunctionOutput<'getDuplicateCandidates'>> {
  throw new Error('getDuplicateCandidates is not built yet');
}
