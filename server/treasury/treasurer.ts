import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

export async function setTreasurer(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'setTreasurer'>,
): Promise<FunctionOutput<'setTreasurer'>> {
  throw new Error('setTreasurer: not built yet');
}
