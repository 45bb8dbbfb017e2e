import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

export async function treasuryReport(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'getTreasuryReport'>,
): Promise<FunctionOutput<'getTreasuryReport'>> {
  throw new Error('getTreasuryReport: not built yet');
}

export async function chandaArrears(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'getChandaArrears'>,
): Promise<FunctionOutput<'getChandaArrears'>> {
  throw new Error('getChandaArrears: not built yet');
}

export async function form10BD(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'getForm10BD'>,
): Promise<FunctionOutput<'getForm10BD'>> {
  throw new Error('getForm10BD: not built yet');
}

export async function exportTreasury(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'exportTreasury'>,
): Promise<FunctionOutput<'exportTreasury'>> {
  throw new Error('exportTreasury: not built yet');
}
