// The stylyze stand-in's products (stylyze-api.ts), in a module with no server code so the
// abandon-cart stories can show the same products.

import { listProducts, type Product } from './catalogue';
import type { BrandCode } from './categories';

/** Products other than the one asked about, varied across categories, stable for a given product. */
export function stylyzeProducts(brand: BrandCode, prodId: string | undefined, count: number): Product[] {
  const all = listProducts({ brand }).filter((p) => p.id !== prodId);
  const seed = [...(prodId ?? 'abandon')].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  const picked: Product[] = [];
  for (let i = 0; picked.length < Math.min(count, all.length); i++) {
    const product = all[(seed + i * 11) % all.length]!;
    if (!picked.includes(product)) picked.push(product);
  }
  return picked;
}

/** A catalogue product in the stylyze answer's shape (header.md §3 "Recommended product"). */
export function stylyzeShape(product: Product) {
  return {
    id: product.id,
    name: product.displayName,
    designer: { name: product.designerName },
    media: { main: { dynamic: { url: product.imageUrl } } },
    price: {
      retailPrice: product.retailPrice,
      ...(product.salePrice !== undefined && { promotionalPrice: product.salePrice }),
      ...(product.priceAdornments && { adornments: product.priceAdornments }),
    },
    promotions: product.percentOff ? [{ percentOff: product.percentOff }] : [],
    onSale: product.salePrice !== undefined,
    displayable: true,
    details: { canonicalUrl: product.canonicalUrl },
  };
}
