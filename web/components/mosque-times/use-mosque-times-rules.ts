import { firstReadTtl } from '../../app/first-reads';
import { useSession } from '../../app/session-provider';
import { useCall } from '../../lib/use-call';
import type { TimesRules } from './member-times';

export type MosqueTimesRules = {
  /** The member has chosen no masjid: nothing to show. */
  none: boolean;
  rules: TimesRules | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
};

/**
 * The rules of the member's own masjid (their session's), that the home and /mosque compute its times from.
 * The read is kept on the phone (web/lib/kept-reads.ts), so the times show at once, and offline, where they
 * are computed from the last rules read.
 */
export function useMosqueTimesRules(): MosqueTimesRules {
  const { user } = useSession();
  const mosqueId = user?.mosqueId ?? null;
  // The entry has usually asked already on the home (first-reads.ts): a reply of the last seconds is taken.
  const { data, loading, error, reload } = useCall('getMosqueTimesRules', mosqueId ? { mosqueId } : null, {
    ttl: firstReadTtl(),
  });
  return { none: user !== null && !mosqueId, rules: data, loading, error, reload };
}
