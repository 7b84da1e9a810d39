// In-memory shopping bags, one per user id, standing in for the cart service.
// Each demo host instance owns its own store, so parallel tests never share carts.

import { findProduct, listProducts } from './catalogue';
import type { Product, ProductSku } from './catalogue';

export const DEMO_USER_ID = 'demo-user-1';
export const MAX_LINE_QUANTITY = 99;

export interface CartLine {
  itemId: string;
  productId: string;
  skuId: string;
  quantity: number;
  /** Epoch ms of the last change; the bag lists newest first. */
  updatedAt: number;
  /** Monogram text, for monogrammable products. */
  monogram?: string;
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
    const markedDown = requireProduct('marked-down', (p) => p.salePrice !== undefined && !p.finalSale && !p.dropShip && !p.backOrder && p.sizes.length > 0 && p.colours.length > 0);
    const preOrder = requireProduct('pre-order', (p) => p.preOrder && p.shipLeadDays !== undefined && !p.dropShip);
    const dropShip = requireProduct('drop-ship home', (p) => p.category === 'Home' && p.dropShip && !p.perishable && (p.deliveryDays ?? 0) > 0 && !p.preOrder && !p.backOrder);
    // Stored deliberately out of date order, so clients must sort newest first themselves.
    this.#carts.set(DEMO_USER_ID, [
      this.#newLine(preOrder, middleSku(preOrder), 1, now - 2 * DAY),
      this.#newLine(markedDown, middleSku(markedDown), 1, now - 3 * HOUR),
      this.#newLine(dropShip, middleSku(dropShip), 1, now - 5 * DAY),
    ]);
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
