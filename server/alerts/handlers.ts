import type { alertsFunctions } from '../../domain/functions/alerts';
import type { AreaHandlers } from '../protocol/context';
import { alertFeed, alertForMember } from './alert-feed';
import { alertReach } from './alert-reach';
import { previewAlertSms, sendAlertSms, setAlertSmsAllowed } from './alert-sms';
import { addAlert, expireAlert, updateAlert } from './alert-writes';

/**
 * The alerts (domain/functions/alerts.ts): a member's feed and one shared alert, the admin's writes, how far
 * each alert went, and an urgent alert's SMS with the super admin's switch.
 */
export const alertsHandlers = {
  getAlerts: (input, ctx) => alertFeed(ctx, input),
  getAlert: (input, ctx) => alertForMember(ctx, input.alertId),
  addAlert: (input, ctx) => addAlert(ctx, input),
  updateAlert: (input, ctx) => updateAlert(ctx, input),
  expireAlert: (input, ctx) => expireAlert(ctx, input),
  getAlertReach: (input, ctx) => alertReach(ctx, input),
  previewAlertSms: (input, ctx) => previewAlertSms(ctx, input),
  sendAlertSms: (input, ctx) => sendAlertSms(ctx, input),
  setAlertSmsAllowed: (input, ctx) => setAlertSmsAllowed(ctx, input),
} satisfies AreaHandlers<typeof alertsFunctions>;
