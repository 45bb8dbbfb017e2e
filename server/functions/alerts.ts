import { alertsCreatedBy, memberAlerts } from '../members/alert-feed';
import type { Handlers } from '../protocol/context';

export const alertHandlers = {
  async fetchAlerts(page, { db, services, caller }) {
    if (caller.role === 'user') return memberAlerts(db, caller.mosqueId, services.clock.now(), page);
    return alertsCreatedBy(db, caller.id, page);
  },
} satisfies Pick<Handlers, 'fetchAlerts'>;
