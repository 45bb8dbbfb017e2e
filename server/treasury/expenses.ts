import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

export async function recordExpense(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'recordExpense'>,
): Promise<FunctionOutput<'recordExpense'>> {
  throw new Error('recordExpense: not built yet');
}

export async function expensesOf(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'getExpenses'>,
): Promise<FunctionOutput<'getExpenses'>> {
  throw new Error('getExpenses: not built yet');
}

export async function closeMonth(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'closeMonth'>,
): Promise<FunctionOutput<'closeMonth'>> {
  throw new Error('closeMonth: not built yet');
}
