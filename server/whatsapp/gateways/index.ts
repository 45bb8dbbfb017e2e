import type { WhatsAppProvider } from '../provider';
import type { WhatsAppConfig } from '../whatsapp-config';
import { metaWhatsApp } from './meta';
import { msg91WhatsApp } from './msg91';

/** The WhatsApp gateway the configuration names; null when WhatsApp is off. */
export function createWhatsAppProvider(config: WhatsAppConfig | null): WhatsAppProvider | null {
  if (config === null) return null;
  switch (config.provider) {
    case 'meta':
      return metaWhatsApp(config);
    case 'msg91':
      return msg91WhatsApp(config);
  }
}
