import { addDays, format, isSaturday, isSunday, isValid, parseISO } from 'date-fns';

/** minicart.md §4, header.md §5: dates read MM/dd/yyyy. */
const DATE_FORMAT = 'MM/dd/yyyy';

export function formatDate(date: Date): string {
  return format(date, DATE_FORMAT);
}

/** Reads a date the services send (ISO string, epoch ms, or MM/dd/yyyy); null when unreadable. */
export function parseServiceDate(value: unknown): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string') {
    const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
    if (us) {
      const [year, month, dayOfMonth] = [Number(us[3]), Number(us[1]) - 1, Number(us[2])];
      date = new Date(year, month, dayOfMonth);
      // new Date() rolls 02/30 over into March; a day the calendar lacks is unreadable, not another day.
      if (date.getMonth() !== month || date.getDate() !== dayOfMonth) date = null;
    } else date = parseISO(value.trim());
  }
  return date && isValid(date) ? date : null;
}

/**
 * minicart.md §4, header.md §5: a drop-ship item ships today plus
 * deliveryDays, moved off the weekend: Sunday +1, Saturday +2 (both land on Monday).
 */
export function dropShipDate(today: Date, deliveryDays: number): Date {
  const date = addDays(today, deliveryDays);
  if (isSunday(date)) return addDays(date, 1);
  if (isSaturday(date)) return addDays(date, 2);
  return date;
}
