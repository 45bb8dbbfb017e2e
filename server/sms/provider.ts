import type { Language } from '../../domain/languages';
import type { SmsPurpose } from '../../domain/sms';
import { maskPhoneNumbers } from './phone-mask';

/** The registration an SMS was rendered from: what India's DLT rules make every commercial SMS carry. */
export type DltRegistration = {
  /** The DLT content template id (19 digits), as the operator's DLT portal gave it. */
  templateId: string;
  /** The principal entity id of the committee on DLT. */
  entityId: string;
  /** The 6-character header (sender id) the SMS goes out under. */
  header: string;
  /** The gateway's own id for this template (MSG91's template_id, Fast2SMS's message id), where it keeps one. */
  gatewayTemplateId: string | null;
};

/** One SMS as a gateway needs it. */
export type OutgoingSms = {
  /** The number with its country code, digits only: 919876543210. */
  to: string;
  /** The whole text as the operator will match it against the registered template. */
  text: string;
  /** The values of the template's {#var#}, in order. */
  variables: string[];
  purpose: SmsPurpose;
  /** The template's name in SMS_TEMPLATES_FILE (otp, alert) and the language it was rendered in. */
  template: string;
  language: Language;
  dlt: DltRegistration;
};

/** What a gateway said when it took an SMS: its own id for it, by which its delivery report names it. */
export type SmsAccepted = { providerId: string | null };

/**
 * A gateway that did not take an SMS. `retryable` for a network error, a timeout, a 5xx or a 429; any other
 * refusal is final. `reason` is the gateway's own words (never the text, which may hold a code), with every
 * mobile number in them cut to its last 4 digits, so that no log of this error holds one.
 */
export class SmsGatewayError extends Error {
  readonly reason: string;

  constructor(
    reason: string,
    readonly retryable: boolean,
    /** Seconds the gateway asked us to wait (a 429's Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    const masked = maskPhoneNumbers(reason);
    super(masked);
    this.reason = masked;
    this.name = 'SmsGatewayError';
  }
}

/** What one delivery report says of one SMS, named by the gateway's id for it. */
export type DeliveryReport = { providerId: string; status: 'delivered' | 'failed'; reason: string | null };

/** A delivery report's request as it reached POST /sms/status/<provider>. */
export type StatusRequest = {
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | undefined>;
};

export type SmsProvider = {
  name: string;
  /** Hands one SMS to the gateway. Throws SmsGatewayError when it was not taken. */
  send(sms: OutgoingSms): Promise<SmsAccepted>;
  /**
   * Reads a delivery report this gateway POSTs to /sms/status/<name>, after its secret was checked. Absent
   * for a gateway that sends none.
   */
  readReports?(request: StatusRequest): DeliveryReport[];
};
