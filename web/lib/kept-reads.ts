import type { FunctionName, FunctionOutput } from '../../domain/catalogue';
import { ALERTS_PAGE_MEMBER, CACHE_LIFETIME_MS } from '../../domain/constants';
import type { KeptCopy, Persistence } from './call-store';
import {
  CACHE_KEYS,
  familyCacheKey,
  locationsKey,
  mosquesKey,
  mosqueTimesKey,
  readExpiring,
  readJson,
  remove,
  type Store,
  writeExpiring,
  writeJson,
} from './local-cache';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The newest page of alerts: what the home's recent alerts and page 1 of /alerts both ask for. */
const isNewestAlerts = (input: unknown) =>
  isRecord(input) && input.limit === ALERTS_PAGE_MEMBER && (input.offset ?? 0) === 0;

/**
 * How one read is kept in local storage:
 * - `stamped`: `{data, at}` under the key, shown offline whatever its age;
 * - `plain`: the reply itself under the key, as the product keeps `userData`; its age is unknown, so the
 *   screen shows it and reads again;
 * - `expiring`: the value under the key and `<key>Expiry` beside it, served only while now is before the
 *   expiry (one hour on), as the product keeps `volunteers`, `locations` and `mosques`. `encode`/`decode`
 *   shape what is stored; decode returns null for a value that does not answer this read.
 */
type Rule =
  | { key: string; format: 'stamped' }
  | { key: string; format: 'plain' }
  | {
      key: string;
      format: 'expiring';
      encode?: (data: unknown) => unknown;
      decode?: (stored: unknown) => unknown;
    };

type VolunteersReply = FunctionOutput<'getMyVolunteers'>;
/** What `volunteers` holds: the reply, and the masjid it was for. */
type SavedVolunteers = Omit<VolunteersReply, 'pass'> & { mosqueId: string };

/** A copy made for another masjid (changed on another phone, say) is never served. */
function volunteersRule(mosqueId: string): Rule {
  return {
    key: CACHE_KEYS.volunteers,
    format: 'expiring',
    encode: (data) => {
      const reply = data as VolunteersReply;
      return {
        mosqueId,
        volunteerData: reply.volunteerData,
        applyUrl: reply.applyUrl,
      } satisfies SavedVolunteers;
    },
    decode: (stored) => {
      const saved = stored as Partial<SavedVolunteers>;
      if (saved.mosqueId !== mosqueId || !Array.isArray(saved.volunteerData)) return null;
      return { pass: true, volunteerData: saved.volunteerData, applyUrl: saved.applyUrl ?? null };
    },
  };
}

/**
 * The reads kept on the phone, and the local-storage key of each. The read itself names its key, not the
 * screen asking: after a reload, whichever screen asks first (/alerts or the home, say) finds the kept copy.
 * Each key here is one `clearSessionCache` clears at logout, but the place lists, which are public. Older
 * pages of alerts are not kept: offline, page 1 is what a member can read.
 */
export function keptReadRule(name: FunctionName, input: unknown): Rule | undefined {
  const field = (k: string) => (isRecord(input) && typeof input[k] === 'string' ? input[k] : null);
  switch (name) {
    case 'getSessionUser':
      return { key: CACHE_KEYS.userData, format: 'plain' };
    case 'getMyMosque':
      return { key: CACHE_KEYS.myMosque, format: 'stamped' };
    case 'getMyGiving':
      return { key: CACHE_KEYS.myGiving, format: 'stamped' };
    case 'getAlerts':
      return isNewestAlerts(input) ? { key: CACHE_KEYS.recentAlerts, format: 'stamped' } : undefined;
    case 'getFamilyMember': {
      const id = field('id');
      return id ? { key: familyCacheKey(id), format: 'stamped' } : undefined;
    }
    case 'getMosqueTimesRules': {
      // The member's own masjid, read by its id; a visitor's read by code is the public page's, not kept.
      const mosqueId = field('mosqueId');
      return mosqueId ? { key: mosqueTimesKey(mosqueId), format: 'stamped' } : undefined;
    }
    case 'getMyVolunteers': {
      const mosqueId = field('mosqueId');
      return mosqueId ? volunteersRule(mosqueId) : undefined;
    }
    case 'getLocations':
      // The picker loads one level at a time, so each level has its own pair of entries.
      return { key: locationsKey(field('parentId')), format: 'expiring' };
    case 'getMosques': {
      const locationId = field('locationId');
      return locationId ? { key: mosquesKey(locationId), format: 'expiring' } : undefined;
    }
    default:
      return undefined;
  }
}

/** The key, or the start of the keys, each kept read is stored under. */
const KEY_BASE: Partial<Record<FunctionName, string>> = {
  getSessionUser: CACHE_KEYS.userData,
  getMyMosque: CACHE_KEYS.myMosque,
  getAlerts: CACHE_KEYS.recentAlerts,
  getFamilyMember: CACHE_KEYS.family,
  getMyVolunteers: CACHE_KEYS.volunteers,
  getMosqueTimesRules: CACHE_KEYS.mosqueTimes,
  getLocations: CACHE_KEYS.locations,
  getMosques: CACHE_KEYS.mosques,
};

/** The argument that names a kept copy's own key, for the reads kept one key per argument. */
const KEYED_BY: Partial<Record<FunctionName, string>> = {
  getFamilyMember: 'id',
  getMosqueTimesRules: 'mosqueId',
  getLocations: 'parentId',
  getMosques: 'locationId',
};

/** The app's persistence for the call store: the rules above over local storage, and a caller's own key. */
export function keptReads(store: Store | null, now: () => number = Date.now): Persistence {
  const ruleOf = (name: FunctionName, input: unknown, key?: string): Rule | undefined =>
    key ? { key, format: 'stamped' } : keptReadRule(name, input);

  return {
    load(name, input, key) {
      const rule = ruleOf(name, input, key);
      if (!rule) return null;
      if (rule.format === 'stamped') return readJson<Required<KeptCopy>>(rule.key, store);
      if (rule.format === 'plain') {
        const data = readJson<unknown>(rule.key, store);
        return data === null ? null : { data };
      }
      const stored = readExpiring<unknown>(rule.key, now(), store);
      const expiry = Number(readJson<number>(`${rule.key}Expiry`, store));
      const data = stored === null ? null : rule.decode ? rule.decode(stored) : stored;
      // Fresh until its expiry: a reader asking for an hour's freshness is served it until then.
      return data === null ? null : { data, at: expiry - CACHE_LIFETIME_MS };
    },
    save(name, input, copy, key) {
      const rule = ruleOf(name, input, key);
      if (!rule) return;
      if (rule.format === 'stamped') writeJson(rule.key, copy, store);
      else if (rule.format === 'plain') writeJson(rule.key, copy.data, store);
      else
        writeExpiring(
          rule.key,
          rule.encode ? rule.encode(copy.data) : copy.data,
          copy.at,
          CACHE_LIFETIME_MS,
          store,
        );
    },
    drop(name, args) {
      // The arguments of a write name one kept copy when they hold the one its key is made of (a family
      // member's id); when they do not, every copy of the read goes: one too many costs a read, one too few
      // shows what must not show.
      const keyedBy = KEYED_BY[name];
      const rule = args && keyedBy && keyedBy in args ? keptReadRule(name, args) : undefined;
      const base = rule?.key ?? KEY_BASE[name];
      if (!base || !store) return;
      const doomed: string[] = [];
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key === base || key === `${base}Expiry` || (!rule && key?.startsWith(`${base}:`)))
          doomed.push(key);
      }
      for (const key of doomed) remove(key, store);
    },
  };
}
