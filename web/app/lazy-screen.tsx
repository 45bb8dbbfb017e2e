import { type ComponentType, lazy } from 'react';

type ScreenModule = { default: ComponentType };
export type LazyScreen = ComponentType & { preload(): Promise<void> };

/**
 * A screen in a chunk of its own, like React.lazy, that can be fetched ahead with `preload`. Once its module
 * is here it renders at once: React.lazy suspends for a turn even then, and its spinner would replace the
 * prerendered sign-in that the first render takes over (main.tsx).
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let Loaded: ComponentType | null = null;
  const fetchModule = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(fetchModule);
  const Screen = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Screen, { preload: () => fetchModule().then(() => undefined) });
}
