import type { Handlers } from '../protocol/context';
import { alertHandlers } from './alerts';
import { memberSignInHandlers } from './members';
import { memberAccountHandlers } from './members-account';
import { memberOtpHandlers } from './members-otp';
import { placeHandlers } from './places';
import { staffHandlers } from './staff';

export const handlers: Handlers = {
  ...staffHandlers,
  ...placeHandlers,
  ...memberSignInHandlers,
  ...memberOtpHandlers,
  ...memberAccountHandlers,
  ...alertHandlers,
};
