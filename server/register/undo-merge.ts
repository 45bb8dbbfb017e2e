import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

// FOUNDATION PLACEHOLDER: replaced by the helper that builds this part; never shipped as is.
export async function undoMerge(
  _ctx: ServiceContext<'db' | 'caller' | 'services'>,
  _input: ParsedInput<'undoMerge'>,
): Promise<FunctionOutput<'undoMerge'>> {
  throw new Error('undoMerge is not built yet');
}
