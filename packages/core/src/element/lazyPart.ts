import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React.lazy's own bound: a component of any props (each part keeps its own props type through the generic).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A part of a widget that is its own chunk: the component to render, and a way to fetch it early. */
export interface LazyPart<C extends AnyComponent> {
  /** React.lazy over the chunk: render it inside a Suspense boundary. */
  Component: LazyExoticComponent<C>;
  /**
   * Starts the download (on focus, on idle, when the part that needs it mounts); every call and the render share
   * one request. Resolves when the chunk is in.
   */
  preload(): Promise<void>;
  /** Whether the chunk is in: a render now would not suspend. */
  isLoaded(): boolean;
}

/**
 * One helper for a widget's lazy `import()` parts (panels, modals): each
 * widget had its own remembered promise, React.lazy wrapper and "loaded yet?"
 * flag. The import runs at most once while it succeeds; a failed download is
 * forgotten so that the next preload (the shopper trying again) asks again.
 *
 *   const panel = lazyPart(() => import('./Panel'), 'Panel');
 *   panel.preload();                 // on focus
 *   <Suspense><panel.Component … /></Suspense>
 *
 * The export is named (`'Panel'`), or the module's default export when no name is given.
 */
export function lazyPart<M extends { default: AnyComponent }>(load: () => Promise<M>): LazyPart<M['default']>;
export function lazyPart<M, K extends keyof M>(load: () => Promise<M>, exportName: K): LazyPart<M[K] & AnyComponent>;
export function lazyPart(load: () => Promise<Record<string, unknown>>, exportName = 'default'): LazyPart<AnyComponent> {
  const chunk = lazyModule(load);
  return {
    Component: lazy(async () => ({ default: (await chunk.load())[exportName] as AnyComponent })),
    preload: () => chunk.load().then(() => undefined),
    isLoaded: chunk.isLoaded,
  };
}

/** A lazy chunk that is not a component (a request's client and decoder): the module, downloaded once. */
export interface LazyModule<M> {
  /** The module; every call shares one download while it succeeds. */
  load(): Promise<M>;
  isLoaded(): boolean;
}

/**
 * What lazyPart is built on, for a chunk that is code rather than a
 * component: the import runs at most once while it succeeds, and a failed
 * download is forgotten so that the next call asks again.
 */
export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let module: Promise<M> | undefined;
  let loaded = false;
  return {
    load: () => (module ??= importModule().then(
      (m) => {
        loaded = true;
        return m;
      },
      (error: unknown) => {
        module = undefined;
        throw error;
      },
    )),
    isLoaded: () => loaded,
  };
}
