import { createContext, useContext } from 'react';

export interface ElementContextValue {
  /** The custom element hosting this React tree. */
  host: HTMLElement;
  /**
   * Aborted when the element is really removed (not when it is merely moved):
   * pass it to every request, listener and timer the element starts.
   */
  signal: AbortSignal;
}

export const ElementContext = createContext<ElementContextValue | null>(null);

export function useElement(): ElementContextValue {
  const value = useContext(ElementContext);
  if (!value) throw new Error('useElement() is only available inside an nm-* element');
  return value;
}
