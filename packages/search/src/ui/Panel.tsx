import { Price, ProductImage, Skeleton } from '@nm/core';
import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { titleCase } from '../model/recentSearches';
import type { SearchOption } from '../model/options';
import { GenderTabs } from './GenderTabs';
import type { SearchController } from './useSearchController';

export interface PanelProps {
  search: SearchController;
  listboxId: string;
  optionId(index: number): string;
  highlighted: number | null;
  listboxShown: boolean;
  variant: 'inline' | 'modal';
  onClose(): void;
  /** Puts focus back in the box (after Clear History removes the button that had it). */
  refocus(): void;
}

/** Pointer picks must not take focus from the box (the combobox keeps it). */
const keepFocus = (event: MouseEvent) => event.preventDefault();

function OptionContent({ option }: { option: SearchOption }) {
  switch (option.kind) {
    case 'recent':
      return <span className="option__text">{titleCase(option.term)}</span>;
    case 'suggestion':
      return <span className="option__text">{option.suggestion.query}</span>;
    case 'product': {
      const { product } = option;
      return (
        <>
          {/* The text beside it names the product; the picture adds nothing to hear. */}
          <ProductImage src={product.img} alt="" width={96} height={120} className="product__image" />
          <span className="product__text">
            {product.brand && <span className="product__brand">{product.brand}</span>}
            {product.title && <span className="product__title">{product.title}</span>}
            <Price price={product.price} originalPrice={product.onePrice ? undefined : product.oldPrice} style="header" className="product__price" />
          </span>
        </>
      );
    }
  }
}

const VIEWPORT_MARGIN = 16;

/**
 * The dropdown is wider than the box when it shows products: centred under
 * the box, but kept inside the viewport whatever the box's place in the
 * page's header.
 */
function useInlinePlacement(variant: 'inline' | 'modal', mode: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [left, setLeft] = useState<number | null>(null);
  useLayoutEffect(() => {
    const panel = ref.current;
    const anchor = panel?.offsetParent;
    if (variant !== 'inline' || !panel || !anchor) return;
    const place = () => {
      const box = anchor.getBoundingClientRect();
      const width = panel.offsetWidth;
      const viewport = document.documentElement.clientWidth;
      const centred = box.left + (box.width - width) / 2;
      const inside = Math.max(VIEWPORT_MARGIN, Math.min(centred, viewport - VIEWPORT_MARGIN - width));
      setLeft(Math.round(inside - box.left));
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [variant, mode]);
  return { ref, style: left === null ? undefined : { left: `${left}px` } };
}

/**
 * The type-ahead panel: the one listbox (recent searches, or suggestions and
 * products, as named groups), and outside it the gender tabs, the loading
 * placeholder, the no-results message, Clear History and the close icon.
 */
export function Panel({ search, listboxId, optionId, highlighted, listboxShown, variant, onClose, refocus }: PanelProps) {
  const { view } = search;
  const left = useInlinePlacement(variant, view.mode);
  return (
    <div className={`panel panel--${variant} panel--${view.mode}`} ref={left.ref} style={left.style}>
      {search.genderTabs && <GenderTabs gender={search.gender} onChange={search.setGender} />}
      {listboxShown && (
        <div
          className="listbox"
          role="listbox"
          id={listboxId}
          aria-label="Search suggestions"
          onPointerLeave={() => search.dispatch({ type: 'hover', index: null, options: view.options })}
        >
          {view.groups.map((group) => (
            <div key={group.key} className={`group group--${group.key}`} role="group" aria-labelledby={`${listboxId}-${group.key}`}>
              <div className="group__label" role="presentation" id={`${listboxId}-${group.key}`}>{group.label}</div>
              {group.options.map((option, i) => {
                const index = group.start + i;
                return (
                  <div
                    key={index}
                    id={optionId(index)}
                    role="option"
                    aria-selected={highlighted === index}
                    className={`option option--${option.kind}${highlighted === index ? ' option--highlighted' : ''}`}
                    onMouseDown={keepFocus}
                    // header.md §4 "recent-search hover": the option under the pointer is the highlighted one.
                    onPointerMove={() => {
                      if (search.current().highlighted !== index) search.dispatch({ type: 'hover', index, options: view.options });
                    }}
                    onClick={() => search.pick(option, 'pointer')}
                  >
                    <OptionContent option={option} />
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
      {view.mode === 'loading' && (
        <div className="loading" aria-hidden="true">
          {[0, 1, 2].map((row) => <Skeleton key={row} width={`${70 - row * 15}%`} height="14px" className="loading__row" />)}
        </div>
      )}
      {view.mode === 'no-results' && <p className="no-results">{search.noResultsText}</p>}
      {view.mode === 'recent' && (
        <button
          type="button"
          className="clear-history nm-link"
          onMouseDown={keepFocus}
          onClick={() => {
            search.clearHistory();
            refocus();
          }}
        >
          Clear History
        </button>
      )}
      {variant === 'inline' && (
        <button type="button" className="close" aria-label="Close search" onMouseDown={keepFocus} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
