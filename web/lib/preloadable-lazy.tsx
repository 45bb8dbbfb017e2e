import { type ComponentType, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy takes.
type AnyComponent = ComponentType<any>;
export type Preloadable<C extends AnyComponent> = C & { preload(): Promise<void> };

/**
 * A component in a chunk of its own, like React.lazy, that can be fetched ahead with `preload` (at an idle
 * moment, or before a first render that must not show a spinner). Once its module is here it renders at once:
 * React.lazy suspends for a turn even then, and its fallback would replace what was on screen, such as the
 * prerendered sign-in that the first render takes over (main.tsx).
 */
export function preloadableLazy<C extends AnyComponent>(load: () => Promise<{ default: C }>): Preloadable<C> {
  let Loaded: AnyComponent | null = null;
  const fetchModule = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(fetchModule) as unknown as AnyComponent;
  const Component = (props: object) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />);
  return Object.assign(Component, {
    preload: () => fetchModule().then(() => undefined),
  }) as unknown as Preloadable<C>;
}
