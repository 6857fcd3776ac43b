import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component of a server-rendered page whose code is not part of the page's first-visit JS
 * (ADR 047). The route's loader calls `preload()`: the server awaits it, so its HTML is whole;
 * the browser starts it without waiting, and React keeps the server's markup of the component
 * as it is (a Suspense boundary that hydrates once the code is there). On a later visit, in the
 * browser, nothing is shown until the code has arrived.
 */
export function deferred<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  let ready: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      ready = pick(module);
      return module;
    });
  const Lazy = lazy(() => preload().then((module) => ({ default: pick(module) })));
  function Deferred(props: P) {
    const Component = ready ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload });
}
