import { ALERTS_PAGE_MEMBER } from '../../domain/constants';
import { alertsCreatedBy, memberAlerts } from '../members/alert-feed';
import type { Handlers } from '../protocol/context';

export const alertHandlers = {
  async fetchAlerts(page, { db, services, caller }) {
    if (caller.role === 'user') {
      // Spec §9: a member's page holds 5 alerts; older ones are reached by offset (/alerts pages back).
      const memberPage = { ...page, limit: Math.min(page.limit, ALERTS_PAGE_MEMBER) };
      return memberAlerts(db, caller.mosqueId, services.clock.now(), memberPage);
    }
    return alertsCreatedBy(db, caller.id, page);
  },
} satisfies Pick<Handlers, 'fetchAlerts'>;
