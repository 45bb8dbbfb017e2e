import { alertFeed, alertForMember } from '../alerts/alert-feed';
import { addAlert, expireAlert, updateAlert } from '../alerts/alert-writes';
import type { Handlers } from '../protocol/context';

export const alertHandlers = {
  fetchAlerts: (input, ctx) => alertFeed(ctx, input),
  fetchAlert: (input, ctx) => alertForMember(ctx, input.alertId),
  async addAlerts(input, ctx) {
    const { alert, ...reply } = await addAlert(ctx, input);
    return { ...reply, alert, level: alert?.level ?? null, levelId: alert?.levelId ?? null };
  },
  updateAlerts: (input, ctx) => updateAlert(ctx, input),
  expireAlert: (input, ctx) => expireAlert(ctx, input),
} satisfies Pick<Handlers, 'fetchAlerts' | 'fetchAlert' | 'addAlerts' | 'updateAlerts' | 'expireAlert'>;
