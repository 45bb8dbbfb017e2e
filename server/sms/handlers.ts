import type { smsFunctions } from '../../domain/functions/sms';
import type { AreaHandlers } from '../protocol/context';
import { reportSms } from './report';

/** The super admin's view of the SMS the portal sends (domain/functions/sms.ts). */
export const smsHandlers = {
  getSmsReport: (_input, ctx) => reportSms(ctx),
} satisfies AreaHandlers<typeof smsFunctions>;
