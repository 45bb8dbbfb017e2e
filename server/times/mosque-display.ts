import type { FunctionOutput } from '../../domain/catalogue';
import { todayInIndia } from '../../domain/dates';
import { currentAlertsOfMosque } from '../alerts/alert-feed';
import { notFound } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';
import { mosqueOfDisplayKey } from './display-keys';
import { readTimesRules } from './times-rules';

/** A TV shows a few alerts in turn; more would not be read from across a hall. */
const DISPLAY_ALERTS = 5;

/**
 * What a masjid's TV shows, opened with a display key: its time rules (it computes the times itself, for
 * weeks offline) and the alerts its members see now. Anything but a live key of this masjid is a 404 that
 * names no masjid.
 */
export async function mosqueDisplay(
  ctx: ServiceContext<'db' | 'services'>,
  { code, key }: { code: string; key: string },
): Promise<FunctionOutput<'getMosqueDisplay'>> {
  const mosqueId = await mosqueOfDisplayKey(ctx, code, key);
  if (!mosqueId) throw notFound('Display');
  const now = ctx.services.clock.now();
  const rules = await readTimesRules(ctx.db, { mosqueId }, todayInIndia(now));
  const alerts = await currentAlertsOfMosque(ctx.db, mosqueId, now, DISPLAY_ALERTS);
  return {
    ...rules,
    alerts: alerts.map((a) => ({
      id: a.id,
      title: a.title,
      severity: a.severity,
      expiresAt: new Date(a.expiry.seconds * 1000).toISOString(),
    })),
  };
}
