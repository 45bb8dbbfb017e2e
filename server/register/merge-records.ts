import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

// FOUNDATION PLACEHOLDER: replaced by the helper that builds this part; never shipped as is.
export async function mergeMembers(
  _ctx: ServiceContext<'db' | 'caller' | 'services'>,
  _input: ParsedInput<'mergeMembers'>,
): Promise<FunctionOutput<'mergeMembers'>> {
  throw new Error('mergeMembers is not built yet');
}
