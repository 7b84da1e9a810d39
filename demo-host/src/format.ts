// Display formatting shared by the server-rendered pages.

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const WITH_CENTS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$1,295" or "$87.50": the legacy site drops the cents when there are none. */
export function formatUsd(amount: number): string {
  return Number.isInteger(Math.round(amount * 100) / 100) ? WHOLE_DOLLARS.format(amount) : WITH_CENTS.format(amount);
}

/** MM/dd/yyyy in US Central time, the date format the storefront uses. */
export function formatShortDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  }).format(date);
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
