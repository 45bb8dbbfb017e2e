import { ALERTS_PAGE_ADMIN, ALERTS_PAGE_MEMBER } from '../../domain/constants';
import { alertsForAdmin, memberAlerts } from '../alerts/alert-feed';
import { addAlert, expireAlert, updateAlert } from '../alerts/alert-writes';
import type { Handlers } from '../protocol/context';

export const alertHandlers = {
  async fetchAlerts({ limit, offset }, { db, services, caller }) {
    const now = services.clock.now();
    if (caller.role === 'user') {
      // A member's page holds 5 alerts; older ones are reached by offset (/alerts pages back).
      const memberPage = { offset, limit: Math.min(limit ?? ALERTS_PAGE_MEMBER, ALERTS_PAGE_MEMBER) };
      return memberAlerts(db, caller.mosqueId, now, memberPage);
    }
    return alertsForAdmin(db, caller, now, { offset, limit: limit ?? ALERTS_PAGE_ADMIN });
  },
  async addAlerts(fields, { db, services, caller }) {
    const { alert, ...reply } = await addAlert(db, caller, services.clock.now(), fields);
    return { ...reply, alert, level: alert?.level ?? null, levelId: alert?.levelId ?? null };
  },
  updateAlerts: (input, { db, services, caller }) => updateAlert(db, caller, services.clock.now(), input),
  expireAlert: ({ alertId }, { db, services, caller }) =>
    expireAlert(db, caller, services.clock.now(), alertId),
} satisfies Pick<Handlers, 'fetchAlerts' | 'addAlerts' | 'updateAlerts' | 'expireAlert'>;
