import { useContext, useSyncExternalStore } from 'react';
import { FirstPaintContext } from '../element/firstPaint';

/** minicart.md §9, header.md §9: the phone breakpoint (767 px and below). */
export const PHONE_QUERY = '(max-width: 767px)';
/** minicart.md §2: desktop behaviour (auto-close) applies wider than 768 px. */
export const DESKTOP_QUERY = '(min-width: 769px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether a media query matches now, re-rendering when that changes. A server
 * cannot know; hydration reads what the first paint drew for (the variant the
 * element kept, core element/hydrate.ts), and the truth right after.
 */
export function useMediaQuery(query: string): boolean {
  // What the drawing this tree hydrates assumed; false where none is hydrated (a server's own default).
  const drawnFor = useContext(FirstPaintContext)?.media[query] ?? false;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => drawnFor,
  );
}
