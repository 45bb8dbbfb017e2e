import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

export async function mosqueGiving(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'getMosqueGiving'>,
): Promise<FunctionOutput<'getMosqueGiving'>> {
  throw new Error('getMosqueGiving: not built yet');
}

export async function myGiving(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'getMyGiving'>,
): Promise<FunctionOutput<'getMyGiving'>> {
  throw new Error('getMyGiving: not built yet');
}
