import { isCartResponse, isRecord } from '@nm/core';
import { bagView } from './cart';
import { decodeLineItem, type LineItem } from './lineItem';


/**
 * header.md §4: openMobileMiniCart "carries content", the added items. Pages
 * send a list of cart items, `{ items: [...] }`, a whole cart, or one item;
 * anything else shows no items (the modal still confirms the add).
 */
export function decodeAddedItems(content: unknown): LineItem[] {
  let list: unknown[] = [];
  if (Array.isArray(content)) list = content;
  else if (isRecord(content) && Array.isArray(content.items)) list = content.items;
  else if (isCartResponse(content) && isRecord(content.shoppingCart)) return bagView(content).items;
  else if (isRecord(content)) list = [content];
  return list.map((raw, index) => decodeLineItem(raw, '', `added-${index}`)).filter((item): item is LineItem => item !== null);
}

/** header.md §2: "N items in your bag". */
export function itemsInBagLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'} in your bag`;
}
