import { exportMembers } from '../directory/export-members';
import { listMembers } from '../directory/list-members';
import { membersOverview } from '../directory/members-overview';
import type { Handlers } from '../protocol/context';

/** The staff's members directory (server/directory/), each read within the caller's own scope. */
export const memberDirectoryHandlers = {
  getUsers: (query, ctx) => listMembers(ctx, query),
  getMembersOverview: (query, ctx) => membersOverview(ctx, query),
  exportUsers: (query, ctx) => exportMembers(ctx, query),
} satisfies Pick<Handlers, 'getUsers' | 'getMembersOverview' | 'exportUsers'>;
