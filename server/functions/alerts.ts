import { alertsCreatedBy, memberAlerts } from '../members/alert-feed';
import { permissionDenied } from '../protocol/app-error';
import type { Handlers } from '../protocol/context';

export const alertHandlers = {
  async fetchAlerts(page, { db, services, caller }) {
    if (caller.role === 'user') return memberAlerts(db, caller.mosqueId, services.clock.now(), page);
    if (caller.role === 'admin') return alertsCreatedBy(db, caller.id, page);
    // Volunteers see the members directory only (spec §6).
    throw permissionDenied();
  },
} satisfies Pick<Handlers, 'fetchAlerts'>;
