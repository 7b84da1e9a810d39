import { usePrimitivesSheet } from './styles';
import { formatMoney, type MoneyStyle, type PriceCountry } from '../format/money';
import { toNumber } from '../format/number';

export interface PriceProps {
  /** What the shopper pays. */
  price: unknown;
  /** The price before a markdown; struck through when it differs from `price`. */
  originalPrice?: unknown;
  country?: PriceCountry;
  style?: MoneyStyle;
  className?: string;
}

/**
 * A price, or an original price struck through beside the sale price. The
 * strike-through is only seen, so each amount also says what it is to a
 * screen reader ("Original price", "Sale price").
 */
export function Price({ price, originalPrice, country = 'us', style = 'bag', className }: PriceProps) {
  usePrimitivesSheet();
  const now = formatMoney(price, { country, style });
  if (!now) return null;
  const before = toNumber(originalPrice);
  const current = toNumber(price);
  const marked = before !== null && current !== null && before > current;
  if (!marked) return <span className={`nm-price ${className ?? ''}`.trim()}>{now}</span>;
  return (
    <span className={`nm-price nm-price--marked ${className ?? ''}`.trim()}>
      <s className="nm-price__original">
        <span className="nm-visually-hidden">Original price: </span>
        {formatMoney(before, { country, style })}
      </s>{' '}
      <span className="nm-price__sale">
        <span className="nm-visually-hidden">Sale price: </span>
        {now}
      </span>
    </span>
  );
}
