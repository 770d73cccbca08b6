import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Loading } from 'react-admin';

type ScreenCode<P> = () => Promise<{ default: ComponentType<P> }>;

/** A screen whose code is fetched when it first shows, or earlier through `fetchCode` (screens-at.ts). */
export type LazyScreen<P extends object = object> = ComponentType<P> & { fetchCode: () => Promise<unknown> };

function lazyScreen<P extends object>(load: ScreenCode<P>, fallback: ReactNode): LazyScreen<P> {
  const Screen = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen when its module loads, never in a render
  function OnDemand(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Screen {...props} />
      </Suspense>
    );
  }
  // The browser keeps a fetched module: the render's own load then finds it there.
  return Object.assign(OnDemand, { fetchCode: load });
}

/**
 * A page whose code is fetched the first time it shows, so the sign-in page and the layout never carry
 * it; react-admin's Loading stands in meanwhile, as the layout shows it.
 */
export const lazyPage = <P extends object>(load: ScreenCode<P>): LazyScreen<P> => lazyScreen(load, <Loading />);

/** A screen that fills the window (the layout, pages outside it), with the loading screen react-admin shows there. */
export const lazyFullPage = <P extends object>(load: ScreenCode<P>): LazyScreen<P> =>
  lazyScreen(
    load,
    <div style={{ height: '100vh' }}>
      <Loading />
    </div>,
  );

/** A dialog routed over its list, fetched on demand: nothing stands in, so the list stays on screen. */
export const lazyDialog = <P extends object>(load: ScreenCode<P>): LazyScreen<P> => lazyScreen(load, null);
