import type { Handlers } from '../protocol/context';
import { accountHandlers } from './accounts';
import { adminMosqueHandlers } from './admin-mosques';
import { adminPlaceHandlers } from './admin-places';
import { alertHandlers } from './alerts';
import { familyHandlers } from './family';
import { memberSignInHandlers } from './members';
import { memberAccountHandlers } from './members-account';
import { memberDirectoryHandlers } from './members-directory';
import { memberOtpHandlers } from './members-otp';
import { myMosqueHandlers } from './my-mosque';
import { otherInfoHandlers } from './other-info';
import { placeHandlers } from './places';
import { privacyHandlers } from './privacy';
import { staffHandlers } from './staff';

export const handlers: Handlers = {
  ...staffHandlers,
  ...placeHandlers,
  ...memberSignInHandlers,
  ...memberOtpHandlers,
  ...memberAccountHandlers,
  ...familyHandlers,
  ...otherInfoHandlers,
  ...myMosqueHandlers,
  ...alertHandlers,
  ...adminPlaceHandlers,
  ...adminMosqueHandlers,
  ...accountHandlers,
  ...memberDirectoryHandlers,
  ...privacyHandlers,
};
