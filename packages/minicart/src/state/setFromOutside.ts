import { $cart } from '@nm/core';

/**
 * minicart.md §4: "Closing resets the flag that says the cart was set from
 * outside." Its own module: the initial script runs it, and must not pull
 * in the cart decoding (and its sanitiser) that only the panel needs.
 */
export function resetSetFromOutside(): void {
  const state = $cart.get();
  if (state.setFromOutside) $cart.set({ ...state, setFromOutside: false });
}
