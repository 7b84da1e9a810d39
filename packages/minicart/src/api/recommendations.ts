import {
  $config,
  attempt,
  BadAnswerError,
  describeBody,
  hostUrl,
  isRecord,
  safeImageUrl,
  safeLinkUrl,
  sessionRequest,
  toNumber,
  type ApiResult,
} from '@nm/core';
import { RECS_CHANNEL, RECS_PAGE_SIZE, RECS_PLACEMENT } from '../model/recommendations';

/** minicart.md §3 "Recommendation product", decoded. */
export interface Recommendation {
  prodId: string;
  brand: string;
  title: string;
  regularPrice: number | null;
  displayPrice: number | null;
  canonicalUrl: string;
  imageUrl: string;
}

export interface Recommendations {
  products: Recommendation[];
  masterApiLabel: string;
}

/** minicart.md §7: the recommendations service's master-api. */
const RECS_PATH = '/master-api';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function decodeProduct(raw: unknown): Recommendation | null {
  if (!isRecord(raw)) return null;
  const prodId = text(raw.prodId);
  const title = text(raw.title);
  if (!prodId || !title) return null;
  const price = isRecord(raw.price) ? raw.price : {};
  return {
    prodId,
    title,
    brand: text(raw.brand),
    regularPrice: toNumber(price.regularPrice),
    displayPrice: toNumber(price.displayPrice),
    // The core URL policy: a refused URL is dropped (logged once); the product still shows.
    canonicalUrl: safeLinkUrl(text(raw.canonicalUrl), 'Recommendation link') ?? '',
    imageUrl: safeImageUrl(text(raw.imageUrl), 'Recommendation image') ?? '',
  };
}

function decodeRecommendations(data: unknown): Recommendations {
  if (!isRecord(data) || !Array.isArray(data.products))
    throw new BadAnswerError(`GET master-api answered ${describeBody(data)} without products`);
  return {
    products: data.products
      .map(decodeProduct)
      .filter((p): p is Recommendation => p !== null)
      .slice(0, RECS_PAGE_SIZE),
    masterApiLabel: text(data.masterApiLabel),
  };
}

export const getRecommendations = (
  variantId: string | undefined,
  signal?: AbortSignal,
): Promise<ApiResult<Recommendations>> =>
  attempt('GET recommendations master-api', async () =>
    decodeRecommendations(
      await sessionRequest<unknown>(hostUrl($config.get().hosts.recs, RECS_PATH), {
        searchParams: { pageSize: RECS_PAGE_SIZE, channel: RECS_CHANNEL, placement: RECS_PLACEMENT, variantId },
        signal,
      }),
    ),
  );
