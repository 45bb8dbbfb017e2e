import { templateListing, templatesFileSkeleton } from '../sms/template-listing';

/**
 * `npm run sms:templates`: the SMS texts to register on DLT, for this portal's name (PORTAL_NAME).
 * `-- --json` prints SMS_TEMPLATES_FILE with the texts and empty ids instead.
 */
const portalName = process.env.PORTAL_NAME?.trim() || 'Anjuman';
const json = process.argv.includes('--json');
process.stdout.write(json ? templatesFileSkeleton(portalName) : `${templateListing(portalName)}\n`);
