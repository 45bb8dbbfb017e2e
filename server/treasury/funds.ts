import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

export async function addFund(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'addFund'>,
): Promise<FunctionOutput<'addFund'>> {
  throw new Error('addFund: not built yet');
}

export async function renameFund(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'renameFund'>,
): Promise<FunctionOutput<'renameFund'>> {
  throw new Error('renameFund: not built yet');
}

export async function closeFund(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'closeFund'>,
): Promise<FunctionOutput<'closeFund'>> {
  throw new Error('closeFund: not built yet');
}

export async function reopenFund(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'reopenFund'>,
): Promise<FunctionOutput<'reopenFund'>> {
  throw new Error('reopenFund: not built yet');
}

export async function removeFund(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'removeFund'>,
): Promise<FunctionOutput<'removeFund'>> {
  throw new Error('removeFund: not built yet');
}

export async function fundBalances(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'getFundBalances'>,
): Promise<FunctionOutput<'getFundBalances'>> {
  throw new Error('getFundBalances: not built yet');
}
