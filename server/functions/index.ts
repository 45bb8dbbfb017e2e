import type { Handlers } from '../protocol/context';
import { accountHandlers } from './accounts';
import { adminMosqueHandlers } from './admin-mosques';
import { adminPlaceHandlers } from './admin-places';
import { alertDeliveryHandlers } from './alert-delivery';
import { alertSmsHandlers } from './alert-sms';
import { alertHandlers } from './alerts';
import { familyHandlers } from './family';
import { memberHandlers } from './members';
import { memberDirectoryHandlers } from './members-directory';
import { myMosqueHandlers } from './my-mosque';
import { otherInfoHandlers } from './other-info';
import { placeHandlers } from './places';
import { privacyHandlers } from './privacy';
import { smsHandlers } from './sms';
import { staffHandlers } from './staff';

export const handlers: Handlers = {
  ...staffHandlers,
  ...placeHandlers,
  ...memberHandlers,
  ...familyHandlers,
  ...otherInfoHandlers,
  ...myMosqueHandlers,
  ...alertHandlers,
  ...alertDeliveryHandlers,
  ...adminPlaceHandlers,
  ...adminMosqueHandlers,
  ...accountHandlers,
  ...memberDirectoryHandlers,
  ...privacyHandlers,
  ...smsHandlers,
  ...alertSmsHandlers,
};
