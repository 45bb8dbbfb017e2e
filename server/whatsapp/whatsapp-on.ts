import type { MessageChannel } from '../../domain/sms';
import type { ServiceContext } from '../protocol/context';

// INTERIM until the foundation lands: replaced by its config's reading.
type Interim = { whatsapp?: { provider: string; pricePaise?: number | null } | null; smsPricePaise?: number | null };
const interim = (ctx: ServiceContext<'config'>) => ctx.config as unknown as Interim;

/** Whether this portal sends on WhatsApp (WHATSAPP_PROVIDER is set). */
export function whatsappConfigured(ctx: ServiceContext<'config'>): boolean {
  return Boolean(interim(ctx).whatsapp);
}

/** WHATSAPP_PROVIDER, or null without WhatsApp. */
export function whatsappProvider(ctx: ServiceContext<'config'>): string | null {
  return interim(ctx).whatsapp?.provider ?? null;
}

/** The configured price of one SMS part or one WhatsApp message, in paise; null when none is set. */
export function messagePricePaise(ctx: ServiceContext<'config'>, channel: MessageChannel): number | null {
  const c = interim(ctx);
  return (channel === 'sms' ? c.smsPricePaise : c.whatsapp?.pricePaise) ?? null;
}
