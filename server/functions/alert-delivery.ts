import type { Handlers } from '../protocol/context';
import { alertReach } from '../push/alert-reach';
import { deletePushSubscription, pushKey, savePushSubscription } from '../push/subscriptions';

/** A member's devices for push notifications, and how far an admin's alerts went. */
export const alertDeliveryHandlers = {
  getPushKey: (_input, ctx) => pushKey(ctx),
  savePushSubscription: (input, ctx) => savePushSubscription(ctx, input),
  deletePushSubscription: (input, ctx) => deletePushSubscription(ctx, input),
  fetchAlertReach: (input, ctx) => alertReach(ctx, input),
} satisfies Pick<
  Handlers,
  'getPushKey' | 'savePushSubscription' | 'deletePushSubscription' | 'fetchAlertReach'
>;
