/** header.md §4: the mouse moves above the top edge: clientY under 10. */
const EXIT_EDGE_PX = 10;

/**
 * §4: the pointer leaves through the top edge (`mouseout` to nowhere, clientY
 * under 10). A module of its own, not rules.ts: the early recorder
 * (state/early.ts), a chunk of a few hundred bytes, needs only this.
 */
export function isExitIntent(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget === null && event.clientY < EXIT_EDGE_PX;
}
