import { Price, ProductImage, Skeleton } from '@nm/core';
import { useLayoutEffect, useEffectEvent, useRef, useState, type MouseEvent } from 'react';
import { highlightParts } from '../model/highlight';
import { titleCase } from '../model/recentSearches';
import type { OptionGroup, SearchOption } from '../model/options';
import type { ProductSuggestion } from '../model/types';
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

/** Pointer picks must not take focus from the box (the combobox keeps it). Only the main button: a middle click is the browser's. */
const keepFocus = (event: MouseEvent) => {
  if (event.button === 0) event.preventDefault();
};

/** A click the browser should handle itself: it opens the link in a new tab or window. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/** The typed part in <mark>; the text read out is the suggestion, unchanged. */
function Highlighted({ text, typed }: { text: string; typed: string }) {
  return (
    <span className="option__text">
      {highlightParts(text, typed).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
    </span>
  );
}

function ProductTile({ product }: { product: ProductSuggestion }) {
  return (
    <>
      {/* The text beside it names the product; the picture adds nothing to hear. */}
      <ProductImage src={product.img} alt="" width={160} height={200} className="product__image" />
      <span className="product__text">
        {product.brand && <span className="product__brand">{product.brand}</span>}
        {product.title && <span className="product__title">{product.title}</span>}
        <Price
          price={product.price}
          originalPrice={product.onePrice ? undefined : product.oldPrice}
          style="header"
          className="product__price"
        />
      </span>
    </>
  );
}

const VIEWPORT_MARGIN = 16;

/**
 * The dropdown is wider than the box once the shopper types: centred under
 * the box, but kept inside the viewport whatever the box's place in the
 * page's header. Its width depends only on whether the shopper is typing
 * (not on what the answer holds), so from the first key to the answer it
 * neither moves nor changes width.
 */
function useInlinePlacement(variant: 'inline' | 'modal', typing: boolean) {
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
  }, [variant, typing]);
  return { ref, style: left === null ? undefined : { left: `${left}px` } };
}

/**
 * While the answer is on its way: the answer's own layout (suggestion rows
 * beside product tiles of the answer's size), so the answer replaces it
 * without moving anything.
 */
function LoadingPlaceholder({ tiles }: { tiles: number }) {
  return (
    <div className={`results results--${tiles > 0 ? 'both' : 'suggestions-only'} loading`} aria-hidden="true">
      <div className="group group--suggestions">
        <span className="group__label" />
        {[72, 56, 64, 48, 60].map((w, i) => (
          <Skeleton key={i} width={`${w}%`} height="12px" className="loading__row" />
        ))}
      </div>
      {tiles > 0 && (
        <div className="group group--products">
          <span className="group__label" />
          {Array.from({ length: tiles }, (_, i) => (
            <span key={i} className="tile-skeleton">
              <Skeleton width="100%" height="auto" className="tile-skeleton__image" />
              <Skeleton width="70%" height="10px" />
              <Skeleton width="90%" height="12px" />
              <Skeleton width="40%" height="12px" />
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * One button per recent search, to remove it. They sit outside
 * the listbox (an option holding a button is nested interactive content,
 * which assistive technology handles badly and axe refuses), drawn beside
 * their rows, and are reached with Tab. After a removal by keyboard, focus
 * goes to the next remove button (or the previous, or the box).
 */
function RecentRemoveButtons({
  group,
  search,
  refocus,
}: {
  group: OptionGroup;
  search: SearchController;
  refocus(): void;
}) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const focusAfter = useRef<number | null>(null);
  const terms = group.options.map((o) => (o.kind === 'recent' ? o.term : ''));
  // Runs when the list of terms changes (a removal landed), not when the parent hands a new refocus.
  const termsKey = terms.join('\u0000');
  const termCount = terms.length;
  const afterRemoval = useEffectEvent(() => refocus());
  useLayoutEffect(() => {
    const index = focusAfter.current;
    if (index === null) return;
    focusAfter.current = null;
    const next = buttons.current[Math.min(index, termCount - 1)];
    if (next) next.focus();
    else afterRemoval();
  }, [termsKey, termCount]);
  return (
    <ul className="recent__remove" aria-label="Remove recent searches">
      {terms.map((term, i) => (
        <li key={term}>
          <button
            type="button"
            className="recent__remove-button"
            ref={(el) => {
              buttons.current[i] = el;
            }}
            aria-label={`Remove ${titleCase(term)} from recent searches`}
            onMouseDown={keepFocus}
            onClick={(event) => {
              // Pressed from the keyboard (focus on the button): keep focus in the list of buttons.
              const byKeyboard =
                (event.currentTarget.getRootNode() as ShadowRoot | Document).activeElement === event.currentTarget;
              // The last one takes the list (and these buttons) with it: focus goes back to the box first.
              if (byKeyboard && terms.length === 1) refocus();
              else if (byKeyboard) focusAfter.current = i;
              search.removeRecent(term);
            }}
          >
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The type-ahead panel: the one listbox (recent searches, or suggestions and
 * products, as named groups), and outside it the gender tabs, the loading
 * placeholder, the no-results message, the remove buttons, Clear History
 * and the close icon.
 */
export function Panel({
  search,
  listboxId,
  optionId,
  highlighted,
  listboxShown,
  variant,
  onClose,
  refocus,
}: PanelProps) {
  const { view } = search;
  const typing = view.mode === 'loading' || view.mode === 'results' || view.mode === 'no-results';
  const { ref: placementRef, style: placementStyle } = useInlinePlacement(variant, typing);
  const groupKeys = view.groups.map((g) => g.key);
  const layout = groupKeys.includes('products')
    ? groupKeys.includes('suggestions')
      ? 'both'
      : 'products-only'
    : 'suggestions-only';
  const recentGroup = view.mode === 'recent' ? view.groups.find((g) => g.key === 'recent') : undefined;
  const classes = [
    'panel',
    `panel--${variant}`,
    `panel--${view.mode}`,
    typing ? (search.showsProducts ? 'panel--typing' : 'panel--typing panel--text-only') : '',
  ]
    .filter(Boolean)
    .join(' ');

  const optionProps = (option: SearchOption, index: number) => ({
    id: optionId(index),
    role: 'option' as const,
    'aria-selected': highlighted === index,
    className: `option option--${option.kind}${highlighted === index ? ' option--highlighted' : ''}`,
    onMouseDown: keepFocus,
    // header.md §4 "recent-search hover": the option under the pointer is the highlighted one.
    onPointerMove: () => {
      search.hover(index);
    },
  });

  return (
    <div className={classes} ref={placementRef} style={placementStyle}>
      {search.genderTabs && <GenderTabs gender={search.gender} onChange={search.setGender} />}
      {listboxShown && (
        <div className={view.mode === 'recent' ? 'recent' : undefined}>
          <div
            className={`listbox results results--${layout}`}
            role="listbox"
            id={listboxId}
            aria-label="Search suggestions"
            onPointerLeave={() => search.hover(null)}
          >
            {view.groups.map((group) => (
              <div
                key={group.key}
                className={`group group--${group.key}`}
                role="group"
                aria-labelledby={`${listboxId}-${group.key}`}
              >
                <div className="group__label" role="presentation" id={`${listboxId}-${group.key}`}>
                  {group.label}
                </div>
                {group.options.map((option, i) => {
                  const index = group.start + i;
                  switch (option.kind) {
                    case 'product':
                      // A real link: middle click, Ctrl/Cmd+click open a new tab. The
                      // link is the option itself (ARIA in HTML allows role=option on a[href], as
                      // React Aria's ListBoxItem with an href renders), so nothing interactive is
                      // nested in an option; tabIndex -1 keeps it out of the Tab order, since focus
                      // stays in the box.
                      return (
                        <a
                          key={index}
                          {...optionProps(option, index)}
                          href={option.product.url}
                          tabIndex={-1}
                          onClick={(event) => {
                            if (opensElsewhere(event)) return;
                            event.preventDefault();
                            search.pick(option, 'pointer');
                          }}
                        >
                          <ProductTile product={option.product} />
                        </a>
                      );
                    case 'suggestion':
                      return (
                        <div key={index} {...optionProps(option, index)} onClick={() => search.pick(option, 'pointer')}>
                          <Highlighted text={option.suggestion.query} typed={view.term} />
                        </div>
                      );
                    case 'recent':
                      return (
                        <div key={index} {...optionProps(option, index)} onClick={() => search.pick(option, 'pointer')}>
                          <span className="option__text">{titleCase(option.term)}</span>
                        </div>
                      );
                  }
                })}
              </div>
            ))}
          </div>
          {recentGroup && <RecentRemoveButtons group={recentGroup} search={search} refocus={refocus} />}
        </div>
      )}
      {view.mode === 'loading' && <LoadingPlaceholder tiles={search.showsProducts ? search.productLimit : 0} />}
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
