/**
 * Realistic bags for the stories: lines built from the demo host's catalogue
 * (designers, names, prices, colours) with its drawn product pictures, which
 * the stories serve through MSW (`/img/products/{id}.svg`, the demo host's own
 * route and drawing code), so nothing leaves the page.
 */
import { listProducts, type Product } from '@nm/demo-host/catalogue';
import { rawItem, type RawItem } from './fixtures';

/** Deterministic: the demo catalogue is generated from a fixed seed. */
const PRODUCTS = listProducts({ brand: 'NM' }).filter((product) => !product.perishable);

/** `n` distinct products, spread over the catalogue (so the bag mixes categories). */
export function storyProducts(n: number, offset = 0): Product[] {
  const step = Math.max(1, Math.floor(PRODUCTS.length / Math.max(n, 1)));
  return Array.from({ length: n }, (_, index) => PRODUCTS[(offset + index * step) % PRODUCTS.length]!);
}

/** A cart line for a catalogue product, newest first by `rank` (0 newest). */
export function catalogueItem(product: Product, rank: number, overrides: RawItem = {}): RawItem {
  const sku = product.skus[0];
  const price = product.salePrice ?? product.retailPrice;
  return rawItem(
    {
      dt_itemId: `story-${product.id}`,
      productId: product.id,
      skuId: sku?.skuId ?? `sku-${product.id}`,
      itemPrice: price,
      originalPrice: product.retailPrice,
      ...(product.salePrice !== undefined ? { adornment: { price: product.retailPrice } } : {}),
      imageUrl: product.imageUrl,
      lastUpdatedTimestamp: 1_700_000_000_000 - rank * 60_000,
      ...overrides,
    },
    { colorName: sku?.colorName, sizeName: sku?.sizeName, dropShip: false, isPerishable: false },
    {
      designerName: product.designerName,
      displayName: product.displayName,
      canonicalUrl: product.canonicalUrl,
      cmosItem: product.cmosItem,
      selectedSku: { colorKey: sku?.colorKey ?? '' },
      adorned: product.salePrice !== undefined,
      finalSale: product.finalSale,
    },
  );
}

/** Recommendations answer (master-api) from catalogue products. */
export function storyRecommendations(products: Product[], label = 'Complete The Look') {
  return {
    masterApiLabel: label,
    products: products.map((product) => ({
      prodId: product.id,
      brand: product.designerName,
      title: product.displayName,
      price: { regularPrice: product.retailPrice, displayPrice: product.salePrice ?? product.retailPrice },
      canonicalUrl: product.canonicalUrl,
      imageUrl: product.imageUrl,
    })),
  };
}
