import { useElement } from '@nm/core';
import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Runs `onOpen` each time `open` turns true, with a signal that aborts when
 * the panel closes or the element leaves the page: a slow answer for an
 * earlier opening never lands in a later one.
 */
export function useWhileOpen(open: boolean, onOpen: (signal: AbortSignal) => void): void {
  const { signal: elementSignal } = useElement();
  const run = useRef(onOpen);
  // The latest callback; layout effects run before the effect below reads it.
  useLayoutEffect(() => {
    run.current = onOpen;
  });
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const abort = () => controller.abort(elementSignal.reason);
    elementSignal.addEventListener('abort', abort, { once: true });
    run.current(controller.signal);
    return () => {
      elementSignal.removeEventListener('abort', abort);
      controller.abort(new DOMException('The panel closed', 'AbortError'));
    };
  }, [open, elementSignal]);
}
