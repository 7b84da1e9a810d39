import { Dialog, useLazySheet, useStore } from '@nm/core';
import { useId, useRef, type FormEvent } from 'react';
import { STORES_STRINGS, distanceText, isSelectedStore, openTodayText, storesStatusText } from '../../model/stores';
import { $storesPanel, chooseStore, closeStores, searchStores } from '../../state/stores';
import { STORES_DIALOG_CSS } from './dialogStyles';

/**
 * The store list (header.md §2, §7): an address search, the stores within
 * 100 miles nearest first, each with its distance and whether it is open
 * today, and a button making it the shopper's store (dt_selected_store).
 * Core's Dialog: modal, focus kept inside, Escape and the close button
 * close it, focus returns to the Our Stores button.
 */
export function StoresDialog({ returnFocusTo }: { returnFocusTo?: HTMLElement | null }) {
  useLazySheet(STORES_DIALOG_CSS);
  const panel = useStore($storesPanel);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void searchStores(input.current?.value ?? '');
  };
  return (
    <Dialog
      open={panel.open}
      title={STORES_STRINGS.title}
      placement="center"
      className="stores-dialog"
      returnFocusTo={returnFocusTo ?? null}
      onClose={closeStores}
      onOpened={() => input.current?.focus()}
    >
      {/* Named: inside <nm-header> the site search is a search landmark too, and two unnamed ones read the same (axe landmark-unique). */}
      <form className="stores-search" role="search" aria-label={STORES_STRINGS.title} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="stores-search__label">
          {STORES_STRINGS.addressLabel}
        </label>
        <div className="stores-search__row">
          <input
            ref={input}
            id={inputId}
            className="stores-search__input"
            type="text"
            name="address"
            autoComplete="postal-code"
            defaultValue={panel.address}
          />
          <button type="submit" className="stores-search__submit">
            {STORES_STRINGS.search}
          </button>
        </div>
      </form>
      <p className="stores-status" role="status">
        {storesStatusText(panel.status, panel.stores.length)}
      </p>
      {panel.stores.length > 0 && (
        <ul className="stores-list">
          {panel.stores.map((store) => {
            const selected = isSelectedStore(store, panel.selected);
            return (
              <li key={store.storeId} className={`store${selected ? ' store--selected' : ''}`}>
                <div className="store__details">
                  <p className="store__name">{store.name}</p>
                  <p className="store__meta">
                    {distanceText(store.distance) && <span>{distanceText(store.distance)}</span>}
                    <span className={store.isOpen ? 'store__open' : 'store__closed'}>
                      {openTodayText(store.isOpen)}
                    </span>
                  </p>
                </div>
                <button
                  type="button"
                  className="store__choose"
                  aria-pressed={selected}
                  onClick={() => chooseStore(store)}
                >
                  {selected ? STORES_STRINGS.selected : STORES_STRINGS.select}
                  <span className="nm-visually-hidden">: {store.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
