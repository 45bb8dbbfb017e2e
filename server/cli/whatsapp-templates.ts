import { whatsappTemplateListing, whatsappTemplatesFileSkeleton } from '../whatsapp/template-listing';

/**
 * `npm run whatsapp:templates`: the WhatsApp templates to submit to Meta, for this portal's name (PORTAL_NAME).
 * `-- --json` prints WHATSAPP_TEMPLATES_FILE with their names, none approved yet, instead.
 */
const portalName = process.env.PORTAL_NAME?.trim() || 'Anjuman';
const json = process.argv.includes('--json');
process.stdout.write(json ? whatsappTemplatesFileSkeleton() : `${whatsappTemplateListing(portalName)}\n`);
