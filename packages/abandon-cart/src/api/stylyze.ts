import {
  $config,
  decodeCapped,
  hostUrl,
  isRecord,
  logError,
  requestJson,
  safeImageUrl,
  safeLinkUrl,
  sanitizeText,
  toNumber,
} from '@nm/core';
import {
  RECS_TIMEOUT_MS,
  STYLYZE_CHANNEL,
  STYLYZE_PATH,
  STYLYZE_PLACEMENT,
  STYLYZE_PRODUCTS_CAP,
  STYLYZE_TYPE,
} from '../model/constants';
import type { RecommendedProduct } from '../model/recommendations';

/** The shopper and the bag, as the call's query needs them (state/recommendations.ts gathers them). */
export interface StylyzeQuery {
  variantId?: string | undefined;
  subProductId?: string | undefined;
  prodId?: string | undefined;
  gender: string;
  ucaId?: string | undefined;
  isGuest: boolean;
  customerId?: string | undefined;
  brand: string;
}

export interface StylyzeAnswer {
  /** stylyze.masterApiLabel, '' when absent. */
  label: string;
  products: RecommendedProduct[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const record = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});

/** One product, or null when it has no id or name (nothing to show or link). */
export function decodeProduct(raw: unknown): RecommendedProduct | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.id);
  // Names and designers may arrive with markup and entities (as the bag's do): plain text, rendered as text.
  const name = sanitizeText(raw.name);
  if (!id || !name) return null;
  const price = record(raw.price);
  const adornments = Array.isArray(price.adornments)
    ? price.adornments.flatMap((a) => {
        const entry = record(a);
        const value = toNumber(entry.price);
        return value === null ? [] : [{ label: text(entry.label), price: value }];
      })
    : [];
  const firstPromotion = Array.isArray(raw.promotions) ? record(raw.promotions[0]) : {};
  return {
    id,
    name,
    designer: sanitizeText(record(raw.designer).name),
    imageUrl: safeImageUrl(text(record(record(record(raw.media).main).dynamic).url), 'Recommended product image') ?? '',
    promotionalPrice: toNumber(price.promotionalPrice),
    retailPrice: toNumber(price.retailPrice),
    adornments,
    percentOff: toNumber(firstPromotion.percentOff),
    onSale: raw.onSale === true,
    displayable: raw.displayable === true,
    canonicalUrl: safeLinkUrl(text(record(raw.details).canonicalUrl), 'Recommended product link') ?? '',
  };
}

/** The answer: `stylyze.masterApiLabel` and `products[]`; anything else is a failure. */
export function decodeStylyze(data: unknown): StylyzeAnswer | null {
  if (!isRecord(data) || !Array.isArray(data.products)) return null;
  return {
    label: text(record(data.stylyze).masterApiLabel),
    products: decodeCapped('GET /p/api/products/stylyze', data.products, STYLYZE_PRODUCTS_CAP, decodeProduct),
  };
}

/**
 * header.md §7 GET /p/api/products/stylyze, 3 s timeout. On failure (§8
 * "Recommendation failure: logged; none shown") the result is null and one
 * line is logged.
 */
export async function fetchRecommendations(query: StylyzeQuery, signal?: AbortSignal): Promise<StylyzeAnswer | null> {
  try {
    const data = await requestJson<unknown>(hostUrl($config.get().hosts.api, STYLYZE_PATH), {
      searchParams: {
        channel: STYLYZE_CHANNEL,
        placement: STYLYZE_PLACEMENT,
        type: STYLYZE_TYPE,
        variantId: query.variantId,
        subProductId: query.subProductId,
        prodId: query.prodId,
        gender: query.gender,
        ucaId: query.ucaId,
        isGuest: query.isGuest,
        customerId: query.customerId,
        brand: query.brand,
        displayable: true,
      },
      timeout: RECS_TIMEOUT_MS,
      ...(signal && { signal }),
    });
    const answer = decodeStylyze(data);
    if (!answer) logError('Abandon-cart recommendations: the stylyze answer has no products list');
    return answer;
  } catch (error) {
    if (!signal?.aborted) logError('Abandon-cart recommendations failed', error);
    return null;
  }
}
