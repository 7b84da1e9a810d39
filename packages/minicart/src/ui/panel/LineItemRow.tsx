import { ProductImage } from '@nm/core';
import type { Ref } from 'react';
import { productLink, quantityLine, sizeColorLine } from '../../model/display';
import type { LineItem } from '../../model/lineItem';
import { productImageSources } from '../../model/imageSources';
import { itemNoteList } from '../../model/notes';
import type { PickupInfo } from '../../state/pickup';
import type { RemovalState } from '../../state/remove';
import { ADDED_LINE_LABEL, REMOVE_ERROR_TEXT } from '../../model/strings';
import { ItemPrice } from './ItemPrice';

export interface LineItemRowProps {
  item: LineItem;
  today: Date;
  pickup?: PickupInfo;
  removal?: RemovalState;
  /** Omitted where lines cannot be removed (the mobile add-to-bag modal). */
  onRemove?(item: LineItem): void;
  /** The line's first focusable element, for focus after a removal. */
  focusRef?: Ref<HTMLAnchorElement & HTMLSpanElement>;
  /** An add to bag just put this line in the bag: marked, in words as well as in colour. */
  added?: boolean;
}

const LINE_IMAGE_WIDTH = 100;

/** One bag line (minicart.md §2 "Line item display"). */
export function LineItemRow({ item, today, pickup, removal, onRemove, focusRef, added = false }: LineItemRowProps) {
  const href = productLink(item);
  const sizeColor = sizeColorLine(item);
  const quantity = quantityLine(item);
  const notes = itemNoteList(item, today, pickup?.name);
  const name = item.displayName || item.designerName;
  // minicart.md §2, §9: a 100x125 box at 1x, 1.5x and 2x (model/imageSources.ts).
  const image = productImageSources(item.imageUrl, LINE_IMAGE_WIDTH);
  return (
    <li className={added ? 'line line--added' : 'line'} data-item-id={item.itemId}>
      {href ? (
        <a className="line__image" href={href} tabIndex={-1} aria-hidden="true">
          <ProductImage src={image?.src} srcSet={image?.srcSet} alt="" width={LINE_IMAGE_WIDTH} height={125} />
        </a>
      ) : (
        <ProductImage
          className="line__image"
          src={image?.src}
          srcSet={image?.srcSet}
          alt=""
          width={LINE_IMAGE_WIDTH}
          height={125}
        />
      )}
      <div className="line__details">
        {added && <p className="line__added">{ADDED_LINE_LABEL}</p>}
        {item.designerName && <p className="line__designer">{item.designerName}</p>}
        {href ? (
          <a ref={focusRef} className="line__name" href={href}>
            {item.displayName}
          </a>
        ) : (
          <span ref={focusRef} className="line__name" tabIndex={-1}>
            {item.displayName}
          </span>
        )}
        {sizeColor && <p className="line__meta">{sizeColor}</p>}
        {quantity && <p className="line__meta">{quantity}</p>}
        <ItemPrice item={item} />
        {notes.length > 0 && (
          <ul className="line__notes">
            {notes.map((note) => (
              <li
                key={note.text}
                className={note.kind === 'final-sale' ? 'line__note line__note--final' : 'line__note'}
                data-note={note.kind}
              >
                {note.text}
              </li>
            ))}
          </ul>
        )}
        {pickup && <p className="line__meta">{pickup.message}</p>}
        {onRemove && (
          <>
            {/* In the page before its message: an alert put in with its text already in it is not said by every screen reader. */}
            <p className="line__error" role="alert">
              {removal === 'error' ? REMOVE_ERROR_TEXT : null}
            </p>
            <button
              type="button"
              className="nm-link line__remove"
              aria-label={`Remove ${name}`}
              aria-disabled={removal === 'pending' || undefined}
              onClick={() => onRemove(item)}
            >
              {removal === 'pending' ? 'Removing…' : 'Remove'}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
