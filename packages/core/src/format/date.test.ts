import { describe, expect, it } from 'vitest';
import { dropShipDate, formatDate, parseServiceDate } from './date';

/** Local date at mid-morning (months 1-based, as written on a calendar). */
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d, 9, 30);

describe('minicart.md §4, header.md §5 "date format MM/dd/Y"', () => {
  it.each<[Date, string]>([
    [day(2024, 1, 5), '01/05/2024'],
    [day(2024, 12, 31), '12/31/2024'],
    [day(2025, 6, 10), '06/10/2025'],
    [new Date(2024, 1, 29, 23, 59), '02/29/2024'],
  ])('%s → %s', (date, expected) => {
    expect(formatDate(date)).toBe(expected);
  });
});

describe('minicart.md §4, header.md §5 "Drop-ship expected date is today plus deliveryDays, moved off the weekend (Sunday +1, Saturday +2)"', () => {
  // June 2024: Mon 3, Tue 4, Wed 5, Thu 6, Fri 7, Sat 8, Sun 9, Mon 10 … Sat 15, Sun 16, Mon 17.
  it.each<[string, Date, number, string]>([
    ['Mon +1 → Tue', day(2024, 6, 3), 1, '06/04/2024'],
    ['Mon +4 → Fri', day(2024, 6, 3), 4, '06/07/2024'],
    ['Mon +5 lands Sat → +2 → Mon', day(2024, 6, 3), 5, '06/10/2024'],
    ['Mon +6 lands Sun → +1 → Mon', day(2024, 6, 3), 6, '06/10/2024'],
    ['Mon +7 → Mon', day(2024, 6, 3), 7, '06/10/2024'],
    ['Tue +3 → Fri', day(2024, 6, 4), 3, '06/07/2024'],
    ['Tue +4 lands Sat → Mon', day(2024, 6, 4), 4, '06/10/2024'],
    ['Tue +5 lands Sun → Mon', day(2024, 6, 4), 5, '06/10/2024'],
    ['Wed +2 → Fri', day(2024, 6, 5), 2, '06/07/2024'],
    ['Wed +3 lands Sat → Mon', day(2024, 6, 5), 3, '06/10/2024'],
    ['Wed +4 lands Sun → Mon', day(2024, 6, 5), 4, '06/10/2024'],
    ['Wed +5 → Mon', day(2024, 6, 5), 5, '06/10/2024'],
    ['Thu +1 → Fri', day(2024, 6, 6), 1, '06/07/2024'],
    ['Thu +2 lands Sat → Mon', day(2024, 6, 6), 2, '06/10/2024'],
    ['Thu +3 lands Sun → Mon', day(2024, 6, 6), 3, '06/10/2024'],
    ['Fri +1 lands Sat → Mon', day(2024, 6, 7), 1, '06/10/2024'],
    ['Fri +2 lands Sun → Mon', day(2024, 6, 7), 2, '06/10/2024'],
    ['Fri +3 → Mon', day(2024, 6, 7), 3, '06/10/2024'],
    ['Fri +4 → Tue', day(2024, 6, 7), 4, '06/11/2024'],
    ['Sat +1 lands Sun → Mon', day(2024, 6, 8), 1, '06/10/2024'],
    ['Sat +2 → Mon', day(2024, 6, 8), 2, '06/10/2024'],
    ['Sat +7 lands Sat → Mon', day(2024, 6, 8), 7, '06/17/2024'],
    ['Sun +1 → Mon', day(2024, 6, 9), 1, '06/10/2024'],
    ['Sun +5 → Fri', day(2024, 6, 9), 5, '06/14/2024'],
    ['Sun +6 lands Sat → Mon', day(2024, 6, 9), 6, '06/17/2024'],
    ['Sun +7 lands Sun → Mon', day(2024, 6, 9), 7, '06/17/2024'],
    ['Fri +10 → Mon two weeks on', day(2024, 6, 7), 10, '06/17/2024'],
    ['across a month: Fri 31 May +1 lands Sat → Mon 3 Jun', day(2024, 5, 31), 1, '06/03/2024'],
    ['across a year: Fri 31 Dec 2021 +1 lands Sat → Mon 3 Jan 2022', day(2021, 12, 31), 1, '01/03/2022'],
    ['across a leap day: Wed 28 Feb 2024 +3 lands Sat 2 Mar → Mon 4 Mar', day(2024, 2, 28), 3, '03/04/2024'],
    ['across US DST start: Fri 8 Mar 2024 +2 lands Sun 10 Mar → Mon 11 Mar', day(2024, 3, 8), 2, '03/11/2024'],
    ['across US DST end: Thu 31 Oct 2024 +3 lands Sun 3 Nov → Mon 4 Nov', day(2024, 10, 31), 3, '11/04/2024'],
  ])('%s', (_label, today, deliveryDays, expected) => {
    const result = dropShipDate(today, deliveryDays);
    expect(formatDate(result)).toBe(expected);
    expect([0, 6]).not.toContain(result.getDay());
  });

  it('does not change the date it is given', () => {
    const today = day(2024, 6, 7);
    const copy = new Date(today);
    dropShipDate(today, 1);
    expect(today).toEqual(copy);
  });
});

describe('minicart.md §4 Item notes: dates the services send are read or rejected', () => {
  it.each<[string, unknown, string | null]>([
    ['MM/dd/yyyy', '06/07/2024', '06/07/2024'],
    ['M/d/yyyy', '6/7/2024', '06/07/2024'],
    ['MM/dd/yyyy with spaces', ' 12/31/2025 ', '12/31/2025'],
    ['ISO date', '2024-06-07', '06/07/2024'],
    ['ISO date-time without zone', '2024-06-07T10:00:00', '06/07/2024'],
    ['a Date', day(2024, 6, 7), '06/07/2024'],
    ['epoch milliseconds', day(2024, 6, 7).getTime(), '06/07/2024'],
    ['garbage', 'next Tuesday', null],
    ['empty string', '', null],
    ['an invalid Date', new Date('nope'), null],
    ['NaN', NaN, null],
    ['null', null, null],
    ['undefined', undefined, null],
    ['an object', { date: '06/07/2024' }, null],
    ['month 13', '13/01/2024', null],
    ['day 32', '01/32/2024', null],
    ['30 February', '02/30/2024', null],
    ['29 February in a non-leap year', '02/29/2023', null],
    ['29 February in a leap year', '02/29/2024', '02/29/2024'],
  ])('%s (%j) → %j', (_label, value, expected) => {
    const date = parseServiceDate(value);
    expect(date === null ? null : formatDate(date)).toBe(expected);
  });

  it('an ISO instant keeps its instant', () => {
    expect(parseServiceDate('2024-06-07T10:00:00Z')?.toISOString()).toBe('2024-06-07T10:00:00.000Z');
  });
});

describe('parseServiceDate: MM/dd/yyyy read whole, a day the calendar lacks is unreadable', () => {
  it.each<[string, string, string | null]>([
    ['a US date', '12/01/2026', '2026-12-01'],
    ['with spaces around', ' 12/01/2026 ', '2026-12-01'],
    ['an ISO date with spaces around', ' 2026-12-01 ', '2026-12-01'],
    ['February 30th', '02/30/2026', null],
    ['the 31st of a 30-day month', '11/31/2026', null],
    ['text before the date', 'x12/01/2026', null],
    ['a fifth digit in the year', '12/01/20260', null],
  ])('%s (%j)', (_label, text, expected) => {
    const date = parseServiceDate(text);
    expect(
      date === null
        ? null
        : `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`,
    ).toBe(expected);
  });
});
