import { Price, ProductImage } from '@nm/core';
import { priceDisplay, type RecommendedProduct } from '../model/recommendations';
import { STRINGS } from '../model/strings';

const IMAGE_WIDTH = 160;
const IMAGE_HEIGHT = 200;

/**
 * One recommendation (header.md §3): picture (or the no-image picture),
 * designer, name, price (struck-through original when marked down), percent
 * off; the whole card links to details.canonicalUrl. A product whose link the
 * URL policy refused (logged at the boundary) is shown without a link.
 */
export function ProductCard({ product }: { product: RecommendedProduct }) {
  const price = priceDisplay(product);
  const body = (
    <>
      {/* The designer and name follow in the same link: named by the picture too, the card said them twice. */}
      <ProductImage
        src={product.imageUrl || undefined}
        alt=""
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        className="rec__image"
      />
      {product.designer && <span className="rec__designer">{product.designer}</span>}
      <span className="rec__name">{product.name}</span>
      <Price price={price.current} originalPrice={price.original} style="header" className="rec__price" />
      {price.percentOff !== null && <span className="rec__off">{STRINGS.percentOff(price.percentOff)}</span>}
    </>
  );
  return product.canonicalUrl ? (
    <a className="rec" href={product.canonicalUrl}>
      {body}
    </a>
  ) : (
    <div className="rec">{body}</div>
  );
}
