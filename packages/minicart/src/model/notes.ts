import { dropShipDate, formatDate, formatMoney, parseServiceDate } from '@nm/core';
import type { LineItem } from './lineItem';

export const DATE_UNAVAILABLE = 'Date Unavailable';
export const FINAL_SALE = 'Final Sale';

export interface StoreName {
  storeId: string;
  name: string;
}

/**
 * minicart.md §4 "Item notes", in the order a line shows them. `today` is
 * passed in so the rules are testable with fixed dates; `pickupStoreName` is
 * the store chosen by the pickup rule (pickupStore.ts), when known.
 */
export function itemNotes(item: LineItem, today: Date, pickupStoreName?: string): string[] {
  const notes: string[] = [];
  if (item.dropShip && item.perishable) {
    const date = parseServiceDate(item.perishableDeliveryByDate);
    notes.push(`Delivery Date : ${date ? formatDate(date) : DATE_UNAVAILABLE}`);
  } else if (item.dropShip) {
    notes.push(item.deliveryDays !== null && item.deliveryDays > 0
      ? `Expected to Ship: ${formatDate(dropShipDate(today, item.deliveryDays))}`
      : `Expected to Ship: ${DATE_UNAVAILABLE}`);
  }
  if (item.preOrder || item.backOrder) notes.push(orderNote(item, today));
  if (isCurbside(item) && pickupStoreName) notes.push(`Pickup: ${pickupStoreName}`);
  if (item.finalSale) notes.push(FINAL_SALE);
  if (item.monogramCharge !== null) notes.push(`Monogramming charge: ${formatMoney(item.monogramCharge)}`);
  if (item.replenishmentInterval !== null) notes.push(`replenish every ${item.replenishmentInterval} days`);
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

export const CURBSIDE_PICKUP = 'CURBSIDE_PICKUP';

export function isCurbside(item: Pick<LineItem, 'shipmentType'>): boolean {
  return item.shipmentType === CURBSIDE_PICKUP;
}
