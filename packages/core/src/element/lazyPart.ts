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
  const chunk = readableLazyModule(load);
  const part = (module: Record<string, unknown>) => ({ default: module[exportName] as AnyComponent });
  return {
    // A chunk already in (preloaded, or on a server that loaded every chunk) is handed over synchronously: React.lazy
    // then renders it without suspending, so a server draws the part itself, not a fallback, and a client that
    // preloaded it shows it in its first commit.
    Component: lazy(() => {
      const module = chunk.loaded();
      return (module ? resolvedThenable(part(module)) : chunk.load().then(part)) as Promise<{ default: AnyComponent }>;
    }),
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

/** A lazy module that also hands over the module itself once it is in, for a synchronous render. */
interface ReadableLazyModule<M> extends LazyModule<M> {
  /** The module if it is in, else undefined. */
  loaded(): M | undefined;
  /**
   * A server's load: the module is in for React.lazy, but `isLoaded()` stays
   * false, as on a client's first render, so a component that draws a part
   * only once its chunk is in draws on the server what the client hydrates.
   */
  prime(): Promise<void>;
}

/** A thenable that calls back at once: React.lazy reads a chunk that is already in without suspending. */
function resolvedThenable<T>(value: T): PromiseLike<T> {
  return { then: (onFulfilled) => resolvedThenable(onFulfilled ? onFulfilled(value) : value) } as PromiseLike<T>;
}

/**
 * What lazyPart is built on, for a chunk that is code rather than a
 * component: the import runs at most once while it succeeds, and a failed
 * download is forgotten so that the next call asks again.
 */
export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  return readableLazyModule(importModule);
}

function readableLazyModule<M>(importModule: () => Promise<M>): ReadableLazyModule<M> {
  const chunk = createLazyModule(importModule);
  everyChunk.add(chunk);
  return chunk;
}

/** Every lazy chunk declared so far: a server loads them all before it draws. */
const everyChunk = new Set<ReadableLazyModule<unknown>>();

/**
 * Loads every lazy chunk, and the chunks those declare, until none is left:
 * a server drawing first paints has them all in one file, and draws each
 * part itself rather than its fallback.
 */
export async function loadEveryChunk(): Promise<void> {
  const done = new Set<ReadableLazyModule<unknown>>();
  while (done.size < everyChunk.size) {
    const next = [...everyChunk].filter((chunk) => !done.has(chunk));
    for (const chunk of next) done.add(chunk);
    await Promise.all(next.map((chunk) => chunk.prime()));
  }
}

function createLazyModule<M>(importModule: () => Promise<M>): ReadableLazyModule<M> {
  let module: Promise<M> | undefined;
  let loaded: M | undefined;
  let isLoaded = false;
  return {
    prime: async () => {
      loaded = await importModule();
    },
    load: () =>
      (module ??= importModule().then(
        (m) => {
          loaded = m;
          isLoaded = true;
          return m;
        },
        (error: unknown) => {
          module = undefined;
          throw error;
        },
      )),
    isLoaded: () => isLoaded,
    loaded: () => loaded,
  };
}
