import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../domain/functions/alert-delivery';
import { DEFAULT_LANGUAGE } from '../../domain/languages';
import { MSG } from '../../domain/messages';
import { pushSubscriptions } from '../db/schema';
import { AppError } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';
import { isAcceptedEndpoint } from './endpoints';

/** The public key a device subscribes with (the Push API's applicationServerKey). */
export function pushKey(ctx: ServiceContext<'services'>) {
  return Promise.resolve({ publicKey: ctx.services.push.publicKey });
}

/**
 * Keeps a device's subscription for the caller, or confirms it again (each visit): one row per endpoint, so a
 * device that another member subscribed before now belongs to the caller, who holds it.
 */
export async function savePushSubscription(
  ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  input: PushSubscriptionInput,
) {
  if (!isAcceptedEndpoint(input.endpoint, ctx.config.push)) {
    throw new AppError('INVALID_ARGUMENT', MSG.pushEndpointRefused);
  }
  const now = ctx.services.clock.now();
  const device = {
    userId: ctx.caller.id,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    language: input.language ?? DEFAULT_LANGUAGE,
    confirmedAt: now,
  };
  await ctx.db
    .insert(pushSubscriptions)
    .values({ ...device, endpoint: input.endpoint, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: device });
  return { pass: true, message: MSG.pushSaved };
}

/** Forgets one of the caller's own devices; another member's endpoint, or an unknown one, changes nothing. */
export async function deletePushSubscription(
  ctx: ServiceContext<'db' | 'caller'>,
  { endpoint }: { endpoint: string },
) {
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, ctx.caller.id)));
  return { pass: true, message: MSG.pushDeleted };
}
