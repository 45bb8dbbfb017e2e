import type { FunctionInput, FunctionName, FunctionOutput } from '../../domain/catalogue';
import { CallError } from './call';

type CallFn = <N extends FunctionName>(
  name: N,
  data: FunctionInput<N>,
  options: { signal?: AbortSignal },
) => Promise<FunctionOutput<N>>;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type ReadOptions = {
  /** How long a reply stays fresh, in ms; 0 reads again each time a screen mounts. */
  ttl?: number;
  /** A local-storage key, for the replies kept across visits (place lists, say). */
  persistKey?: string;
};

export type Snapshot<T> = { data: T | undefined; error: unknown; loading: boolean };

type Entry = {
  name: FunctionName;
  input: unknown;
  persistKey?: string;
  data?: unknown;
  error?: unknown;
  at?: number;
  inFlight?: { promise: Promise<unknown>; controller: AbortController; waiters: number };
  snapshot: Snapshot<unknown>;
  listeners: Set<() => void>;
};

const IDLE: Snapshot<never> = { data: undefined, error: undefined, loading: false };

/**
 * The reads of the web app, shared by every screen: one request however many screens ask for the same
 * thing at once, replies kept fresh for their ttl (in memory, and in local storage where the spec keeps
 * them), a request dropped when the last screen waiting for it goes away, and `invalidate(name)` after a
 * write, so every screen showing that read loads it again.
 */
export function createCallStore(
  callFn: CallFn,
  storage: Store | null,
  now: () => number = Date.now,
  /** The local-storage key a read is kept under when its caller names none (kept-reads.ts). */
  keptKey: (name: FunctionName, input: unknown) => string | undefined = () => undefined,
) {
  const entries = new Map<string, Entry>();

  const keyOf = (name: FunctionName, input: unknown) => `${name}:${JSON.stringify(input ?? null)}`;

  function entryFor(name: FunctionName, input: unknown, askedKey?: string): Entry {
    const key = keyOf(name, input);
    let entry = entries.get(key);
    if (!entry) {
      // The read's own key, whoever asks first: a screen that names none still finds the kept copy.
      const persistKey = askedKey ?? keptKey(name, input);
      entry = { name, input, persistKey, snapshot: IDLE, listeners: new Set() };
      const saved = persistKey ? readSaved(persistKey) : null;
      if (saved)
        Object.assign(entry, { data: saved.data, at: saved.at, snapshot: { ...IDLE, data: saved.data } });
      entries.set(key, entry);
    }
    return entry;
  }

  function readSaved(persistKey: string): { data: unknown; at: number } | null {
    try {
      const raw = storage?.getItem(persistKey);
      return raw ? (JSON.parse(raw) as { data: unknown; at: number }) : null;
    } catch {
      return null;
    }
  }

  function publish(entry: Entry) {
    entry.snapshot = { data: entry.data, error: entry.error, loading: Boolean(entry.inFlight) };
    for (const l of entry.listeners) l();
  }

  const isFresh = (entry: Entry, ttl: number) => entry.at !== undefined && now() - entry.at < ttl;

  /** Reads through the store; `signal` withdraws this reader, and the request ends when none is left. */
  async function read<N extends FunctionName>(
    name: N,
    input: FunctionInput<N>,
    options: ReadOptions & { signal?: AbortSignal } = {},
  ): Promise<FunctionOutput<N>> {
    const { ttl = 0, signal } = options;
    const entry = entryFor(name, input, options.persistKey);
    if (isFresh(entry, ttl)) return entry.data as FunctionOutput<N>;
    if (!entry.inFlight) {
      const controller = new AbortController();
      const promise = callFn(name, input, { signal: controller.signal }).then(
        (data) => {
          // Forgotten while in flight: the reply belongs to nobody now.
          if (entry.inFlight?.controller !== controller) return data;
          Object.assign(entry, { data, error: undefined, at: now(), inFlight: undefined });
          if (entry.persistKey) {
            try {
              storage?.setItem(entry.persistKey, JSON.stringify({ data, at: entry.at }));
            } catch {
              // A full or disabled storage only costs us the cache.
            }
          }
          publish(entry);
          return data;
        },
        (error: unknown) => {
          if (entry.inFlight?.controller !== controller) throw error;
          Object.assign(entry, { error, inFlight: undefined });
          publish(entry);
          throw error;
        },
      );
      entry.inFlight = { promise, controller, waiters: 0 };
      publish(entry);
    }
    const flight = entry.inFlight!;
    flight.waiters++;
    signal?.addEventListener(
      'abort',
      () => {
        flight.waiters--;
        if (flight.waiters === 0 && entry.inFlight === flight) flight.controller.abort();
      },
      { once: true },
    );
    if (signal?.aborted) throw new CallError('cancelled', 'cancelled');
    return flight.promise as Promise<FunctionOutput<N>>;
  }

  return {
    read,
    snapshot<N extends FunctionName>(name: N, input: FunctionInput<N>, persistKey?: string) {
      return entryFor(name, input, persistKey).snapshot as Snapshot<FunctionOutput<N>>;
    },
    subscribe(name: FunctionName, input: unknown, listener: () => void, persistKey?: string) {
      const entry = entryFor(name, input, persistKey);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    /**
     * Forgets every reply of this function: a screen showing one reads it again at once (keeping the old
     * reply on show meanwhile), and any other reads it again when it next asks.
     */
    invalidate(name: FunctionName) {
      for (const entry of entries.values()) {
        if (entry.name !== name) continue;
        entry.at = undefined;
        publish(entry);
        if (entry.listeners.size > 0 && !entry.inFlight) {
          read(name, entry.input as never, { persistKey: entry.persistKey }).catch(() => {
            // The failure is the entry's error now, which the screen shows.
          });
        }
      }
    },
    /**
     * Drops every reply of this function, in flight or kept, so no screen can show one again (the cached
     * volunteers after a change of masjid); a screen showing it reads it afresh.
     */
    forget(name: FunctionName) {
      // The entries stay (screens are subscribed to them); what they held goes.
      for (const entry of entries.values()) {
        if (entry.name !== name) continue;
        const flight = entry.inFlight;
        Object.assign(entry, { data: undefined, error: undefined, at: undefined, inFlight: undefined });
        flight?.controller.abort();
        publish(entry);
      }
    },
    /** Forgets everything (sign-out): the next user must never see the last one's replies. */
    clear() {
      for (const entry of entries.values()) entry.inFlight?.controller.abort();
      entries.clear();
    },
  };
}

export type CallStore = ReturnType<typeof createCallStore>;
