import { publicSite } from '../lib/public-site';
import { templateListing, templatesFileSkeleton } from '../sms/template-listing';

/**
 * `npm run sms:templates`: the SMS texts to register on DLT, for this portal's name (PORTAL_NAME) and public
 * address (PUBLIC_URL, which a receipt's link names).
 * `-- --json` prints SMS_TEMPLATES_FILE with the texts and empty ids instead.
 */
const portalName = process.env.PORTAL_NAME?.trim() || 'Anjuman';
const site = publicSite(process.env.PUBLIC_URL, process.env.PORT);
const json = process.argv.includes('--json');
process.stdout.write(
  json ? templatesFileSkeleton(portalName, site) : `${templateListing(portalName, site)}\n`,
);
