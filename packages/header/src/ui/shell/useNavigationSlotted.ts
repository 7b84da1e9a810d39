import { useElement } from '@nm/core';
import { useCallback, useSyncExternalStore } from 'react';

const slottedNavigation = (host: HTMLElement) => host.querySelector(':scope > [slot="navigation"]') !== null;

/**
 * Whether the page put anything in the `navigation` slot: an empty navigation
 * landmark is noise for screen readers, so the header shows it only then. A
 * server drawing a first paint cannot see the page's children, so it draws
 * the landmark (the page's slotted links show in it before any script, and
 * it has no height when nothing is slotted); the client knows after
 * hydration.
 */
export function useNavigationSlotted(): boolean {
  const { host } = useElement();
  // slotchange bubbles inside the shadow tree: the root hears every slot's.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const root = host.shadowRoot;
      root?.addEventListener('slotchange', onChange);
      return () => root?.removeEventListener('slotchange', onChange);
    },
    [host],
  );
  return useSyncExternalStore(
    subscribe,
    () => slottedNavigation(host),
    () => true,
  );
}
