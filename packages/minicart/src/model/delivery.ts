/**
 * minicart.md §7, header.md §9: the flyout's delivery messages. The spec
 * gives the same-day and next-day rules without wording; these sentences
 * carry its cut-off times as given.
 */
const SAME_DAY_MESSAGE = 'Get it today if ordered by 12pm CST';
const NEXT_DAY_MESSAGE = 'Get it tomorrow if ordered by 2pm CST';
const TWO_DAY_MESSAGE = 'Get it within 2-3 days';
const STANDARD_MESSAGE = 'Get it in 2-4 Days.';
const CUTLINE_MESSAGE = 'Free 3-5 day shipping also available at checkout.';

export type ServiceLevel = 'same-day' | 'next-day' | 'two-day' | 'standard';

/** Service level from the delivery check and the items' service level codes. */
export function serviceLevel(sameDayAvailable: boolean, codes: readonly string[]): ServiceLevel {
  if (sameDayAvailable) return 'same-day';
  const upper = codes.map((c) => c.toUpperCase());
  if (upper.some((c) => c.includes('NEXT') || c === 'ND' || c === 'SL1')) return 'next-day';
  if (upper.some((c) => c.includes('TWO') || c === '2D' || c === 'SL2')) return 'two-day';
  return 'standard';
}

export function deliveryMessages(level: ServiceLevel): string[] {
  switch (level) {
    case 'same-day':
      return [SAME_DAY_MESSAGE, CUTLINE_MESSAGE];
    case 'next-day':
      return [NEXT_DAY_MESSAGE, CUTLINE_MESSAGE];
    case 'two-day':
      return [TWO_DAY_MESSAGE, CUTLINE_MESSAGE];
    default:
      return [STANDARD_MESSAGE];
  }
}
