import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

export async function mosqueTreasury(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'getMosqueTreasury'>,
): Promise<FunctionOutput<'getMosqueTreasury'>> {
  throw new Error('getMosqueTreasury: not built yet');
}

export async function updateMosqueTreasury(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'updateMosqueTreasury'>,
): Promise<FunctionOutput<'updateMosqueTreasury'>> {
  throw new Error('updateMosqueTreasury: not built yet');
}
