import { MSG } from '../../domain/messages';
import { invalidFields } from '../protocol/app-error';
import type { Handlers } from '../protocol/context';
import { isCommonPassword } from '../sign-in/common-passwords';
import { listAccounts } from '../users/list-accounts';
import {
  createAccount,
  resetAccountPassword,
  setAccountSuspended,
  updateAccount,
} from '../users/staff-accounts';

/** A staff password is a key to a whole area's members: one of the most common is refused like a short one. */
function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw invalidFields([{ path: 'password', message: MSG.passwordTooCommon }]);
}

/** The super admin's staff accounts: list, create, fix, new password, suspend (server/users/). */
export const accountHandlers = {
  getAccounts: (input, ctx) => listAccounts(ctx, input),
  createVolunteer: (input, ctx) => {
    refuseCommonPassword(input.password);
    return createAccount(ctx, input);
  },
  updateAccount: (input, ctx) => updateAccount(ctx, input),
  resetAccountPassword: (input, ctx) => {
    refuseCommonPassword(input.password);
    return resetAccountPassword(ctx, input);
  },
  setAccountSuspended: (input, ctx) => setAccountSuspended(ctx, input),
} satisfies Pick<
  Handlers,
  'getAccounts' | 'createVolunteer' | 'updateAccount' | 'resetAccountPassword' | 'setAccountSuspended'
>;
