import type { timesFunctions } from '../../domain/functions/times';
import type { AreaHandlers } from '../protocol/context';
import { addDisplayKey, displayKeysOf, revokeDisplayKey } from './display-keys';
import { mosqueDisplay } from './mosque-display';
import { nearbyMosques } from './nearby-mosques';
import { setIndiaHijriAdjustment, setTimesKeeper } from './times-keepers';
import { mosqueTimes, mosqueTimesRules } from './times-rules';
import { updateMosqueTimes } from './update-times';

/**
 * A masjid's jamaat times (domain/functions/times.ts): the public reads the member's screens, the public page
 * and the TV compute from, the committee's writes and who may make them, the TV's display keys, and the
 * masjids nearest a point.
 */
export const timesHandlers = {
  getMosqueTimes: (input, ctx) => mosqueTimes(ctx, input),
  getMosqueTimesRules: (input, ctx) => mosqueTimesRules(ctx, input),
  getNearbyMosques: (input, ctx) => nearbyMosques(ctx, input),
  updateMosqueTimes: (input, ctx) => updateMosqueTimes(ctx, input),
  setTimesKeeper: (input, ctx) => setTimesKeeper(ctx, input),
  setIndiaHijriAdjustment: (input, ctx) => setIndiaHijriAdjustment(ctx, input),
  getDisplayKeys: (input, ctx) => displayKeysOf(ctx, input),
  addDisplayKey: (input, ctx) => addDisplayKey(ctx, input),
  revokeDisplayKey: (input, ctx) => revokeDisplayKey(ctx, input),
  getMosqueDisplay: (input, ctx) => mosqueDisplay(ctx, input),
} satisfies AreaHandlers<typeof timesFunctions>;
