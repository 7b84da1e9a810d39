/**
 * The navigation's numbers and ids (header.md §2, §4 "Silo drawer", "Mobile
 * menu", §9). Tests that cite the spec assert the literal values, never these names.
 */

/** §9: hover-intent sensitivity (px the pointer may move between two polls and still count as resting). */
export const HOVER_SENSITIVITY_PX = 5;
/** §9: hover-intent polling interval. (Its timeout, 0, is the delay of its "out": a pending intent is dropped at once.) */
export const HOVER_INTERVAL_MS = 100;
/** §4 "Silo drawer", §9: the drawer closes this long after the pointer left the silo and its drawer. */
export const HOVER_OUT_MS = 300;
/** §4 "Mobile menu", §9: the slide starts about 10 ms after a level is loaded… */
export const SLIDE_START_MS = 10;
/** …and is resolved about 220 ms later. */
export const SLIDE_FINISH_MS = 220;
/** §9, §2: the designers drawer. */
export const DESIGNERS_CATEGORY_ID = 'cat000730';
/** §2 routes: navpath values start with this id. */
export const ROOT_CATEGORY_ID = 'cat000000';
/** §2 "Silo drawers": the A-Z list is in rows of 5. */
export const LETTERS_PER_ROW = 5;

/**
 * Caps on the silos answer (docs/ARCHITECTURE.md "Caps on what a service answers"), the rest dropped and logged
 * once: a bar holds about a dozen silos (the fallback menus have 11 and 12); a drawer's columns a few dozen links;
 * the designers silo lists every designer under A-Z (hundreds); the whole menu, its JSON-LD included, stays a few
 * milliseconds of work. A 3,000-silo answer was drawn whole.
 */
export const MAX_SILOS = 30;
export const MAX_CATEGORIES_PER_PARENT = 100;
export const MAX_DESIGNERS_PER_PARENT = 1000;
export const MAX_MENU_ENTRIES = 3000;
