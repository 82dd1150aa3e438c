import { lazy, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on demand, and can be told to load before it renders. */
export type Preloadable<P extends object> = ((props: P) => ReactNode) & {
  /** Loads the code (once; later calls answer the same promise). Rejects when the chunk fails to load. */
  load: () => Promise<unknown>;
};

/**
 * `React.lazy` that renders at once once its code has loaded. `React.lazy` suspends on its first
 * render even when the module is already there, and React reveals a Suspense boundary's content
 * no sooner than 300 ms after its fallback was shown (the Suspense throttle): a screen whose code
 * was loaded ahead (`load()`, as the first view of a visit is, docs/architecture.md, "Stable work
 * bench") would still wait that long. Before its code has loaded it behaves as `React.lazy`, and a
 * chunk that fails to load throws to the nearest error boundary.
 */
export function preloadable<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => {
    loading ??= importer().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A later render tries again, as React.lazy's next instance would.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(load);
  function PreloadableComponent(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { load });
}
