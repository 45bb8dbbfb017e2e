import type { Handlers } from '../protocol/context';
import { listAccounts } from '../users/list-accounts';
import {
  createAccount,
  resetAccountPassword,
  setAccountSuspended,
  updateAccount,
} from '../users/staff-accounts';

/** The super admin's staff accounts: list, create, fix, new password, suspend (server/users/). */
export const accountHandlers = {
  getAccounts: (input, { db }) => listAccounts(db, input),
  createVolunteer: (input, { db, services, caller }) =>
    createAccount(db, caller, services.clock.now(), input),
  updateAccount: (input, { db, services, caller }) => updateAccount(db, caller, services.clock.now(), input),
  resetAccountPassword: (input, { db, services, caller }) =>
    resetAccountPassword(db, caller, services.clock.now(), input),
  setAccountSuspended: (input, { db, services, caller }) =>
    setAccountSuspended(db, caller, services.clock.now(), input),
} satisfies Pick<
  Handlers,
  'getAccounts' | 'createVolunteer' | 'updateAccount' | 'resetAccountPassword' | 'setAccountSuspended'
>;
