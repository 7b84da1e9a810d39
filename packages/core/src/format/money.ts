import { toNumber } from './number';

/** minicart.md §2: only two countries are supported for price formatting. */
export type PriceCountry = 'us' | 'in';
const LOCALES: Record<PriceCountry, { locale: string; currency: string }> = {
  us: { locale: 'en-US', currency: 'USD' },
  in: { locale: 'en-IN', currency: 'INR' },
};

/**
 * - `bag`: exactly two decimals (minicart.md §2, the shopping bag);
 * - `header`: no decimals when the cents are zero (header.md §5, type-ahead and header prices).
 */
export type MoneyStyle = 'bag' | 'header';

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(country: PriceCountry, fractionDigits: number): Intl.NumberFormat {
  const key = `${country}:${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    const { locale, currency } = LOCALES[country];
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

export function isPriceCountry(value: string): value is PriceCountry {
  return value === 'us' || value === 'in';
}

/** Formats an amount (number or numeric string); unreadable amounts give an empty string. */
export function formatMoney(
  amount: unknown,
  { country = 'us', style = 'bag' }: { country?: PriceCountry; style?: MoneyStyle } = {},
): string {
  const value = toNumber(amount);
  if (value === null) return '';
  const wholeDollars = Math.round(value * 100) % 100 === 0;
  return formatter(country, style === 'header' && wholeDollars ? 0 : 2).format(value);
}

/** minicart.md §2: percent off is shown rounded to a whole number. */
export function formatPercent(value: unknown): string {
  const n = toNumber(value);
  return n === null ? '' : `${Math.round(n)}%`;
}
