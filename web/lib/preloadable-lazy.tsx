import { type ComponentType, lazy, useEffect, useReducer } from 'react';
import { ChunkLoadFailed } from '../components/chunk-load-failed';

// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy takes.
type AnyComponent = ComponentType<any>;
export type Preloadable<C extends AnyComponent> = C & { preload(): Promise<void> };

/**
 * A component in a chunk of its own, like React.lazy, that can be fetched ahead with `preload` (at an idle
 * moment, or before a first render that must not show a spinner). Once its module is here it renders at once:
 * React.lazy suspends for a turn even then, and its fallback would replace what was on screen, such as the
 * prerendered sign-in that the first render takes over (main.tsx). Code that could not be fetched (the
 * network went, or a deploy replaced it) shows an error with 'Try again' in its place, not a broken page;
 * a later fetch that succeeds, by that button or by `preload`, draws the component wherever it is waited for.
 */
export function preloadableLazy<C extends AnyComponent>(load: () => Promise<{ default: C }>): Preloadable<C> {
  let Loaded: AnyComponent | null = null;
  const waiting = new Set<() => void>();
  const fetchModule = () =>
    load().then((module) => {
      Loaded = module.default;
      for (const redraw of waiting) redraw();
      return module;
    });
  const LoadFailed = () => <ChunkLoadFailed onRetry={() => void fetchModule().catch(() => {})} />;
  const Lazy = lazy(
    (): Promise<{ default: AnyComponent }> => fetchModule().catch(() => ({ default: LoadFailed })),
  ) as unknown as AnyComponent;
  const Component = (props: object) => {
    const [, redraw] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (Loaded) return;
      waiting.add(redraw);
      return () => void waiting.delete(redraw);
    }, []);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(Component, {
    preload: () => fetchModule().then(() => undefined),
  }) as unknown as Preloadable<C>;
}
