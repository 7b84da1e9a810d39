import { css, lazyPart, PHONE_QUERY, useElement, useLazySheet, useMediaQuery, useStore } from '@nm/core';
import { Suspense, useState } from 'react';
import { storesButtonLabel } from '../../model/stores';
import { closeMobileMenu } from '../../state/menu';
import { $storesPanel, openStores } from '../../state/stores';
import { StoresOpenButton } from './StoresOpenButton';

/** The store-list dialog's chunk: fetched on the button's hover or focus, rendered on click. */
export const storesDialogPart = lazyPart(() => import('./StoresDialog'), 'StoresDialog');

/** The menu's entry is a button drawn as the menu's links are (the bar's button keeps its width: ./styles.ts). */
const MENU_ENTRY_CSS = css`
.nav-menu__stores { border: 0; background: none; padding: 0; font: inherit; text-align: start; cursor: pointer; min-height: 44px; }
`;

/**
 * header.md §2 "An 'Our Stores' button (default label) opens a store-list
 * panel": a modal dialog. Once a store is chosen the button shows its name
 * (model/stores.ts storesButtonLabel), which the header's start-up looks up
 * (state/start.ts).
 */
export function StoresButton() {
  const { open, selectedName } = useStore($storesPanel);
  const label = storesButtonLabel(selectedName);
  // The button itself, kept when clicked: focus returns to it even where a click does not focus a button (Safari).
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  // On a phone the dialog is opened from the mobile menu's entry, which leaves with the menu: focus goes back to
  // the hamburger that opened the menu, not to the page's top.
  const phone = useMediaQuery(PHONE_QUERY);
  const { host } = useElement();
  const returnFocusTo = () => (phone ? (host.shadowRoot?.querySelector<HTMLElement>('.menu-button') ?? null) : opener);
  const preload = () => {
    void storesDialogPart.preload().catch(() => {});
  };
  return (
    <>
      <StoresOpenButton
        label={label.text}
        aria-label={label.accessibleName}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setOpener(event.currentTarget);
          openStores();
        }}
      />
      {open && (
        <Suspense fallback={null}>
          <storesDialogPart.Component returnFocusTo={returnFocusTo()} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Phones (767 px and under): the mobile menu's entry for the same panel
 * (docs/header.md "Wiring the parts"), after View Favorites, labelled as the
 * bar's button is (the chosen store's name once there is one). It closes the
 * menu and opens the dialog, which the header's stores part draws.
 */
export function StoresMenuEntry() {
  const { selectedName } = useStore($storesPanel);
  const label = storesButtonLabel(selectedName);
  useLazySheet(MENU_ENTRY_CSS);
  return (
    <button
      type="button"
      className="nav-menu__favorites nav-menu__stores"
      aria-haspopup="dialog"
      aria-label={label.accessibleName}
      onPointerEnter={() => {
        void storesDialogPart.preload().catch(() => {});
      }}
      onClick={() => {
        closeMobileMenu();
        openStores();
      }}
    >
      {label.text}
    </button>
  );
}
