import { exportMembers } from '../directory/export-members';
import { listMembers } from '../directory/list-members';
import { membersOverview } from '../directory/members-overview';
import { scopeOf } from '../policy/scope';
import type { Handlers } from '../protocol/context';

/** The staff's members directory (server/directory/). */
export const memberDirectoryHandlers = {
  getUsers: (query, { db, services, caller }) =>
    listMembers(db, scopeOf(caller), services.clock.now(), query),
  getMembersOverview: (query, { db, services, caller }) =>
    membersOverview(db, scopeOf(caller), services.clock.now(), query),
  exportUsers: (query, { db, services, caller }) => exportMembers(db, caller, services.clock.now(), query),
} satisfies Pick<Handlers, 'getUsers' | 'getMembersOverview' | 'exportUsers'>;
