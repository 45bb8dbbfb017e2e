import type { pushFunctions } from '../../domain/functions/push';
import type { AreaHandlers } from '../protocol/context';
import { addPushSubscription, pushKey, removePushSubscription } from './subscriptions';

/** A member's devices that alerts are pushed to (domain/functions/push.ts). */
export const pushHandlers = {
  getPushKey: (_input, ctx) => pushKey(ctx),
  addPushSubscription: (input, ctx) => addPushSubscription(ctx, input),
  removePushSubscription: (input, ctx) => removePushSubscription(ctx, input),
} satisfies AreaHandlers<typeof pushFunctions>;
