import type { Language } from '../../domain/languages';
import type { SmsPurpose, WhatsAppFailure } from '../../domain/sms';
import { SmsGatewayError } from '../sms/provider';
import type { RenderedWhatsApp } from './templates';

/** One WhatsApp template message as a gateway needs it. */
export type OutgoingWhatsApp = RenderedWhatsApp & {
  /** The number with its country code, digits only: 919876543210. */
  to: string;
  purpose: SmsPurpose;
  language: Language;
};

/**
 * Why WhatsApp did not take or deliver a message, as far as the member is concerned: the number has no
 * WhatsApp (Cloud API 131026), Meta refused the template (132xxx: missing, not approved, paused), or anything
 * else (a rate limit, a 5xx, a timeout). The first two are final: an SMS is the member's way on.
 */
export type WhatsAppFailureKind = WhatsAppFailure;

/** A gateway that did not take a message; `kind` says what the member is told. */
export class WhatsAppGatewayError extends SmsGatewayError {
  constructor(
    reason: string,
    retryable: boolean,
    readonly kind: WhatsAppFailureKind = 'other',
    retryAfterSeconds?: number,
  ) {
    super(reason, retryable, retryAfterSeconds);
    this.name = 'WhatsAppGatewayError';
  }
}

/** The Cloud API's error codes for a number that cannot get WhatsApp messages, and for a refused template. */
const NOT_ON_WHATSAPP = new Set([131026]);
const TEMPLATE_REFUSED = new Set([132000, 132001, 132005, 132007, 132012, 132015, 132016, 132068, 132069]);

/** The kind of a Cloud API error code, as the sending answer or a 'failed' status gives it. */
export function failureKindOfCode(code: number | null | undefined): WhatsAppFailureKind {
  if (code == null) return 'other';
  if (NOT_ON_WHATSAPP.has(code)) return 'notOnWhatsApp';
  return TEMPLATE_REFUSED.has(code) ? 'templateRefused' : 'other';
}

/**
 * The kind of a failure from the words the outbox kept: every reason a gateway gives starts with the Cloud
 * API's code in Meta's own form, "(#131026) …", when it has one.
 */
export function failureKindOfReason(reason: string | null): WhatsAppFailureKind {
  const code = reason ? /\(#(\d+)\)/.exec(reason)?.[1] : undefined;
  return failureKindOfCode(code === undefined ? null : Number(code));
}

/** What the gateway said when it took a message: its id (Meta's wamid), by which statuses name it. */
export type WhatsAppAccepted = { providerId: string | null };

/** One status of one message, from the webhook, named by the gateway's id for it. */
export type WhatsAppStatus = {
  providerId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** The error's words for a failure, "(#<code>) <title>: <details>"; null otherwise. */
  reason: string | null;
};

export type WhatsAppProvider = {
  /** The outbox's `provider` of its rows: whatsapp-meta, whatsapp-msg91. */
  name: string;
  /** Hands one template message to the gateway. Throws WhatsAppGatewayError when it was not taken. */
  send(message: OutgoingWhatsApp): Promise<WhatsAppAccepted>;
};
