import type { directoryFunctions } from '../../domain/functions/directory';
import type { AreaHandlers } from '../protocol/context';
import { exportMembers } from './export-members';
import { listMembers } from './list-members';
import { membersOverview } from './members-overview';

/** The staff's members directory (domain/functions/directory.ts), each read within the caller's own scope. */
export const directoryHandlers = {
  getMembers: (query, ctx) => listMembers(ctx, query),
  getMembersOverview: (query, ctx) => membersOverview(ctx, query),
  exportMembers: (query, ctx) => exportMembers(ctx, query),
} satisfies AreaHandlers<typeof directoryFunctions>;
