import type { Handlers } from '../protocol/context';
import { reportSms } from '../sms/report';

/** The super admin's view of the SMS the portal sends. */
export const smsHandlers = {
  fetchSmsReport: (_input, ctx) => reportSms(ctx),
} satisfies Pick<Handlers, 'fetchSmsReport'>;
