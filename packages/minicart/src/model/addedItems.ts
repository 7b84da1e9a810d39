import { isCartResponse, isRecord, logErrorOnce } from '@nm/core';
import { bagView } from './cart';
import { decodeLineItem, type LineItem } from './lineItem';
import { ADDED_TO_BAG_TITLE } from './strings';

/**
 * header.md §4: openMobileMiniCart "carries content", the added items. Pages
 * send a list of cart items, `{ items: [...] }`, a whole cart, or one item;
 * anything else shows no items (the modal still confirms the add). The detail
 * comes from another team's page: a getter that throws, a Proxy or a cyclic
 * object must not take the element down, so any failure while reading it is
 * logged once naming the cause and reads as no items (one bad item: that item only).
 */
export function decodeAddedItems(content: unknown): LineItem[] {
  try {
    let list: unknown[] = [];
    if (Array.isArray(content)) list = content;
    else if (isRecord(content) && Array.isArray(content.items)) list = content.items;
    else if (isCartResponse(content) && isRecord(content.shoppingCart)) return bagView(content).items;
    else if (isRecord(content)) list = [content];
    const items: LineItem[] = [];
    for (let index = 0; index < list.length; index += 1) {
      // One unreadable item drops that item only.
      try {
        const item = decodeLineItem(list[index], '', `added-${index}`);
        if (item) items.push(item);
      } catch (error) {
        unreadable(`item ${index}`, error);
      }
    }
    return items;
  } catch (error) {
    unreadable('the detail', error);
    return [];
  }
}

function unreadable(what: string, error: unknown): void {
  logErrorOnce(
    `openMobileMiniCart:${what}`,
    `openMobileMiniCart: ${what} could not be read (a getter threw?); the modal shows what it could read`,
    error,
  );
}

/** header.md §2: "N items in your bag". */
export function itemsInBagLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'} in your bag`;
}

/**
 * "what was added": the lines an opening that follows an add
 * to bag marks. `items` are the bag's lines newest first (minicart.md §4
 * "sorted by lastUpdatedTimestamp, newest first"); `addedUnits` is how much
 * the known count rose since the bag last opened. The newest lines are taken
 * until their quantities make up the rise (a quantity of 2 added as one line
 * is one line; two products added at once are two), and at least the newest
 * line when anything was added. Nothing added, nothing marked.
 */
export function addedLineIds(items: readonly LineItem[], addedUnits: number): string[] {
  if (!(addedUnits > 0) || items.length === 0) return [];
  const ids: string[] = [];
  let units = 0;
  for (const item of items) {
    ids.push(item.itemId);
    units += item.quantity ?? 1;
    if (units >= addedUnits) break;
  }
  return ids;
}

/** What the live region says once for an add: "Added to your shopping bag: Beatrix Lowell Double-Faced Overcoat. 4 items in your bag". */
export function addedAnnouncement(lines: readonly LineItem[], count: number): string {
  const names = lines.map((line) => [line.designerName, line.displayName].filter(Boolean).join(' ')).filter(Boolean);
  return `${ADDED_TO_BAG_TITLE}: ${names.join(', ')}. ${itemsInBagLabel(count)}`;
}
