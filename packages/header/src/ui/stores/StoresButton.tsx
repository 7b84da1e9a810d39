import { css, lazyPart, useLazySheet, useStore } from '@nm/core';
import { Suspense, useEffect, useState } from 'react';
import { storesButtonLabel } from '../../model/stores';
import { $storesPanel, followSelectedStore, openStores } from '../../state/stores';
import { StoresOpenButton } from './StoresOpenButton';

/** The store-list dialog's chunk: fetched on the button's hover or focus, rendered on click. */
export const storesDialogPart = lazyPart(() => import('./StoresDialog'), 'StoresDialog');

/** A long store name stays on one line of the bar. */
const STORE_NAME_CSS = css`.stores-button > span { max-width: 16em; overflow: hidden; text-overflow: ellipsis; }`;

/**
 * header.md §2 "An 'Our Stores' button (default label) opens a store-list
 * panel": a modal dialog. Once a store is chosen the button shows its name
 * (model/stores.ts storesButtonLabel).
 */
export function StoresButton() {
  const { open, selectedName } = useStore($storesPanel);
  const label = storesButtonLabel(selectedName);
  useLazySheet(STORE_NAME_CSS);
  useEffect(() => { void followSelectedStore(); }, []);
  // The button itself, kept when clicked: focus returns to it even where a click does not focus a button (Safari).
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const preload = () => { void storesDialogPart.preload().catch(() => {}); };
  return (
    <>
      <StoresOpenButton
        label={label.text}
        aria-label={label.accessibleName}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => { setOpener(event.currentTarget); openStores(); }}
      />
      {open && (
        <Suspense fallback={null}>
          <storesDialogPart.Component returnFocusTo={opener} />
        </Suspense>
      )}
    </>
  );
}
