import { lazyPart, useStore } from '@nm/core';
import { Suspense, useState } from 'react';
import { STORES_DEFAULT_LABEL } from '../../model/stores';
import { $storesPanel, openStores } from '../../state/stores';
import { StoresOpenButton } from './StoresOpenButton';

/** The store-list dialog's chunk: fetched on the button's hover or focus, rendered on click. */
export const storesDialogPart = lazyPart(() => import('./StoresDialog'), 'StoresDialog');

export interface StoresButtonProps {
  /** header.md §2: "Our Stores" (default label). */
  label?: string;
}

/** header.md §2 "An 'Our Stores' button (default label) opens a store-list panel": a modal dialog. */
export function StoresButton({ label = STORES_DEFAULT_LABEL }: StoresButtonProps) {
  const { open } = useStore($storesPanel);
  // The button itself, kept when clicked: focus returns to it even where a click does not focus a button (Safari).
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const preload = () => { void storesDialogPart.preload().catch(() => {}); };
  return (
    <>
      <StoresOpenButton
        label={label}
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
