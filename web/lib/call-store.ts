import type { FunctionInput, FunctionName, FunctionOutput } from '../../domain/catalogue';
import { CallError } from './call';

type CallFn = <N extends FunctionName>(
  name: N,
  data: FunctionInput<N>,
  options: { signal?: AbortSignal },
) => Promise<FunctionOutput<N>>;

/** A reply kept beyond the page, and when it was read (undefined: unknown, so never fresh). */
export type KeptCopy = { data: unknown; at?: number };

/**
 * Where the store keeps the replies that outlive the page (local storage in the app, kept-reads.ts): it is
 * asked for a kept copy when a read is first wanted, handed each new reply, and told when a write makes a
 * read's replies wrong. `key` is the caller's own key, for a read the adapter does not know by name.
 */
export type Persistence = {
  load(name: FunctionName, input: unknown, key?: string): KeptCopy | null;
  save(name: FunctionName, input: unknown, copy: Required<KeptCopy>, key?: string): void;
  /** Throws away the kept copies of this function: those of `args` only, when given. */
  drop(name: FunctionName, args?: Args): void;
};

/** Some of a read's arguments: a write names the replies it changes by them (domain/invalidations.ts). */
export type Args = Readonly<Record<string, unknown>>;

/** Whether a read's input holds every one of `args`, with the same value (no `args`: every input does). */
function matches(input: unknown, args: Args | undefined): boolean {
  if (!args) return true;
  const given = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  return Object.entries(args).every(([k, v]) => JSON.stringify(given[k]) === JSON.stringify(v));
}

export type ReadOptions = {
  /** How long a reply stays fresh, in ms; 0 reads again each time a screen mounts. */
  ttl?: number;
  /** A local-storage key of the caller's own, for a read the persistence does not keep by name. */
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
  /** `stale`: a write landed while it was on its way, so its reply may predate the write. */
  inFlight?: { promise: Promise<unknown>; controller: AbortController; waiters: number; stale?: boolean };
  snapshot: Snapshot<unknown>;
  listeners: Set<() => void>;
};

const IDLE: Snapshot<never> = { data: undefined, error: undefined, loading: false };

/**
 * The reads of the web app, shared by every screen: one request however many screens ask for the same
 * thing at once, replies kept fresh for their ttl (in memory, and through `persistence` on the device), a
 * request dropped when the last screen waiting for it goes away, and `invalidate(name, args)` after a write,
 * so every screen showing that read (or its replies to those arguments) loads it again.
 */
export function createCallStore(
  callFn: CallFn,
  persistence: Persistence | null = null,
  now: () => number = Date.now,
) {
  const entries = new Map<string, Entry>();
  /**
   * Readers that keep their own state (paged lists), told when a write makes any of a function's replies
   * stale: whatever the arguments, since such a reader asks with arguments of its own making.
   */
  const staleListeners = new Map<FunctionName, Set<() => void>>();
  const tellStale = (name: FunctionName) => {
    for (const l of staleListeners.get(name) ?? []) l();
  };

  const keyOf = (name: FunctionName, input: unknown) => `${name}:${JSON.stringify(input ?? null)}`;

  function entryFor(name: FunctionName, input: unknown, askedKey?: string): Entry {
    const key = keyOf(name, input);
    let entry = entries.get(key);
    if (!entry) {
      entry = { name, input, persistKey: askedKey, snapshot: IDLE, listeners: new Set() };
      const kept = persistence?.load(name, input, askedKey);
      if (kept)
        Object.assign(entry, { data: kept.data, at: kept.at, snapshot: { ...IDLE, data: kept.data } });
      entries.set(key, entry);
    }
    return entry;
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
          const at = now();
          const stale = entry.inFlight.stale;
          Object.assign(entry, { data, error: undefined, at: stale ? undefined : at, inFlight: undefined });
          persistence?.save(name, input, { data, at }, entry.persistKey);
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
        if (flight.waiters === 0 && entry.inFlight === flight) {
          // Detached at once: a reader arriving before the abort settles (a screen that unmounts and mounts
          // again in one render) starts a request of its own rather than joining one already cancelled.
          entry.inFlight = undefined;
          flight.controller.abort();
          publish(entry);
        }
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
    /** Tells `listener` whenever a write makes any reply of this function stale; returns the unsubscribe. */
    onStale(name: FunctionName, listener: () => void) {
      const set = staleListeners.get(name) ?? new Set();
      staleListeners.set(name, set);
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    /**
     * Makes every reply of this function stale (with `args`, its replies to those): a screen showing one reads
     * it again at once (keeping the old reply on show meanwhile), and any other reads it again when it next
     * asks. A reply already on its way may have left before the write, so it is read again too. Resolves once
     * those on show have their new reply (or failed to get one).
     */
    invalidate(name: FunctionName, args?: Args): Promise<void> {
      const reloads: Promise<unknown>[] = [];
      for (const entry of entries.values()) {
        if (entry.name !== name || !matches(entry.input, args)) continue;
        entry.at = undefined;
        publish(entry);
        const flight = entry.inFlight;
        if (flight) flight.stale = true;
        if (entry.listeners.size === 0) continue;
        const reread = () =>
          read(name, entry.input as never, { persistKey: entry.persistKey }).catch(() => {
            // The failure is the entry's error now, which the screen shows.
          });
        // Whoever waits for the reply on its way still gets it; the screens then get one sent after the write.
        reloads.push(flight ? flight.promise.then(reread, reread) : reread());
      }
      tellStale(name);
      return Promise.all(reloads).then(() => undefined);
    },
    /**
     * Drops every reply of this function (with `args`, its replies to those), in flight, in memory or kept on
     * the device, so no screen can show one again; a screen showing it reads it afresh.
     */
    forget(name: FunctionName, args?: Args) {
      persistence?.drop(name, args);
      tellStale(name);
      // The entries stay (screens are subscribed to them); what they held goes.
      for (const entry of entries.values()) {
        if (entry.name !== name || !matches(entry.input, args)) continue;
        const flight = entry.inFlight;
        Object.assign(entry, { data: undefined, error: undefined, at: undefined, inFlight: undefined });
        flight?.controller.abort();
        publish(entry);
        if (entry.listeners.size > 0) {
          read(name, entry.input as never, { persistKey: entry.persistKey }).catch(() => {
            // The failure is the entry's error now, which the screen shows.
          });
        }
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
