import { eq, sql } from 'drizzle-orm';
import { MSG } from '../../domain/messages';
import { users } from '../db/schema';
import { noticeRefusal } from '../privacy/consent';
import { notFound } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { mosqueExists } from './accounts';

/**
 * The caller's own name, date of birth, gender and address, and their masjid when one is given. Nothing is
 * saved before the privacy notice is accepted.
 */
export async function updateProfile(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  { mosqueId, ...info }: ParsedInput<'updateProfile'>,
) {
  const { db, caller } = ctx;
  const refused = noticeRefusal(caller);
  if (refused) return refused;
  if (mosqueId && !(await mosqueExists(db, mosqueId))) throw notFound('Masjid');
  await db
    .update(users)
    .set({
      ...info,
      ...(mosqueId ? { mosqueId } : {}),
      // A date of birth the register made from an age stays approximate only while it is left as it was.
      dobApproximate: sql`${users.dobApproximate} and ${users.dob} is not distinct from ${info.dob ?? null}::date`,
      updatedAt: ctx.services.clock.now(),
    })
    .where(eq(users.id, caller.id));
  return { pass: true, message: MSG.detailsUpdated };
}
