import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

export async function receiptsOf(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'getReceipts'>,
): Promise<FunctionOutput<'getReceipts'>> {
  throw new Error('getReceipts: not built yet');
}

export async function receiptOf(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'getReceipt'>,
): Promise<FunctionOutput<'getReceipt'>> {
  throw new Error('getReceipt: not built yet');
}

export async function cancelReceipt(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'cancelReceipt'>,
): Promise<FunctionOutput<'cancelReceipt'>> {
  throw new Error('cancelReceipt: not built yet');
}

export async function sendReceiptSms(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'sendReceiptSms'>,
): Promise<FunctionOutput<'sendReceiptSms'>> {
  throw new Error('sendReceiptSms: not built yet');
}

export async function verifyReceipt(
  _ctx: ServiceContext<'db'>,
  _input: ParsedInput<'verifyReceipt'>,
): Promise<FunctionOutput<'verifyReceipt'>> {
  throw new Error('verifyReceipt: not built yet');
}
