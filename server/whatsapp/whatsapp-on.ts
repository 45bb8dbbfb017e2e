import type { MessageChannel } from '../../domain/sms';
import type { ServiceContext } from '../protocol/context';

/**
 * What the alerts, the receipts, the consent and the Messages page ask of WhatsApp's config: whether the portal
 * sends there (a gateway and its templates: WHATSAPP_PROVIDER), under which provider's name its rows go, and
 * what each channel costs.
 */
export function whatsappConfigured(ctx: ServiceContext<'config'>): boolean {
  return ctx.config.whatsappEnabled;
}

/** The outbox's provider name of WhatsApp rows (whatsapp-meta, whatsapp-msg91); null without WhatsApp. */
export function whatsappProvider(ctx: ServiceContext<'services'>): string | null {
  return ctx.services.whatsappDispatch?.provider.name ?? null;
}

/**
 * The configured price of one SMS part (SMS_PRICE_PER_PART) or one WhatsApp message (WHATSAPP_PRICE_PER_MESSAGE,
 * Meta's ₹0.115 by default), in paise; null when none is set.
 */
export function messagePricePaise(ctx: ServiceContext<'config'>, channel: MessageChannel): number | null {
  const rupees = channel === 'sms' ? ctx.config.smsBudget.pricePerPart : ctx.config.whatsappPricePerMessage;
  return rupees === null ? null : rupees * 100;
}
