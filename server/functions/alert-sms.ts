import { previewAlertSms, sendAlertSms, setAlertSmsAllowed } from '../alerts/alert-sms';
import type { Handlers } from '../protocol/context';

/** An urgent alert's SMS: what it would cost, sending it, and the super admin's switch. */
export const alertSmsHandlers = {
  previewAlertSms: (input, ctx) => previewAlertSms(ctx, input),
  sendAlertSms: (input, ctx) => sendAlertSms(ctx, input),
  setAlertSmsAllowed: (input, ctx) => setAlertSmsAllowed(ctx, input),
} satisfies Pick<Handlers, 'previewAlertSms' | 'sendAlertSms' | 'setAlertSmsAllowed'>;
