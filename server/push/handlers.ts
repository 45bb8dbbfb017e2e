import type { pushFunctions } from '../../domain/functions/push';
import type { AreaHandlers } from '../protocol/context';
import { deletePushSubscription, pushKey, savePushSubscription } from './subscriptions';

/** A member's devices that alerts are pushed to (domain/functions/push.ts). */
export const pushHandlers = {
  getPushKey: (_input, ctx) => pushKey(ctx),
  savePushSubscription: (input, ctx) => savePushSubscription(ctx, input),
  deletePushSubscription: (input, ctx) => deletePushSubscription(ctx, input),
} satisfies AreaHandlers<typeof pushFunctions>;
