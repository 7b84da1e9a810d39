// In-memory shopping bags, one per user id, standing in for the cart service.
// Each demo host instance owns its own store, so parallel tests never share carts.

import { findProduct, listProducts } from './catalogue';
import { GUEST_USER_ID } from './guest-id';
import type { Product, ProductSku } from './catalogue';

export const DEMO_USER_ID = 'demo-user-1';
/** The second demo customer (morgan@example.com in the local Cognito): a profile with no seeded lines. */
export const DEMO_EMPTY_BAG_USER_ID = 'demo-user-2';
export const MAX_LINE_QUANTITY = 99;
/** The store the guest's curbside line is picked up at (see api-minicart.ts for the stores). */
export const DEMO_PICKUP_STORE_ID = '01';

export interface CartLine {
  itemId: string;
  productId: string;
  skuId: string;
  quantity: number;
  /** Epoch ms of the last change; the bag lists newest first. */
  updatedAt: number;
  /** Monogram text, for monogrammable products. */
  monogram?: string;
  /** Curbside pickup at this store (mini-cart spec: shipmentType CURBSIDE_PICKUP). */
  pickupStoreId?: string;
  /** Promotions applied to this line in the bag (stacked codes), in place of the product's own. */
  promotion?: { percentOff?: number; dollarOff?: number };
  /** minicart.md §3 serviceLevelCodes: "SL1" next day, "SL2" two day; none is standard. */
  serviceLevelCodes?: string[];
  /** The vendor's lead time for this line's SKU, in place of the product's (0: not known yet). */
  deliveryDays?: number;
}

export interface AddToCartRequest {
  product: Product;
  sku: ProductSku;
  quantity: number;
  monogram?: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function requireProduct(description: string, predicate: (product: Product) => boolean): Product {
  const product = listProducts({ brand: 'NM' }).find(predicate);
  if (!product) throw new Error(`The catalogue has no ${description} product to seed the demo cart with`);
  return product;
}

function middleSku(product: Product): ProductSku {
  const sku = product.skus[Math.floor(product.skus.length / 2)];
  if (!sku) throw new Error(`${product.id} has no SKU`);
  return sku;
}

export class CartStore {
  readonly #carts = new Map<string, CartLine[]>();
  #itemSequence = 0;

  constructor(private readonly now: () => number = Date.now) {
    this.reset();
  }

  /** Empties every cart, then gives the demo user the three seeded items. */
  reset(): void {
    this.#carts.clear();
    this.#itemSequence = 0;
    const now = this.now();
    this.#carts.set(DEMO_USER_ID, this.#signedInSeed(now));
    this.#carts.set(GUEST_USER_ID, this.#guestSeed(now));
  }

  /**
   * Puts one shopper's bag back as it was seeded (the demo panel's "Reset the
   * bag"): the signed-in and guest bags get their seeds again, anyone else an
   * empty bag. Other shoppers' bags are left alone; item ids keep counting up,
   * so an id never names two different lines.
   */
  resetShopper(userId: string): void {
    const now = this.now();
    if (userId === DEMO_USER_ID) this.#carts.set(userId, this.#signedInSeed(now));
    else if (userId === GUEST_USER_ID) this.#carts.set(userId, this.#guestSeed(now));
    else this.#carts.delete(userId);
  }

  /** The signed-in bag: a markdown (next day), a pre-order (two day) and a drop-ship line. */
  #signedInSeed(now: number): CartLine[] {
    const markedDown = requireProduct(
      'marked-down',
      (p) =>
        p.salePrice !== undefined &&
        !p.finalSale &&
        !p.dropShip &&
        !p.backOrder &&
        p.sizes.length > 0 &&
        p.colours.length > 0,
    );
    const preOrder = requireProduct('pre-order', (p) => p.preOrder && p.shipLeadDays !== undefined && !p.dropShip);
    const dropShip = requireProduct(
      'drop-ship home',
      (p) =>
        p.category === 'Home' &&
        p.dropShip &&
        !p.perishable &&
        (p.deliveryDays ?? 0) > 0 &&
        !p.preOrder &&
        !p.backOrder,
    );
    // Stored deliberately out of date order, so clients must sort newest first themselves.
    // Service level codes (minicart.md §3) drive the flyout's delivery messages: two day, next day, standard.
    return [
      { ...this.#newLine(preOrder, middleSku(preOrder), 1, now - 2 * DAY), serviceLevelCodes: ['SL2'] },
      { ...this.#newLine(markedDown, middleSku(markedDown), 1, now - 3 * HOUR), serviceLevelCodes: ['SL1'] },
      this.#newLine(dropShip, middleSku(dropShip), 1, now - 5 * DAY),
    ];
  }

  /**
   * The guest's bag shows the notes and discount types the signed-in bag
   * does not: back-order, perishable, final sale, monogram, replenish,
   * curbside pickup, percent off and dollar off (with and without a markdown),
   * and, as promotions stacked in the bag, discount types 1 (markdown + percent
   * + dollar) and 4 (percent + dollar); and the drop-ship "Expected to Ship:
   * Date Unavailable" line. Between them the two bags show every discount type.
   */
  #guestSeed(now: number): CartLine[] {
    const used = new Set<string>();
    const pick = (description: string, predicate: (p: Product) => boolean): Product => {
      const product = requireProduct(description, (p) => !used.has(p.id) && predicate(p));
      used.add(product.id);
      return product;
    };
    const plainShipping = (p: Product) => !p.dropShip && !p.preOrder && !p.backOrder && !p.perishable;
    const backOrder = pick('back-order', (p) => p.backOrder && !p.dropShip);
    const perishable = pick('perishable', (p) => p.perishable && p.dropShip);
    const finalSale = pick('final-sale', (p) => p.finalSale && plainShipping(p));
    const monogram = pick('monogrammable', (p) => p.monogrammable && plainShipping(p));
    const replenish = pick('replenishable', (p) => p.replenishmentInterval !== undefined && plainShipping(p));
    const saleAndPercent = pick(
      'marked-down with percent off',
      (p) => p.salePrice !== undefined && p.percentOff !== undefined && plainShipping(p),
    );
    const saleAndDollar = pick(
      'marked-down with dollar off',
      (p) => p.salePrice !== undefined && p.dollarOff !== undefined,
    );
    const percent = pick(
      'percent off',
      (p) => p.salePrice === undefined && p.percentOff !== undefined && plainShipping(p),
    );
    const dollar = pick(
      'dollar off',
      (p) => p.salePrice === undefined && p.dollarOff !== undefined && plainShipping(p),
    );
    const noShipDate = pick(
      'drop-ship',
      (p) => p.dropShip && !p.perishable && !p.preOrder && !p.backOrder && p.category !== 'Home',
    );
    const stackedOnSale = pick(
      'marked-down for stacked promotions',
      (p) =>
        p.salePrice !== undefined &&
        p.percentOff === undefined &&
        p.dollarOff === undefined &&
        !p.finalSale &&
        plainShipping(p) &&
        p.salePrice > 200,
    );
    const stacked = pick(
      'full price for stacked promotions',
      (p) =>
        p.salePrice === undefined &&
        p.percentOff === undefined &&
        p.dollarOff === undefined &&
        !p.finalSale &&
        plainShipping(p) &&
        p.retailPrice > 300,
    );
    const curbside = pick(
      'curbside',
      (p) =>
        plainShipping(p) &&
        !p.finalSale &&
        p.salePrice === undefined &&
        p.percentOff === undefined &&
        p.dollarOff === undefined,
    );
    const lines = [backOrder, perishable, finalSale, replenish, saleAndPercent, saleAndDollar, percent, dollar].map(
      (product, index) => this.#newLine(product, middleSku(product), 1, now - (index + 1) * HOUR),
    );
    lines.push(this.#newLine(monogram, middleSku(monogram), 1, now - 10 * HOUR, 'AMW'));
    lines.push({
      ...this.#newLine(curbside, middleSku(curbside), 1, now - 11 * HOUR),
      pickupStoreId: DEMO_PICKUP_STORE_ID,
    });
    lines.push({
      ...this.#newLine(stackedOnSale, middleSku(stackedOnSale), 1, now - 12 * HOUR),
      promotion: { percentOff: 10, dollarOff: 25 },
    });
    lines.push({
      ...this.#newLine(stacked, middleSku(stacked), 1, now - 13 * HOUR),
      promotion: { percentOff: 15, dollarOff: 50 },
    });
    // The vendor has not given a lead time for this SKU yet: deliveryDays 0.
    lines.push({ ...this.#newLine(noShipDate, middleSku(noShipDate), 1, now - 14 * HOUR), deliveryDays: 0 });
    return lines;
  }

  lines(userId: string): readonly CartLine[] {
    return this.#carts.get(userId) ?? [];
  }

  count(userId: string): number {
    return this.lines(userId).reduce((sum, line) => sum + line.quantity, 0);
  }

  /** Adds to the bag; the same SKU (with the same monogram) just gets a higher quantity. */
  add(userId: string, { product, sku, quantity, monogram }: AddToCartRequest): CartLine {
    const lines = this.#carts.get(userId) ?? [];
    this.#carts.set(userId, lines);
    const existing = lines.find((line) => line.skuId === sku.skuId && line.monogram === monogram);
    if (existing) {
      existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + quantity);
      existing.updatedAt = this.now();
      return existing;
    }
    const line = this.#newLine(product, sku, quantity, this.now(), monogram);
    lines.push(line);
    return line;
  }

  /** Returns false when the user has no such item. */
  remove(userId: string, itemId: string): boolean {
    const lines = this.#carts.get(userId);
    const index = lines?.findIndex((line) => line.itemId === itemId) ?? -1;
    if (!lines || index < 0) return false;
    lines.splice(index, 1);
    return true;
  }

  #newLine(product: Product, sku: ProductSku, quantity: number, updatedAt: number, monogram?: string): CartLine {
    if (!findProduct(product.id)) throw new Error(`Unknown product ${product.id}`);
    this.#itemSequence += 1;
    return {
      itemId: `ci${String(10_000_000 + this.#itemSequence)}`,
      productId: product.id,
      skuId: sku.skuId,
      quantity: Math.min(MAX_LINE_QUANTITY, quantity),
      updatedAt,
      ...(monogram !== undefined && { monogram }),
    };
  }
}
