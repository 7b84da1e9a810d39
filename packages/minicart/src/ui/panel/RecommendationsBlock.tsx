import { Price, ProductImage } from '@nm/core';
import { productImageSources } from '../../model/imageSources';
import type { RecommendationsState } from '../../state/recommendations';

/** minicart.md §2: recommendations below the items, images 75x94. */
export function RecommendationsBlock({ recommendations }: { recommendations: RecommendationsState }) {
  return (
    <section className="recs" aria-labelledby="nm-bag-recs">
      <h3 className="recs__title" id="nm-bag-recs">
        {recommendations.title}
      </h3>
      <ul className="recs__list">
        {recommendations.products.map((product) => {
          // minicart.md §2, §9: a 75x94 box at 1x, 1.5x and 2x (model/imageSources.ts).
          const image = productImageSources(product.imageUrl, 75);
          return (
            <li key={product.prodId} className="recs__item">
              <a className="recs__link" href={product.canonicalUrl || undefined}>
                <ProductImage src={image?.src} srcSet={image?.srcSet} alt="" width={75} height={94} />
                <span className="recs__text">
                  {product.brand && <span className="recs__brand">{product.brand}</span>}
                  <span className="recs__name">{product.title}</span>
                  <Price
                    price={product.displayPrice ?? product.regularPrice}
                    originalPrice={product.regularPrice ?? undefined}
                  />
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
