import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { FunctionInput, FunctionName, FunctionOutput } from '../../domain/catalogue';
import { call } from './api';
import { CallError } from './call';
import { createCallStore, type ReadOptions } from './call-store';
import { keptReads } from './kept-reads';

function browserStorage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The app's one store of reads (see call-store.ts), keeping the product's reads on the phone (kept-reads.ts). */
export const callStore = createCallStore(call, keptReads(browserStorage()));

export type UseCall<T> = { data: T | undefined; error: unknown; loading: boolean; reload: () => void };

/**
 * The one way a screen reads from the server: `useCall('getAlerts', {limit: 5}, {ttl})`. The reply is
 * shared with every other screen asking the same, the request is dropped when the screen goes away, and a
 * failed read is logged and returned as `error` for the screen to show. `input` null skips the read.
 */
export function useCall<N extends FunctionName>(
  name: N,
  input: FunctionInput<N> | null,
  options: ReadOptions = {},
): UseCall<FunctionOutput<N>> {
  const { ttl = 0, persistKey } = options;
  const [attempt, setAttempt] = useState(0);
  const inputKey = JSON.stringify(input);
  const skip = input === null;
  const subscribe = useCallback(
    (listener: () => void) =>
      skip ? () => {} : callStore.subscribe(name, JSON.parse(inputKey), listener, persistKey),
    [name, inputKey, persistKey, skip],
  );
  const read = () => (skip ? undefined : callStore.snapshot(name, JSON.parse(inputKey), persistKey));
  // The build's prerender of the sign-in pages renders on the server too: it reads the same (empty) store.
  const snapshot = useSyncExternalStore(subscribe, read, read);

  // `attempt` is the reload trigger: a reload reads again whatever the ttl.
  useEffect(() => {
    if (skip) return;
    const controller = new AbortController();
    callStore
      .read(name, JSON.parse(inputKey), { ttl: attempt > 0 ? 0 : ttl, persistKey, signal: controller.signal })
      .catch((err: unknown) => {
        if (!(err instanceof CallError && err.code === 'cancelled'))
          console.error(`Loading ${name} failed`, err);
      });
    return () => controller.abort();
  }, [name, inputKey, ttl, persistKey, skip, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    data: snapshot?.data,
    error: snapshot?.error,
    // Loading until the first reply or failure; a reload keeps showing the last reply meanwhile.
    loading: !skip && snapshot?.data === undefined && snapshot?.error === undefined,
    reload,
  };
}
