import { atom } from 'nanostores';
import type { AbandonTrigger } from '../model/rules';
import type { RecommendedProduct } from '../model/recommendations';

/**
 * The page's one abandon-cart modal (several elements on a page share it).
 * watching: waiting for a trigger; counting: the 5 s after one; open: shown;
 * done: shown and closed, or shown in another tab (once a day, so this page is done).
 * Written only by the actions in machine.ts.
 */
type AbandonPhase = 'watching' | 'counting' | 'open' | 'done';

export interface AbandonCartState {
  phase: AbandonPhase;
  trigger: AbandonTrigger | null;
}

export const $abandonCart = atom<AbandonCartState>({ phase: 'watching', trigger: null });

/**
 * The recommendations for the modal: loading (asked when the countdown
 * starts), ready (at least 3 displayable, at most 12), or none (failure, or
 * fewer than 3: the modal reminds without a carousel). Written by recommendations.ts.
 */
export interface RecommendationsState {
  status: 'idle' | 'loading' | 'ready' | 'none';
  /** stylyze.masterApiLabel, the dialog's title; '' until known. */
  label: string;
  products: RecommendedProduct[];
}

export const $recommendations = atom<RecommendationsState>({ status: 'idle', label: '', products: [] });
