import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { Loading } from 'react-admin';

type Loaded<P> = { default: ComponentType<P> };

/** A screen whose code is fetched when it first shows, or earlier through `fetchCode` (screens-at.ts). */
export type LazyScreen<P extends object = object> = ComponentType<P> & { fetchCode: () => Promise<unknown> };

function lazyScreen<P extends object>(load: () => Promise<Loaded<P>>, fallback: ReactNode): LazyScreen<P> {
  let code: Promise<Loaded<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const fetchCode = (): Promise<Loaded<P>> => {
    code ??= load().then(
      (screen) => {
        loaded = screen.default;
        return screen;
      },
      (error: unknown) => {
        // A failed fetch is tried again by the next caller.
        code = undefined;
        throw error;
      },
    );
    return code;
  };
  const OnFirstShow = lazy(fetchCode);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen when its module loads, never in a render
  function OnDemand(props: P) {
    // Code that came already (fetched ahead) renders at once: React.lazy would suspend once anyway,
    // and React holds a screen revealed after a fallback back for up to 300 ms, once per nested screen.
    // Chosen once per mount, as switching between the two would mount the screen again.
    const [Ready] = useState(() => loaded);
    return Ready ? (
      <Ready {...props} />
    ) : (
      <Suspense fallback={fallback}>
        <OnFirstShow {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnDemand, { fetchCode });
}

/**
 * A page whose code is fetched the first time it shows, so the sign-in page and the layout never carry
 * it; react-admin's Loading stands in meanwhile, as the layout shows it.
 */
export const lazyPage = <P extends object>(load: () => Promise<Loaded<P>>): LazyScreen<P> =>
  lazyScreen(load, <Loading />);

/** A screen that fills the window (the layout, pages outside it), with the loading screen react-admin shows there. */
export const lazyFullPage = <P extends object>(load: () => Promise<Loaded<P>>): LazyScreen<P> =>
  lazyScreen(
    load,
    <div style={{ height: '100vh' }}>
      <Loading />
    </div>,
  );

/** A dialog routed over its list, fetched on demand: nothing stands in, so the list stays on screen. */
export const lazyDialog = <P extends object>(load: () => Promise<Loaded<P>>): LazyScreen<P> => lazyScreen(load, null);
