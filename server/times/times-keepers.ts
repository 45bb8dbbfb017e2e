import { type Said, say } from '../../domain/messages';
import { withStaffWrite } from '../audit/record-audit';
import { readSetting, writeSetting } from '../db/portal-settings';
import type { Refused } from '../lib/tree-writes';
import type { ServiceContext } from '../protocol/context';
import { setMosqueGrant } from '../users/mosque-grant';
import { INDIA_HIJRI_ADJUSTMENT_KEY } from './times-rules';

type Done = ({ pass: true } & Said) | Refused;

/** The super admin lets a volunteer whose scope is one masjid keep that masjid's times, or takes it back. */
export function setTimesKeeper(
  ctx: ServiceContext<'db' | 'caller'>,
  input: { userId: string; keepsTimes: boolean },
): Promise<Done> {
  return setMosqueGrant(
    ctx.db,
    ctx.caller,
    {
      column: 'keepsMosqueTimes',
      action: 'account.timesKeeper',
      needsMosque: 'timesKeeperNeedsMosque',
      granted: 'timesKeeperGranted',
      revoked: 'timesKeeperRevoked',
    },
    { userId: input.userId, on: input.keepsTimes },
  );
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
