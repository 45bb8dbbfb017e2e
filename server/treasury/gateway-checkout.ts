import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

export async function startGatewayPayment(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'startGatewayPayment'>,
): Promise<FunctionOutput<'startGatewayPayment'>> {
  throw new Error('startGatewayPayment: not built yet');
}
