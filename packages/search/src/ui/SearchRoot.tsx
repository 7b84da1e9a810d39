import {
  $config,
  $country,
  lazyPart,
  PHONE_QUERY,
  restoreGender,
  useLazySheet,
  useMediaQuery,
  usePrimitivesSheet,
  useStore,
} from '@nm/core';
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  isCameraSearchShown,
  isCollapsedSearchBar,
  isTypeaheadEnabled,
  modalKind as whichModal,
} from '../model/enablement';
import { createModalOpener } from '../state/modalOpener';
import { followRecentSearches } from '../state/recentSearches';
import { PANEL_CSS } from './panelStyles';
import { panelPart, SearchField } from './SearchField';
import { SearchIcon } from './SearchIcon';
import type { Handoff, SearchBoxProps } from './boxProps';

/** The modals (phone, collapsed bar): their own chunk, wanted only when one opens. */
const modalPart = lazyPart(() => import('./SearchModal'), 'SearchModal');

/** Loads the panel and modal chunks once this part is in, so the first focus finds them ready. */
function usePreload(): void {
  useEffect(() => {
    void panelPart.preload();
    void modalPart.preload();
  }, []);
}

/**
 * The interactive search, loaded after the static box (SearchBox) and
 * swapped in for it. Which search the page gets (header.md §2) is
 * model/enablement.ts `modalKind`: the phone modal, the collapsed bar's
 * modal, or the box with its dropdown panel.
 */
export function SearchRoot({ placeholder, cameraUrl, handoff }: SearchBoxProps & { handoff: () => Handoff }) {
  const config = useStore($config);
  const phone = useMediaQuery(PHONE_QUERY);
  const typeahead = isTypeaheadEnabled({ ...config, country: useStore($country) });
  // What the shopper did in the static box before this part loaded carries over.
  const [initial] = useState(handoff);
  // Open at once when the shopper was already reaching for it; focus coming back to the trigger never reopens it.
  const [opener] = useState(() =>
    createModalOpener((initial.focused && phone && typeahead) || (initial.activated && !phone)),
  );
  useEffect(() => () => opener.stop(), [opener]);
  const modalOpen = useStore(opener.$open);

  const triggerRef = useRef<HTMLButtonElement>(null);
  usePrimitivesSheet();
  useLazySheet(PANEL_CSS);
  useLayoutEffect(() => {
    restoreGender();
    if (initial.focused) triggerRef.current?.focus();
  }, [initial]); // fixed for the element's life: this runs once
  useEffect(() => followRecentSearches(), []);
  usePreload();

  const modalKind = whichModal({ phone, typeahead, collapsed: isCollapsedSearchBar(config) });
  const { open: openModal, close: closeModal } = opener;

  if (modalKind === null) {
    return (
      <SearchField
        placeholder={placeholder}
        variant="inline"
        initialValue={initial.value}
        autoFocus={initial.focused}
      />
    );
  }

  return (
    <>
      {modalKind === 'phone' ? (
        // What opens the phone modal is a button that looks like a search
        // field (magnifier, then the placeholder as its label), not a read-only input that
        // reads as a broken empty box. header.md §2: it opens on focus, as the box did.
        <div className="phone-trigger-frame">
          <button
            type="button"
            className="phone-trigger"
            aria-haspopup="dialog"
            onFocus={openModal}
            onClick={openModal}
          >
            <SearchIcon />
            <span className="phone-trigger__label">{placeholder}</span>
          </button>
        </div>
      ) : (
        <button type="button" className="collapsed-trigger" aria-haspopup="dialog" onClick={openModal} ref={triggerRef}>
          <SearchIcon />
          <span>Search</span>
        </button>
      )}
      {modalOpen && (
        <Suspense fallback={null}>
          <modalPart.Component
            open={modalOpen}
            onClose={closeModal}
            kind={modalKind}
            placeholder={placeholder}
            initialValue={initial.value}
            cameraUrl={isCameraSearchShown(config) ? cameraUrl : null}
          />
        </Suspense>
      )}
    </>
  );
}
