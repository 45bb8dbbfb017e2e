import { and, desc, eq, notInArray } from 'drizzle-orm';
import { MAX_PUSH_DEVICES } from '../../domain/constants';
import type { PushSubscriptionInput } from '../../domain/functions/push';
import { DEFAULT_LANGUAGE } from '../../domain/languages';
import { MSG } from '../../domain/messages';
import { pushSubscriptions, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';
import { isAcceptedEndpoint } from './endpoints';

/** The public key a device subscribes with (the Push API's applicationServerKey). */
export function pushKey(ctx: ServiceContext<'services'>) {
  return Promise.resolve({ publicKey: ctx.services.push.publicKey });
}

/**
 * Keeps a device's subscription for the caller, or confirms it again (each visit). An endpoint another member
 * holds stays theirs and is refused: saving it must not move their device's alerts to the caller. A shared
 * device is freed at sign-out (the web forgets and unsubscribes it), and one that was not gets a new endpoint
 * when the web unsubscribes it on this refusal. A member keeps at most MAX_PUSH_DEVICES: past it, the devices
 * confirmed longest ago go, so one alert can never fan out to an unbounded number of a member's devices.
 */
export async function addPushSubscription(
  ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  input: PushSubscriptionInput,
) {
  if (!isAcceptedEndpoint(input.endpoint, ctx.config.push)) {
    throw new AppError('INVALID_ARGUMENT', MSG.pushEndpointRefused);
  }
  const now = ctx.services.clock.now();
  const memberId = ctx.caller.id;
  const device = {
    userId: memberId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    language: input.language ?? DEFAULT_LANGUAGE,
    confirmedAt: now,
  };
  const kept = await withTransaction(ctx.db, async (tx) => {
    // One member's saves one after another, so two at once cannot each find room for one more device. NO KEY
    // UPDATE leaves the member's other writes (their family, which only takes a key share) unblocked.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('no key update');
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({ ...device, endpoint: input.endpoint, createdAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: device,
        setWhere: eq(pushSubscriptions.userId, memberId),
      })
      .returning({ id: pushSubscriptions.id });
    if (!saved) return false;
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, memberId))
      .orderBy(
        desc(pushSubscriptions.confirmedAt),
        desc(pushSubscriptions.createdAt),
        desc(pushSubscriptions.id),
      )
      .limit(MAX_PUSH_DEVICES);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, memberId), notInArray(pushSubscriptions.id, newest)));
    return true;
  });
  return kept ? { pass: true, message: MSG.pushSaved } : { pass: false, message: MSG.pushEndpointTaken };
}

/** Forgets one of the caller's own devices; another member's endpoint, or an unknown one, changes nothing. */
export async function removePushSubscription(
  ctx: ServiceContext<'db' | 'caller'>,
  { endpoint }: { endpoint: string },
) {
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, ctx.caller.id)));
  return { pass: true, message: MSG.pushDeleted };
}
