import type { Services } from '../services';
import type { OutboxSenders } from '../sms/outbox-job';

/** The outbox's senders of a test app's services, for a test's own round of the outbox (sendDueOutbox). */
export const outboxSenders = (services: Services): OutboxSenders => ({
  sms: services.smsDispatch,
  whatsapp: services.whatsappDispatch,
});
