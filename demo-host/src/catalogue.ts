// The demo product catalogue: generated once, deterministically, from a fixed
// seed and the vocabulary in catalogue-data.ts. Same seed, same catalogue on
// every machine, so tests and screenshots can rely on ids and prices.

import { CATEGORY_NAMES, getCategory } from './categories';
import type { BrandCode, CategoryName } from './categories';
import {
  ASSORTED_COLOUR,
  CATEGORY_PLANS,
  DESIGNERS,
  FASHION_COLOURS,
  HOME_COLOURS,
  METAL_COLOURS,
} from './catalogue-data';
import type { Colour, Gender, ItemTemplate } from './catalogue-data';
import { createRandom } from './prng';
import type { Random } from './prng';

export interface PriceAdornment {
  label: 'Original' | 'Now';
  price: number;
}

/** One purchasable variant (colour x size) of a product. */
export interface ProductSku {
  skuId: string;
  cmosSkuId: string;
  colorName?: string;
  colorKey?: string;
  sizeName?: string;
}

export interface Product {
  id: string;
  brand: BrandCode;
  cmosItem: string;
  cmosCatalogId: string;
  pimStyle: string;
  designerName: string;
  displayName: string;
  category: CategoryName;
  gender: Gender;
  /** Empty for one-size goods. */
  sizes: string[];
  /** Empty for goods without a colour (most beauty). */
  colours: Colour[];
  skus: ProductSku[];
  retailPrice: number;
  /** Present when the product is marked down ("adorned"). */
  salePrice?: number;
  /** Present exactly when salePrice is: Original then Now. */
  priceAdornments?: PriceAdornment[];
  /** Promotional discounts, applied at the bag on top of the current price. */
  percentOff?: number;
  dollarOff?: number;
  preOrder: boolean;
  backOrder: boolean;
  /**
   * Days from today until a pre-order or back-order ships. Kept relative (not a
   * date) so the catalogue stays deterministic while ship dates stay in the future.
   * Absent when the date is unknown.
   */
  shipLeadDays?: number;
  dropShip: boolean;
  /** Vendor delivery days for drop-ship goods; 0 means the vendor gave no date. */
  deliveryDays?: number;
  perishable: boolean;
  finalSale: boolean;
  monogrammable: boolean;
  monogramCharge?: number;
  /** Suggested replenishment interval in days, for consumables. */
  replenishmentInterval?: number;
  slug: string;
  canonicalUrl: string;
  imageUrl: string;
  lastUpdated: string;
}

const CATALOGUE_SEED = 0x4e4d2025;
// Fixed reference point for lastUpdated, so timestamps never depend on the clock.
const LAST_UPDATED_BASE = Date.UTC(2025, 0, 15, 9, 0, 0);

export function currentPrice(product: Product): number {
  return product.salePrice ?? product.retailPrice;
}

export function isOnSale(product: Product): boolean {
  return product.salePrice !== undefined;
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const roundToCents = (value: number): number => Math.round(value * 100) / 100;

/** Prices the way luxury retail writes them: $1,295 rather than $1,302.17. */
function luxuryPrice(random: Random, [min, max]: readonly [number, number]): number {
  const raw = min * Math.pow(max / min, random.next());
  if (raw < 100) return Math.round(raw) + (random.chance(0.3) ? 0.5 : 0);
  if (raw < 1000) return Math.max(95, Math.round(raw / 50) * 50 - 5);
  return Math.round(raw / 100) * 100 - 5;
}

function uniqueCode(random: Random, taken: Set<string>, make: () => string): string {
  for (;;) {
    const code = make();
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

const digits = (random: Random, length: number): string =>
  Array.from({ length }, (_, i) => String(random.int(i === 0 ? 1 : 0, 9))).join('');

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function coloursFor(random: Random, family: ItemTemplate['colours']): Colour[] {
  switch (family) {
    case 'fashion':
      return random.sample(FASHION_COLOURS, random.int(1, 3));
    case 'metal':
      return random.sample(METAL_COLOURS, random.int(1, 2));
    case 'home':
      return random.sample(HOME_COLOURS, random.int(1, 3));
    case 'assorted':
      return [ASSORTED_COLOUR];
    case 'none':
      return [];
  }
}

function generateCatalogue(seed: number): Product[] {
  const random = createRandom(seed);
  const takenIds = new Set<string>();
  const takenCmos = new Set<string>();
  const takenSkus = new Set<string>();
  const products: Product[] = [];

  for (const categoryName of CATEGORY_NAMES) {
    const plan = CATEGORY_PLANS[categoryName];
    const category = getCategory(categoryName);
    const designers = DESIGNERS.filter((d) => d.categories.includes(categoryName));

    for (let n = 0; n < plan.count; n++) {
      const item = random.pick(plan.items);
      const designerName = random.pick(designers).name;
      const displayName = random.chance(0.3) ? `${random.pick(plan.modifiers)} ${item.noun}` : item.noun;
      const id = uniqueCode(random, takenIds, () => `prod${digits(random, 9)}`);
      const cmosItem = uniqueCode(
        random,
        takenCmos,
        () =>
          random.pick(['N', 'T', 'H', 'K']) + Array.from({ length: 4 }, () => random.pick([...ALPHANUMERIC])).join(''),
      );
      const colours = coloursFor(random, item.colours);
      const sizes = [...item.sizes];

      const perishable = item.perishable === true;
      const preOrder = !perishable && random.chance(0.08);
      const backOrder = !preOrder && !perishable && random.chance(0.07);
      const shipLeadDays = preOrder
        ? random.int(21, 75)
        : backOrder && random.chance(0.7)
          ? random.int(10, 35)
          : undefined;

      const dropShip = perishable || (!preOrder && random.chance(plan.dropShipShare));
      let deliveryDays: number | undefined;
      if (perishable) deliveryDays = random.int(2, 4);
      else if (dropShip)
        deliveryDays = random.chance(0.1) ? 0 : categoryName === 'Furniture' ? random.int(14, 42) : random.int(3, 12);

      const retailPrice = luxuryPrice(random, plan.priceRange);
      const onSale = !preOrder && !perishable && random.chance(0.24);
      const markedDown = retailPrice * (1 - random.pick([0.25, 0.3, 0.4, 0.5, 0.6]));
      // Whole dollars like a real markdown, except small prices keep their cents.
      const salePrice = onSale ? (markedDown >= 100 ? Math.round(markedDown) : roundToCents(markedDown)) : undefined;
      const percentOff = random.chance(0.12) ? random.pick([10, 15, 20, 25, 33.33]) : undefined;
      const dollarOffCandidate = random.pick([25, 50, 100]);
      const dollarOff =
        random.chance(0.09) && (salePrice ?? retailPrice) > dollarOffCandidate * 3 ? dollarOffCandidate : undefined;

      const monogrammable = item.monogrammable === true && random.chance(0.7);
      const replenishmentInterval =
        item.replenishable === true && random.chance(0.7) ? random.pick([30, 45, 60, 90]) : undefined;
      const slug = slugify(`${designerName} ${displayName}`);

      const skus: ProductSku[] = [];
      for (const colour of colours.length > 0 ? colours : [undefined]) {
        for (const sizeName of sizes.length > 0 ? sizes : [undefined]) {
          skus.push({
            skuId: uniqueCode(random, takenSkus, () => `sku${digits(random, 9)}`),
            cmosSkuId: digits(random, 9),
            ...(colour && { colorName: colour.colorName }),
            ...(colour?.colorKey !== undefined && { colorKey: colour.colorKey }),
            ...(sizeName !== undefined && { sizeName }),
          });
        }
      }

      products.push({
        id,
        brand: category.brand,
        cmosItem,
        cmosCatalogId: category.brand === 'HC' ? 'HC25' : random.pick(['NMF25', 'NMS25', 'NMR25']),
        pimStyle: digits(random, 7),
        designerName,
        displayName,
        category: categoryName,
        gender: item.gender,
        sizes,
        colours,
        skus,
        retailPrice,
        ...(salePrice !== undefined && {
          salePrice,
          priceAdornments: [
            { label: 'Original', price: retailPrice },
            { label: 'Now', price: salePrice },
          ],
        }),
        ...(percentOff !== undefined && { percentOff }),
        ...(dollarOff !== undefined && { dollarOff }),
        preOrder,
        backOrder,
        ...(shipLeadDays !== undefined && { shipLeadDays }),
        dropShip,
        ...(deliveryDays !== undefined && { deliveryDays }),
        perishable,
        finalSale: onSale ? random.chance(0.4) : random.chance(0.02),
        monogrammable,
        ...(monogrammable && { monogramCharge: random.pick([15, 25, 35, 50]) }),
        ...(replenishmentInterval !== undefined && { replenishmentInterval }),
        slug,
        canonicalUrl: `/p/${slug}-${id}`,
        imageUrl: `/img/products/${id}.svg`,
        lastUpdated: new Date(LAST_UPDATED_BASE - random.int(0, 180 * 24 * 60) * 60_000).toISOString(),
      });
    }
  }
  return products;
}

const PRODUCTS: readonly Product[] = generateCatalogue(CATALOGUE_SEED);
const PRODUCTS_BY_ID = new Map(PRODUCTS.map((product) => [product.id, product]));

export interface ProductFilter {
  category?: CategoryName;
  brand?: BrandCode;
  designerName?: string;
  gender?: Gender;
}

export function listProducts(filter: ProductFilter = {}): Product[] {
  return PRODUCTS.filter(
    (p) =>
      (filter.category === undefined || p.category === filter.category) &&
      (filter.brand === undefined || p.brand === filter.brand) &&
      (filter.designerName === undefined || p.designerName === filter.designerName) &&
      (filter.gender === undefined || p.gender === filter.gender),
  );
}

export function findProduct(id: string): Product | undefined {
  return PRODUCTS_BY_ID.get(id);
}

/** Resolves a product page path segment such as `maison-verlaine-silk-midi-dress-prod123456789`. */
export function findProductByPathSegment(segment: string): Product | undefined {
  const match = /(prod\d+)$/.exec(segment);
  return match?.[1] === undefined ? undefined : findProduct(match[1]);
}

export function findSku(
  product: Product,
  wanted: { skuId?: string; colorKey?: string; colorName?: string; sizeName?: string } = {},
): ProductSku | undefined {
  if (wanted.skuId !== undefined) return product.skus.find((sku) => sku.skuId === wanted.skuId);
  return (
    product.skus.find(
      (sku) =>
        (wanted.colorKey === undefined || sku.colorKey === wanted.colorKey) &&
        (wanted.colorName === undefined || sku.colorName === wanted.colorName) &&
        (wanted.sizeName === undefined || sku.sizeName === wanted.sizeName),
    ) ?? undefined
  );
}

export function listDesignerNames(): string[] {
  return [...new Set(PRODUCTS.map((p) => p.designerName))].sort((a, b) => a.localeCompare(b));
}
