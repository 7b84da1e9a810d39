import { dropShipDate, formatDate, formatMoney, parseServiceDate } from '@nm/core';
import type { LineItem } from './lineItem';

const DATE_UNAVAILABLE = 'Date Unavailable';
const FINAL_SALE = 'Final Sale';

/**
 * minicart.md §4 "Item notes", in the order a line shows them. `today` is
 * passed in so the rules are testable with fixed dates; `pickupStoreName` is
 * the store chosen by the pickup rule (pickupStore.ts), when known.
 */
export function itemNotes(item: LineItem, today: Date, pickupStoreName?: string): string[] {
  return itemNoteList(item, today, pickupStoreName).map((note) => note.text);
}

/** What a note is about, so the line styles it by kind (Final Sale) rather than by its wording. */
type NoteKind = 'delivery-date' | 'ship-date' | 'order' | 'pickup' | 'final-sale' | 'monogram' | 'replenish';
export interface ItemNote {
  kind: NoteKind;
  text: string;
}

/** The notes of `itemNotes`, each with its kind. */
export function itemNoteList(item: LineItem, today: Date, pickupStoreName?: string): ItemNote[] {
  const notes: ItemNote[] = [];
  if (item.dropShip && item.perishable) {
    const date = parseServiceDate(item.perishableDeliveryByDate);
    notes.push({ kind: 'delivery-date', text: `Delivery Date : ${date ? formatDate(date) : DATE_UNAVAILABLE}` });
  } else if (item.dropShip) {
    notes.push({
      kind: 'ship-date',
      text:
        item.deliveryDays !== null && item.deliveryDays > 0
          ? `Expected to Ship: ${formatDate(dropShipDate(today, item.deliveryDays))}`
          : `Expected to Ship: ${DATE_UNAVAILABLE}`,
    });
  }
  if (item.preOrder || item.backOrder) notes.push({ kind: 'order', text: orderNote(item, today) });
  if (isCurbside(item) && pickupStoreName) notes.push({ kind: 'pickup', text: `Pickup: ${pickupStoreName}` });
  if (item.finalSale) notes.push({ kind: 'final-sale', text: FINAL_SALE });
  if (item.monogramCharge !== null)
    notes.push({ kind: 'monogram', text: `Monogramming charge: ${formatMoney(item.monogramCharge)}` });
  if (item.replenishmentInterval !== null)
    notes.push({ kind: 'replenish', text: `replenish every ${item.replenishmentInterval} days` });
  return notes;
}

/**
 * "Pre-Order" or "Back Order" followed by ":Expected to ship no later than "
 * plus the date when expectedShipDate is in the future, otherwise
 * "Date Unavailable" in place of the date. Pre-order wins when both are set.
 */
export function orderNote(item: Pick<LineItem, 'preOrder' | 'expectedShipDate'>, today: Date): string {
  const label = item.preOrder ? 'Pre-Order' : 'Back Order';
  const date = parseServiceDate(item.expectedShipDate);
  const future = date !== null && date.getTime() > today.getTime();
  return `${label}:Expected to ship no later than ${future ? formatDate(date) : DATE_UNAVAILABLE}`;
}

const CURBSIDE_PICKUP = 'CURBSIDE_PICKUP';

export function isCurbside(item: Pick<LineItem, 'shipmentType'>): boolean {
  return item.shipmentType === CURBSIDE_PICKUP;
}
