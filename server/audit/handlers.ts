import type { auditFunctions } from '../../domain/functions/audit';
import type { AreaHandlers } from '../protocol/context';
import { listAuditTrail } from './audit-trail';

/** The super admin's audit trail (domain/functions/audit.ts). */
export const auditHandlers = {
  getAuditLog: (input, ctx) => listAuditTrail(ctx, input),
} satisfies AreaHandlers<typeof auditFunctions>;
