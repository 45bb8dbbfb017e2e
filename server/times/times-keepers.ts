import { eq } from 'drizzle-orm';
import { type Said, say } from '../../domain/messages';
import { withStaffWrite } from '../audit/record-audit';
import { readSetting, writeSetting } from '../db/portal-settings';
import { users } from '../db/schema';
import { type Refused, refused } from '../lib/tree-writes';
import { mayManageAccount } from '../policy/checks';
import { notFound } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';
import { forgetCachedSessions } from '../sign-in/sessions';
import { INDIA_HIJRI_ADJUSTMENT_KEY } from './times-rules';

type Done = ({ pass: true } & Said) | Refused;

/**
 * The super admin lets a volunteer whose scope is one masjid keep that masjid's times, or takes it back. Only
 * a volunteer's account has the grant: an admin keeps every masjid's times already, and an Area volunteer none.
 */
export async function setTimesKeeper(
  ctx: ServiceContext<'db' | 'caller'>,
  input: { userId: string; keepsTimes: boolean },
): Promise<Done> {
  const { db, caller } = ctx;
  const outcome = await withStaffWrite(db, caller, async (tx, audit): Promise<Done> => {
    const [target] = await tx.select().from(users).where(eq(users.id, input.userId)).for('no key update');
    if (!target || !mayManageAccount(caller, target)) throw notFound('Account');
    if (
      input.keepsTimes &&
      (target.role !== 'volunteer' || target.scopeLevel !== 'Mosque' || !target.scopeMosqueId)
    )
      return refused(say('timesKeeperNeedsMosque'));
    await tx.update(users).set({ keepsMosqueTimes: input.keepsTimes }).where(eq(users.id, target.id));
    await audit(
      'account.timesKeeper',
      { type: 'account', id: target.id },
      { keepsMosqueTimes: target.keepsMosqueTimes },
      { keepsMosqueTimes: input.keepsTimes },
    );
    return { pass: true, ...say(input.keepsTimes ? 'timesKeeperGranted' : 'timesKeeperRevoked') };
  });
  // The volunteer's next call reads the grant afresh, not the session's cached account.
  forgetCachedSessions(db, input.userId);
  return outcome;
}

/** India's Hijri adjustment from the Umm al-Qura calendar, which each masjid follows unless it set its own. */
export function setIndiaHijriAdjustment(
  ctx: ServiceContext<'db' | 'caller'>,
  { days }: { days: number },
): Promise<Done> {
  return withStaffWrite(ctx.db, ctx.caller, async (tx, audit): Promise<Done> => {
    const before = Number((await readSetting(tx, INDIA_HIJRI_ADJUSTMENT_KEY)) ?? 0);
    if (before !== days) await writeSetting(tx, INDIA_HIJRI_ADJUSTMENT_KEY, String(days));
    await audit(
      'setting.hijriAdjustment',
      { type: 'setting', id: INDIA_HIJRI_ADJUSTMENT_KEY },
      { days: before },
      { days },
    );
    return {
      pass: true,
      ...say('indiaHijriAdjustmentSaved', { days: days > 0 ? `+${days}` : String(days) }),
    };
  });
}
