import { useLayoutEffect, type ComponentType } from 'react';
import { ElementContext, type ElementContextValue } from './context';
import { ErrorBoundary } from './ErrorBoundary';
import { FirstPaintContext, type FirstPaintSnapshot } from './firstPaint';

interface ElementTreeProps<P extends object> {
  tag: string;
  widget: ComponentType<P>;
  props: P;
  element: ElementContextValue;
  /** What a first paint was drawn from, while it is hydrated; null for a client render. */
  snapshot: FirstPaintSnapshot | null;
  /** Told once the tree has committed (hydration done): the base's own bookkeeping, no markup. */
  onCommit?: () => void;
}

/**
 * The one tree an element renders: on the client (created or hydrated) and
 * on a server drawing its first paint. The same components in the same
 * order, so the server's markup is what hydration expects.
 */
export function ElementTree<P extends object>({
  tag,
  widget: Widget,
  props,
  element,
  snapshot,
  onCommit,
}: ElementTreeProps<P>) {
  // A layout effect: it runs in the commit's own task, after the whole tree's, before the browser paints it.
  useLayoutEffect(() => {
    onCommit?.();
  }, [onCommit]);
  return (
    <FirstPaintContext.Provider value={snapshot}>
      <ElementContext.Provider value={element}>
        <ErrorBoundary tag={tag}>
          <Widget {...props} />
        </ErrorBoundary>
      </ElementContext.Provider>
    </FirstPaintContext.Provider>
  );
}
