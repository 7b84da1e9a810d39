import { firstPaintStore, logErrorOnce, type Gender } from '@nm/core';
import { map } from 'nanostores';
import { getSilos, type SilosRequest } from '../api/navigation';
import { fallbackSilos } from '../model/fallback';
import type { Category, NavView } from '../model/types';

/** One gender's menu: the service's, or the bundled fallback (header.md §2, §8). */
export interface LoadedMenu {
  silos: Category[];
  source: 'service' | 'fallback';
}

/**
 * header.md §7: the menus of this page, by gender. Each is
 * asked for once and kept for the page's life; the desktop bar and the
 * mobile menu read the same entry (whichever asked first chose the view: a
 * window turned from desktop to phone does not ask again). A gender switch
 * asks for the other gender's menu, once. Written only here.
 *
 * A first-paint store: the silo bar's part can hydrate after the menu is in (a phone's menu opened while the bar's
 * chunk was on its way asks for it), and it must hydrate against the empty menus the server drew with, then draw
 * the menu in the render after.
 */
export const $menus = firstPaintStore('menus', map<Partial<Record<Gender, LoadedMenu>>>({}));

const pending = new Map<Gender, Promise<LoadedMenu>>();
/** Counts resets: an answer to a request asked before the latest one is not stored. */
let resets = 0;

export interface LoadOptions {
  view: NavView;
  globalAssets: boolean;
  extra?: Record<string, string>;
  /** The call; the service by default, a stub in tests. */
  fetch?: (request: SilosRequest) => ReturnType<typeof getSilos>;
}

/**
 * The menu for a gender: from the cache, or one request. A failure or a bad
 * answer logs `Navigation API Failed` once for the page and uses the
 * bundled fallback silos for that gender (§8), kept like an answer.
 */
export function loadMenu(
  gender: Gender,
  { view, globalAssets, extra, fetch = getSilos }: LoadOptions,
): Promise<LoadedMenu> {
  const known = $menus.get()[gender];
  if (known) return Promise.resolve(known);
  let request = pending.get(gender);
  if (!request) {
    const askedAfter = resets;
    request = fetch({ view, gender, globalAssets, ...(extra && { extra }) }).then((result) => {
      let menu: LoadedMenu;
      if (result.ok) menu = { silos: result.data, source: 'service' };
      else {
        logErrorOnce('navigation-api', 'Navigation API Failed', result.error);
        menu = { silos: fallbackSilos(gender), source: 'fallback' };
      }
      if (askedAfter !== resets) return menu;
      $menus.setKey(gender, menu);
      pending.delete(gender);
      return menu;
    });
    pending.set(gender, request);
  }
  return request;
}

/** For tests and stories: forget the page's menus, and the answers still on their way. */
export function resetMenus(): void {
  resets += 1;
  pending.clear();
  $menus.set({});
}

/** For stories and tests: a menu as if it had been loaded. */
export function provideMenu(gender: Gender, menu: LoadedMenu): void {
  $menus.setKey(gender, menu);
}
