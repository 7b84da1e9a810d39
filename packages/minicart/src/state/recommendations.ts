import { atom } from 'nanostores';
import { getRecommendations, type Recommendation } from '../api/recommendations';
import { logFailure } from '../api/result';
import type { LineItem } from '../model/lineItem';
import { recommendationVariantId, recommendationsTitle } from '../model/recommendations';

export interface RecommendationsState {
  title: string;
  products: Recommendation[];
}

/** null: nothing to show (not loaded, or the call failed: minicart.md §8 shows nothing). */
export const $recommendations = atom<RecommendationsState | null>(null);

/** minicart.md §2, §7: fetched when the panel opens. */
export async function loadRecommendations(items: readonly LineItem[], signal: AbortSignal): Promise<void> {
  const result = await getRecommendations(recommendationVariantId(items), signal);
  if (signal.aborted) return;
  if (!result.ok) { logFailure(result); $recommendations.set(null); return; }
  $recommendations.set(result.data.products.length > 0
    ? { title: recommendationsTitle(items.length > 0), products: result.data.products }
    : null);
}
