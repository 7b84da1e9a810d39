import { openMiniCart, pageWide, type PanelTrigger } from '@nm/core';

/**
 * A page may carry several `<nm-minicart>` (a header and a sticky header):
 * they share one panel state, so exactly one of them renders the panel.
 * The owner is the instance the shopper clicked, else the first on the page.
 */
const panelHolders = pageWide<symbol>();
export const $panelOwner = panelHolders.$owner;

/** One `<nm-minicart>` on the page; returns its leave. */
export function registerInstance(id: symbol): () => void {
  return panelHolders.join(id);
}

/** Opens the panel in `instance` (the one the shopper clicked): it renders there. */
export function openPanelFor(instance: symbol, trigger: PanelTrigger): void {
  panelHolders.claim(instance);
  openMiniCart(trigger);
}
