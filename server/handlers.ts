import { alertsHandlers } from './alerts/handlers';
import { auditHandlers } from './audit/handlers';
import { categoriesHandlers } from './categories/handlers';
import { directoryHandlers } from './directory/handlers';
import { membersHandlers } from './members/handlers';
import { placesHandlers } from './places/handlers';
import { privacyHandlers } from './privacy/handlers';
import type { Handlers } from './protocol/context';
import { pushHandlers } from './push/handlers';
import { registerHandlers } from './register/handlers';
import { signInHandlers } from './sign-in/handlers';
import { smsHandlers } from './sms/handlers';
import { timesHandlers } from './times/handlers';
import { treasuryHandlers } from './treasury/handlers';
import { usersHandlers } from './users/handlers';

/**
 * Every catalogue function's handler, gathered from the areas: server/<area>/handlers.ts binds exactly the
 * functions of domain/functions/<area>.ts (server/handlers-layout.test.ts). The router refuses to start
 * when a function has no handler or a handler no function.
 */
export const handlers: Handlers = {
  ...alertsHandlers,
  ...auditHandlers,
  ...categoriesHandlers,
  ...directoryHandlers,
  ...membersHandlers,
  ...placesHandlers,
  ...privacyHandlers,
  ...pushHandlers,
  ...registerHandlers,
  ...signInHandlers,
  ...smsHandlers,
  ...timesHandlers,
  ...treasuryHandlers,
  ...usersHandlers,
};
