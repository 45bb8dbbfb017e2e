import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';

export async function startDonation(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'startDonation'>,
): Promise<FunctionOutput<'startDonation'>> {
  throw new Error('startDonation: not built yet');
}

export async function claimDonation(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'claimDonation'>,
): Promise<FunctionOutput<'claimDonation'>> {
  throw new Error('claimDonation: not built yet');
}

export async function donationsOf(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'getDonations'>,
): Promise<FunctionOutput<'getDonations'>> {
  throw new Error('getDonations: not built yet');
}

export async function confirmDonation(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'confirmDonation'>,
): Promise<FunctionOutput<'confirmDonation'>> {
  throw new Error('confirmDonation: not built yet');
}

export async function rejectDonation(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'rejectDonation'>,
): Promise<FunctionOutput<'rejectDonation'>> {
  throw new Error('rejectDonation: not built yet');
}

export async function recordDonation(
  _ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  _input: ParsedInput<'recordDonation'>,
): Promise<FunctionOutput<'recordDonation'>> {
  throw new Error('recordDonation: not built yet');
}
