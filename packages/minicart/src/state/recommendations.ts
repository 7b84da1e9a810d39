import { $cart, logFailure } from '@nm/core';
import { atom } from 'nanostores';
import { getRecommendations, type Recommendation, type Recommendations } from '../api/recommendations';
import type { LineItem } from '../model/lineItem';
import { recommendationVariantId, recommendationsTitle } from '../model/recommendations';

export interface RecommendationsState {
  title: string;
  products: Recommendation[];
}

/** null: nothing to show (not loaded, or the call failed: minicart.md §8 shows nothing). */
export const $recommendations = atom<RecommendationsState | null>(null);

/**
 * Answers kept for the page's life, by request: the request is decided by the
 * bag's variantId alone (minicart.md §7), so the same bag asks the same
 * question and gets the answer it had. Opening the drawer 200 times over an
 * unchanged bag asks once. Only successes are kept (a failure is asked again
 * at the next opening); a few bags at most, the oldest dropped first.
 */
const answers = new Map<string, Recommendations>();
const MAX_KEPT = 8;
const keyOf = (variantId: string | undefined) => variantId ?? '';

/*
 * A cart that goes back to none (a story or a test starting over) forgets
 * the answers, so the next bag asks again. Watched from the first load on,
 * not at import, so importing this module starts nothing.
 */
let watchingCart = false;
function forgetWithTheCart(): void {
  if (watchingCart) return;
  watchingCart = true;
  $cart.listen((state) => {
    if (state.cart === null) answers.clear();
  });
}

function show(items: readonly LineItem[], answer: Recommendations): void {
  $recommendations.set(
    answer.products.length > 0 ? { title: recommendationsTitle(items.length > 0), products: answer.products } : null,
  );
}

/** minicart.md §2, §7: wanted when the panel opens; asked only when this bag's answer is not known yet. */
export async function loadRecommendations(items: readonly LineItem[], signal: AbortSignal): Promise<void> {
  forgetWithTheCart();
  const variantId = recommendationVariantId(items);
  const known = answers.get(keyOf(variantId));
  if (known) {
    show(items, known);
    return;
  }
  const result = await getRecommendations(variantId, signal);
  if (signal.aborted) return;
  if (!result.ok) {
    logFailure(result, 'Minicart');
    $recommendations.set(null);
    return;
  }
  answers.delete(keyOf(variantId));
  answers.set(keyOf(variantId), result.data);
  if (answers.size > MAX_KEPT) answers.delete(answers.keys().next().value as string);
  show(items, result.data);
}

/** For tests: forget the kept answers. */
export function resetRecommendationsCache(): void {
  answers.clear();
}
