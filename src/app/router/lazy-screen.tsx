/**
 * Lazy screens with a retry UI (SHELL-28): webpack gives each chunk 120 s (output.chunkLoadTimeout); a
 * chunk that fails raises ChunkLoadError ('Loading chunk {n} failed' / 'Loading CSS chunk {n} failed'),
 * which shows a Spanish retry panel. Retrying builds a fresh lazy component so the import runs again.
 * Any other error while rendering the screen stays inside it (ScreenBoundary: 'Algo salió mal',
 * 'Reintentar'); the shell around it keeps working.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isChunkLoadError } from '@/shared/lib/chunk-error';
import { ScreenBoundary } from '@/shared/ui/ScreenBoundary';
import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';

export { isChunkLoadError };

// Props are given explicitly (lazyScreen<{ kind: K }>(...)); they are not inferred from the factory.
type Factory<P> = () => Promise<{ default: (props: NoInfer<P>) => ReactNode }>;

export function lazyScreen<P extends object = object>(factory: Factory<P>, fallback: ReactNode = <ScreenSkeleton />) {
  // Once loaded, the screen renders directly (no Suspense round trip): a preloaded screen's first
  // render commits at once. Until then, one lazy component per screen, shared by every mount; a retry
  // after a failed chunk replaces it.
  let loaded: ((props: P) => ReactNode) | null = null;
  const load = () =>
    factory().then((m) => {
      loaded = m.default;
      return { default: m.default };
    });
  let current = lazy(load);
  function LazyScreen(props: P) {
    const [Lazy, setLazy] = useState(() => current);
    // Decided once per mount: switching later would remount the screen and lose its state.
    const [Loaded] = useState(() => loaded);
    return (
      <ScreenBoundary
        onChunkRetry={() => {
          current = lazy(load);
          setLazy(() => current);
        }}
      >
        {Loaded ? (
          <Loaded {...props} />
        ) : (
          <Suspense fallback={fallback}>
            <Lazy {...props} />
          </Suspense>
        )}
      </ScreenBoundary>
    );
  }
  LazyScreen.preload = (): Promise<void> =>
    load().then(
      () => undefined,
      () => undefined,
    );
  return LazyScreen;
}

type Component = (props: never) => ReactNode;
type PropsOf<C> = C extends (props: infer P) => ReactNode ? (unknown extends P ? object : P & object) : never;
/** Each loader imports the module that exports the screen `${name}Screen`. */
type ScreenLoaders<L> = { [K in keyof L & string]: () => Promise<Record<`${K}Screen`, Component>> };
type ScreenExport<L, K extends keyof L & string> = L[K] extends () => Promise<infer M>
  ? M extends Record<`${K}Screen`, infer C>
    ? C
    : never
  : never;
type LazyScreens<L> = { [K in keyof L & string]: ReturnType<typeof lazyScreen<PropsOf<ScreenExport<L, K>>>> };

/**
 * One lazy screen per loader: the screen named `name` is the export `${name}Screen` of the module its
 * loader imports (each loader a literal import() with its area's chunk name); props come from that export.
 */
export function lazyScreens<L extends ScreenLoaders<L>>(loaders: L): LazyScreens<L> {
  const pick = (name: string, load: () => Promise<Record<string, Component>>) =>
    lazyScreen<object>(() => load().then((m) => ({ default: m[`${name}Screen`] as (props: object) => ReactNode })));
  return Object.fromEntries(
    Object.entries<() => Promise<Record<string, Component>>>(loaders).map(([name, load]) => [name, pick(name, load)]),
  ) as unknown as LazyScreens<L>;
}

/** Starts loading the lazy screens the given location matches; resolves when they are in (or failed). */
export function preloadMatchedScreens(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  return preloadScreensOf(matchRoutes(routes, location) ?? []);
}

/** The same for matches already made (`matchRoutes`' answer). */
export function preloadScreensOf(matches: readonly { route: RouteObject }[]): Promise<void> {
  const loads = matches.map((m) => {
    const type = (m.route.element as { type?: { preload?: () => Promise<void> } } | undefined)?.type;
    return type?.preload?.() ?? Promise.resolve();
  });
  return Promise.all(loads).then(() => undefined);
}
