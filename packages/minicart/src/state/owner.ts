import { openMiniCart, type PanelTrigger } from '@nm/core';
import { atom } from 'nanostores';

/**
 * A page may carry several `<nm-minicart>` (a header and a sticky header):
 * they share one panel state, so exactly one of them renders the panel.
 * The owner is the instance the shopper clicked, else the first on the page.
 */
const instances: symbol[] = [];
export const $panelOwner = atom<symbol | null>(null);

export function registerInstance(id: symbol): () => void {
  instances.push(id);
  if ($panelOwner.get() === null) $panelOwner.set(id);
  return () => {
    const index = instances.indexOf(id);
    if (index >= 0) instances.splice(index, 1);
    if ($panelOwner.get() === id) $panelOwner.set(instances[0] ?? null);
  };
}

function claimPanel(id: symbol): void {
  $panelOwner.set(id);
}

/** Opens the panel in `instance` (the one the shopper clicked): it renders there. */
export function openPanelFor(instance: symbol, trigger: PanelTrigger): void {
  claimPanel(instance);
  openMiniCart(trigger);
}
