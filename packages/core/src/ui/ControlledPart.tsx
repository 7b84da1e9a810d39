import { Suspense, type ReactNode } from 'react';

/**
 * A lazily drawn part that a control names with `aria-controls` (a drawer, a
 * flyout), drawn by `children` with that `id`. Until its chunk is in, an
 * empty hidden element holds the id: a control expanded before then names an
 * element of the page (axe: aria-valid-attr-value), not a missing one. A part
 * that no control names (no `id`) shows nothing meanwhile.
 */
export function ControlledPart({ id, children }: { id?: string; children: ReactNode }) {
  // eslint-disable-next-line no-restricted-syntax -- the one implementation the rule points to
  return <Suspense fallback={id === undefined ? null : <div id={id} hidden />}>{children}</Suspense>;
}
