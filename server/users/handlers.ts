import type { usersFunctions } from '../../domain/functions/users';
import type { AreaHandlers } from '../protocol/context';
import { listAccounts } from './list-accounts';
import { createAccount, resetAccountPassword, setAccountSuspended, updateAccount } from './staff-accounts';

/** The super admin's staff accounts (domain/functions/users.ts): list, create, fix, new password, suspend. */
export const usersHandlers = {
  getAccounts: (input, ctx) => listAccounts(ctx, input),
  addAccount: (input, ctx) => createAccount(ctx, input),
  updateAccount: (input, ctx) => updateAccount(ctx, input),
  resetAccountPassword: (input, ctx) => resetAccountPassword(ctx, input),
  setAccountSuspended: (input, ctx) => setAccountSuspended(ctx, input),
} satisfies AreaHandlers<typeof usersFunctions>;
