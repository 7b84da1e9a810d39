import { lazy } from 'react';

/**
 * The panel and the modals are not needed until the shopper is in the box:
 * each is a chunk of its own, loaded after the interactive search (which
 * SearchBox loads). Each
 * loader is remembered, so a preload (on focus or idle) and the later render
 * share one request.
 */
let panelModule: Promise<typeof import('./Panel')> | undefined;
let modalModule: Promise<typeof import('./SearchModal')> | undefined;

let panelLoaded = false;
export const loadPanel = () => (panelModule ??= import('./Panel').then((m) => { panelLoaded = true; return m; }));
/** Whether the panel's chunk is in: until it is, there is no listbox for the box to point at. */
export const isPanelLoaded = () => panelLoaded;
export const loadModal = () => (modalModule ??= import('./SearchModal'));

export const LazyPanel = lazy(() => loadPanel().then((m) => ({ default: m.Panel })));
export const LazySearchModal = lazy(() => loadModal().then((m) => ({ default: m.SearchModal })));
