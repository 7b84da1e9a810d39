import type { Cancel } from '../state/clock';
import type { ElementDefinition, ElementMeta } from './defineElement';

/**
 * A widget as the bundle starts it (docs/ARCHITECTURE.md "One page-wide lifecycle"): its element, and what it
 * runs once per page whatever its elements do (the bag's count refresh and announcement). The bundle's start.ts
 * calls every `start` in the list's order, at its one place in the start-up order, before any element is defined;
 * what must follow an element's connection and end with the last one is the element's own, through `pageWide`.
 */
export interface Widget<P extends object> {
  element: ElementDefinition<P>;
  /** The widget's page-wide duties, for the page's life; returns their stop (tests stop them). */
  start?: (win: Window & typeof globalThis) => Cancel | void;
}

/**
 * A list of widgets, each with its own props: the bundle's `WIDGETS` is a tuple of `Widget<P>`s, and what reads
 * it is generic over `Ps` (a list of `Widget<object>` would need a cast, since a component's props are
 * contravariant), so TypeScript checks each element's props against its own component.
 */
export type WidgetList<Ps extends readonly object[]> = { readonly [K in keyof Ps]: Widget<Ps[K]> };

/** The element metadata of a widget list, in its order, each for its own props (the bundle's elementMeta.ts). */
export type WidgetMetaList<W extends readonly unknown[]> = {
  readonly [K in keyof W]: W[K] extends Widget<infer P> ? ElementMeta<P> : never;
};
