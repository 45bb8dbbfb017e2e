import { listAuditTrail } from '../audit/audit-trail';
import { acceptNotice, setAlertSmsConsent, setListedInDirectory } from '../privacy/consent';
import { deleteOwnAccount } from '../privacy/delete-account';
import { downloadOwnData } from '../privacy/my-data';
import type { Handlers } from '../protocol/context';

/** A member's rights over their data (consent, download, deletion) and the super admin's audit trail. */
export const privacyHandlers = {
  acceptPrivacyNotice: (input, ctx) => acceptNotice(ctx, input),
  setDirectoryListing: (input, ctx) => setListedInDirectory(ctx, input),
  setAlertSmsConsent: (input, ctx) => setAlertSmsConsent(ctx, input),
  downloadMyData: (_input, ctx) => downloadOwnData(ctx),
  deleteMyAccount: (input, ctx) => deleteOwnAccount(ctx, input),
  fetchAuditLog: (input, ctx) => listAuditTrail(ctx, input),
} satisfies Pick<
  Handlers,
  | 'acceptPrivacyNotice'
  | 'setDirectoryListing'
  | 'setAlertSmsConsent'
  | 'downloadMyData'
  | 'deleteMyAccount'
  | 'fetchAuditLog'
>;
