import type { privacyFunctions } from '../../domain/functions/privacy';
import type { AreaHandlers } from '../protocol/context';
import { acceptNotice, setAlertSmsConsent, setListedInDirectory } from './consent';
import { deleteOwnAccount } from './delete-account';
import { downloadOwnData } from './my-data';
import { setAlertWhatsappConsent } from './whatsapp-consent';

/** A member's rights over their data (domain/functions/privacy.ts): consent, download, deletion. */
export const privacyHandlers = {
  acceptPrivacyNotice: (input, ctx) => acceptNotice(ctx, input),
  setDirectoryListing: (input, ctx) => setListedInDirectory(ctx, input),
  setAlertSmsConsent: (input, ctx) => setAlertSmsConsent(ctx, input),
  setAlertWhatsappConsent: (input, ctx) => setAlertWhatsappConsent(ctx, input),
  downloadMyData: (_input, ctx) => downloadOwnData(ctx),
  removeMyAccount: (input, ctx) => deleteOwnAccount(ctx, input),
} satisfies AreaHandlers<typeof privacyFunctions>;
