import { type ComponentType, lazy, useEffect, useReducer, useState } from 'react';
import { ChunkLoadFailed } from '../components/chunk-load-failed';

// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy takes.
type AnyComponent = ComponentType<any>;
export type Preloadable<C extends AnyComponent> = C & { preload(): Promise<void> };

/**
 * A component in a chunk of its own, like React.lazy, that can be fetched ahead with `preload` (at an idle
 * moment, or before a first render that must not show a spinner). Once its module is here it renders at once:
 * React.lazy suspends for a turn even then, and its fallback would replace what was on screen, such as the
 * prerendered sign-in that the first render takes over (main.tsx).
 *
 * Code that could not be fetched (the network went, or a deploy replaced it) shows an error with 'Try again' in
 * its place, not a broken page. A later fetch that succeeds (that button, `preload`, the part mounted again, or
 * the network coming back) draws the part wherever it is waited for. When a retry fails with the network up,
 * the chunk is gone or the browser keeps the failure: the page is loaded again, from the service worker's shell.
 */
export function preloadableLazy<C extends AnyComponent>(load: () => Promise<{ default: C }>): Preloadable<C> {
  let Loaded: AnyComponent | null = null;
  let pending: Promise<{ default: C }> | null = null;
  let failed = false;
  const waiting = new Set<() => void>();
  const fetchModule = () => {
    pending ??= load().then(
      (module) => {
        Loaded = module.default;
        for (const redraw of waiting) redraw();
        waiting.clear();
        return module;
      },
      (err: unknown) => {
        pending = null;
        failed = true;
        throw err;
      },
    );
    return pending;
  };
  const retry = () =>
    fetchModule().then(
      () => undefined,
      () => {
        if (navigator.onLine) window.location.reload();
      },
    );
  const LoadFailed = () => <ChunkLoadFailed onRetry={retry} />;
  const Lazy = lazy(
    (): Promise<{ default: AnyComponent }> => fetchModule().catch(() => ({ default: LoadFailed })),
  ) as unknown as AnyComponent;
  const Component = (props: object) => {
    const [, redraw] = useReducer((n: number) => n + 1, 0);
    const [mountedAfterFailure] = useState(failed);
    useEffect(() => {
      if (Loaded) return;
      waiting.add(redraw);
      // Mounted again after a failure (a screen opened again), or the network back: try once more, quietly.
      const tryAgain = () => void fetchModule().catch(() => {});
      if (mountedAfterFailure) tryAgain();
      window.addEventListener('online', tryAgain);
      return () => {
        waiting.delete(redraw);
        window.removeEventListener('online', tryAgain);
      };
    }, [mountedAfterFailure]);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(Component, {
    preload: () => fetchModule().then(() => undefined),
  }) as unknown as Preloadable<C>;
}
