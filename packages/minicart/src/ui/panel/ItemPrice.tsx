import { formatMoney, formatPercent, Price } from '@nm/core';
import type { LineItem } from '../../model/lineItem';
import { priceDisplay } from '../../model/pricing';

/** minicart.md §2, §4: the line's prices for its discount display type (1–8). */
export function ItemPrice({ item }: { item: LineItem }) {
  const display = priceDisplay(item);
  const promotions = [
    display.percentOff !== null ? `${formatPercent(display.percentOff)} off` : null,
    display.dollarOff !== null ? `${formatMoney(display.dollarOff)} off` : null,
  ].filter((label): label is string => label !== null);
  return (
    <div className="line__price" data-discount-type={display.type}>
      <Price price={display.price} originalPrice={display.struck ?? undefined} />
      {promotions.length > 0 && <p className="line__promo">{promotions.join(', ')}</p>}
    </div>
  );
}
