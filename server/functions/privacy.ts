import { listAuditTrail } from '../audit/audit-trail';
import { acceptNotice, setListedInDirectory } from '../privacy/consent';
import { deleteOwnAccount } from '../privacy/delete-account';
import { downloadOwnData } from '../privacy/my-data';
import type { Handlers } from '../protocol/context';

/** A member's rights over their data (consent, download, deletion) and the super admin's audit trail. */
export const privacyHandlers = {
  acceptPrivacyNotice: ({ version }, { db, services, caller }) =>
    acceptNotice(db, caller, services.clock.now(), version),
  setDirectoryListing: ({ listed }, { db, services, caller }) =>
    setListedInDirectory(db, caller, services.clock.now(), listed),
  downloadMyData: (_, { db, services, caller, config }) =>
    downloadOwnData(db, caller, services.clock.now(), config.portalName),
  deleteMyAccount: (input, ctx) => deleteOwnAccount(ctx, input),
  fetchAuditLog: (input, { db }) => listAuditTrail(db, input),
} satisfies Pick<
  Handlers,
  'acceptPrivacyNotice' | 'setDirectoryListing' | 'downloadMyData' | 'deleteMyAccount' | 'fetchAuditLog'
>;
