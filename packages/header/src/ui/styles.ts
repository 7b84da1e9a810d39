import { css, PHONE_QUERY } from '@nm/core';
import { MINICART_CSS } from '@nm/minicart';
import { ACCOUNT_CSS } from './account/styles';
import { GENDER_NAV_CSS } from './gender/styles';
import { STORES_CSS } from './stores/styles';
import { SEARCH_CSS } from '@nm/search';
import { DESKTOP_HEIGHT_PX, PHONE_BAR_HEIGHT_PX, PHONE_SEARCH_ROW_PX } from '../model/constants';

/**
 * The search's and the bag's element sheets speak of `:host`, their own
 * element. Inside the header they are not hosts but boxes in its shadow
 * root: `:host(X)` becomes `scope X` and `:host` becomes `scope`, so the
 * same rules style the same components, and nothing of theirs reaches the
 * header's own host. Their panels' sheets (adopted by the panels when they
 * load) have no `:host` rule and apply as they are.
 */
export function scopeHostCss(cssText: string, scope: string): string {
  return cssText
    .replace(/:host\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g, (_match, inner: string) => `${scope}${inner}`)
    .replace(/:host\b/g, scope);
}

/**
 * header.md §4 "Gender": the men's dark mode (MEN_DARKMODE). Every pair is
 * WCAG AA or better (checked in element.browser.test.tsx with axe):
 * text #f5f5f5 on #111111 is 17.9:1, muted #b8b8b8 on #111111 9.8:1, the
 * badge #111111 on #ffffff 18.9:1, the focus ring #8ab4ff on #111111 8.7:1.
 * A page may override each through `--nm-dark-*`.
 */
const DARK_TOKENS = css`
.header[data-theme="dark"] {
  --_nm-color-text: var(--nm-dark-color-text, #f5f5f5);
  --_nm-color-muted: var(--nm-dark-color-muted, #b8b8b8);
  --_nm-color-bg: var(--nm-dark-color-bg, #111111);
  --_nm-color-border: var(--nm-dark-color-border, #5a5a5a);
  --_nm-color-accent: var(--nm-dark-color-accent, #ffffff);
  --_nm-color-accent-text: var(--nm-dark-color-accent-text, #111111);
  --_nm-color-badge-bg: var(--nm-dark-color-badge-bg, #ffffff);
  --_nm-color-badge-text: var(--nm-dark-color-badge-text, #111111);
  --_nm-color-focus: var(--nm-dark-color-focus, #8ab4ff);
  --_nm-color-error: var(--nm-dark-color-error, #ff8f8f);
}
`;

// :host's min-height: the reserved height holds from the upgrade on, so the frame between the shadow root's
// creation and the first render (an empty root) does not collapse the box the :not(:defined) rule kept.
const SHELL_CSS = css`
/* A block across the page, in its flow (desktop) or stuck to the top (phone,
   header.md §4). Not layout-contained: the search's overlay is fixed to the
   viewport. The host lets the pointer through where the header is moved away. */
:host { display: block; position: relative; z-index: 900; width: 100%; min-height: ${DESKTOP_HEIGHT_PX}px; contain: style; pointer-events: none; }
@media ${PHONE_QUERY} {
  :host { position: sticky; top: 0; min-height: ${PHONE_BAR_HEIGHT_PX + PHONE_SEARCH_ROW_PX}px; }
}

.header {
  display: block; pointer-events: auto; position: relative;
  background: var(--_nm-color-bg); color: var(--_nm-color-text);
  transition: transform 200ms ease, box-shadow 200ms ease;
}
/* Moved out of view (header.md §4), unless focus is inside: a keyboard user tabbing back into it sees it. */
.header[data-hidden]:not(:focus-within) { transform: translateY(-100%); }
.header[data-shadowed] { box-shadow: 0 2px 8px rgb(0 0 0 / 0.18); }
@media (prefers-reduced-motion: reduce) { .header { transition: none; } }

.bar {
  display: grid; align-items: center; column-gap: 24px;
  /* The sides are at least their content (the end holds most of the parts), the search takes what is left up
     to 480 px; centred when there is room. Equal 1fr halves drew the end's parts over each other below ~1440 px. */
  grid-template-columns: minmax(max-content, 1fr) minmax(0, 480px) minmax(max-content, 1fr);
  grid-template-areas: "start search end";
  height: ${DESKTOP_HEIGHT_PX}px; padding: 0 24px;
  /* Inside the reserved height (box-sizing: border-box), so the box does not grow by the line. */
  border-bottom: 1px solid var(--_nm-color-border);
}
.bar__start { grid-area: start; display: flex; align-items: center; gap: 4px; min-width: 0; }
.bar__search { grid-area: search; }
.bar__end { grid-area: end; display: flex; align-items: center; justify-content: flex-end; gap: 4px; min-width: 0; }

.logo {
  display: inline-flex; align-items: center; min-height: 44px; padding: 0 4px;
  color: var(--_nm-color-text); text-decoration: none; white-space: nowrap;
}
.logo__wordmark { font-size: 22px; line-height: 1; letter-spacing: 0.12em; text-transform: uppercase; font-weight: 300; }
.header[data-brand="HC"] .logo__wordmark { font-style: italic; letter-spacing: 0.06em; text-transform: none; font-size: 26px; }

.icon-link {
  display: inline-flex; align-items: center; justify-content: center; flex: none; width: 44px; height: 44px; padding: 0;
  border: 0; border-radius: var(--_nm-radius); background: transparent; color: var(--_nm-color-text); text-decoration: none; cursor: pointer;
}
.icon { display: block; width: 24px; height: 24px; }
.part { display: flex; align-items: center; min-width: 0; }
/* The offers tooltip's positioned wrapper, right after the account (header.md §2 "near the account area"): the
   tooltip hangs below the account button, its arrow at the button, not at the header's far edge. */
.offers-slot { position: relative; align-self: stretch; }
a:focus-visible, button:focus-visible { outline: 2px solid var(--_nm-color-focus); outline-offset: 2px; }

/* The search, as <nm-search> lays itself out, inside the header. */
.search-host { justify-self: center; width: 100%; max-width: 480px; }
/* The bag: an icon on phones and the bag pages, the "Shopping Bag" button elsewhere. */
.bag-host { display: flex; align-items: center; width: auto; min-width: 44px; height: 44px; }

.navigation { display: block; }
.navigation[hidden], .menu-region[hidden] { display: none; }

/* A narrow desktop (768 to 1023 px, a tablet on its side): with the gender nav, the gift finder and "Checkout {n}"
   the sides took all but 9 px of the bar at 768 and the search was squeezed to nothing. A smaller wordmark, tighter
   gaps and padding leave the search room for its placeholder and a term (element.layout.browser.test.tsx). */
@media (max-width: 1023px) {
  .bar { column-gap: 12px; padding: 0 12px; }
  .bar__end { gap: 0; }
  .logo__wordmark { font-size: 16px; letter-spacing: 0.06em; }
  .header[data-brand="HC"] .logo__wordmark { font-size: 20px; }
}

/* Phone (header.md §9: the 767 px breakpoint, core's PHONE_QUERY): the bar, then the search on its own row. */
@media ${PHONE_QUERY} {
  .bar {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-rows: ${PHONE_BAR_HEIGHT_PX}px ${PHONE_SEARCH_ROW_PX}px;
    grid-template-areas: "start end" "search search";
    column-gap: 8px; height: ${PHONE_BAR_HEIGHT_PX + PHONE_SEARCH_ROW_PX}px; padding: 0 8px;
  }
  .bar__search { justify-self: stretch; max-width: none; align-self: center; padding: 0 4px; }
  /* The wordmark takes the room the end's icons leave it (the start's width, less the menu button, its gap and
     the logo's padding: 56 px), up to its size: 17 px (NM) or 21 px (HC) where there is room, smaller below. At a
     fixed size it ran under the gift finder at 320 px. Its width is about 9.5 (NM, letter-spaced capitals) or
     4.1 (HC's italic) times its size in Arial and Times metrics; 10 and 4.8 leave room for Helvetica and Georgia.
     At 12 px NM's two words go on two lines rather than shrink further or run under the icons (320 px with the
     gift finder and a notification badge). */
  .bar__start { container-type: inline-size; }
  /* The last guard, for a page font far wider than these (--nm-font-family): the wordmark is cut, never drawn under
     the icons. */
  .logo { white-space: normal; line-height: 1.1; min-width: 0; overflow: hidden; }
  .logo__wordmark { font-size: clamp(12px, (100cqi - 56px) / 10, 17px); letter-spacing: 0.08em; line-height: 1.1; text-wrap: balance; }
  .header[data-brand="HC"] .logo__wordmark { font-size: clamp(12px, (100cqi - 56px) / 4.8, 21px); }
  .bar__end { gap: 0; }
  /* The stores part holds only its dialog here: the mobile menu's entry opens it. */
  .stores-slot { display: contents; }
  .stores-slot .stores-button { display: none; }
}
`;

/** The header's element sheet: the search's and the bag's first-paint rules, scoped to their boxes, then the shell's. */
export const HEADER_CSS = [
  scopeHostCss(SEARCH_CSS, '.search-host'),
  scopeHostCss(MINICART_CSS, '.bag-host'),
  DARK_TOKENS,
  SHELL_CSS,
  ACCOUNT_CSS,
  STORES_CSS,
  GENDER_NAV_CSS,
].join('\n');

/** STICKY_HEADER_DESKTOP (header.md §4): the desktop header sticks too (adopted only with the toggle on). */
export const STICKY_DESKTOP_CSS = css`
:host { position: sticky; top: 0; }
`;
