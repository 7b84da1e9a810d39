import { css } from '@nm/core';

/**
 * The silo bar's sheet (its lazy chunk adopts it into the header's shadow
 * root, useLazySheet). The header's navigation area holds the page's own
 * slotted nav until the bar is drawn; then the slot is hidden (docs/navigation.md
 * "The page's nav and ours"). Phones use the mobile menu: the area is hidden there.
 */
export const BAR_CSS = css`
.navigation:has(.silo-bar) > slot { display: none; }
.navigation > .navigation-slot { display: block; }
@media (max-width: 767px) { .navigation:has(.silo-bar) { display: none; } }
.silo-nav { position: relative; border-top: 1px solid var(--_nm-color-border); border-bottom: 1px solid var(--_nm-color-border); background: var(--_nm-color-bg); }
.silo-bar {
  display: flex; flex-wrap: nowrap; justify-content: flex-start; gap: 0 4px; margin: 0; padding: 0 16px; list-style: none; min-height: 44px;
  overflow-x: auto; scrollbar-width: none;
  /* Where the row scrolls (below about 850 px), a shadow at each edge with more silos past it, and none at an end
     scrolled to: the two covers (local) travel with the row's ends and hide the shadows (scroll, fixed to the
     box) once an end is in view. Without it the last silos (MAGAZINE, SALE at 800 px) were out of sight with
     nothing to say so. The shadow is the text colour, so it shows on the dark theme too. */
  --_silo-shadow: color-mix(in srgb, var(--_nm-color-text) 28%, transparent);
  background:
    linear-gradient(to right, var(--_nm-color-bg) 40%, transparent) left / 32px 100% no-repeat local,
    linear-gradient(to left, var(--_nm-color-bg) 40%, transparent) right / 32px 100% no-repeat local,
    linear-gradient(to right, var(--_silo-shadow), transparent) left / 12px 100% no-repeat scroll,
    linear-gradient(to left, var(--_silo-shadow), transparent) right / 12px 100% no-repeat scroll;
}
.silo-nav[data-center] .silo-bar { justify-content: safe center; }
.silo { display: flex; align-items: stretch; }
.silo__trigger { display: flex; align-items: center; }
.silo__link, .silo__button {
  display: inline-flex; align-items: center; gap: 4px; min-height: 44px; padding: 0 6px 0 10px;
  color: inherit; text-decoration: none; font: inherit; font-size: 13px; line-height: 1.15; letter-spacing: 0.06em; text-transform: uppercase;
  background: none; border: 0; cursor: pointer; border-bottom: 2px solid transparent;
}
.silo-nav[data-new] .silo__link, .silo-nav[data-new] .silo__button { text-transform: none; letter-spacing: 0.02em; font-size: 14px; }
.silo__link[data-red] { color: var(--_nm-color-error); }
.silo--open .silo__link, .silo--open .silo__button { border-bottom-color: currentColor; }
.silo__adornment { font-size: 11px; color: var(--_nm-color-muted); text-transform: none; letter-spacing: 0; }
.silo__toggle {
  display: inline-flex; align-items: center; justify-content: center; width: 24px; min-height: 44px; padding: 0;
  color: inherit; background: none; border: 0; cursor: pointer;
}
.silo__toggle svg { transition: transform 150ms ease; }
.silo__toggle[aria-expanded="true"] svg { transform: rotate(180deg); }
@media (prefers-reduced-motion: reduce) { .silo__toggle svg { transition: none; } }
/*
 * One 44 px row at every desktop width: the page reserves one row for it (the
 * slotted nav it replaces), and a second row would push the page down. Tighter
 * type and spacing as the window narrows; a name that still does not fit
 * breaks onto a second line inside its silo (the row does not wrap, the silos
 * shrink to their longest word); below that (768 to about 850 px with twelve
 * long names) the row scrolls sideways, and under 900 px names keep to one line. A drawer is not clipped by that
 * scroller: its containing block is .silo-nav, outside it.
 */
@media (max-width: 1400px) {
  .silo-bar { padding: 0 8px; gap: 0; }
  .silo__link, .silo__button { font-size: 12px; letter-spacing: 0.03em; padding: 0 4px 0 8px; }
  .silo__toggle { width: 20px; }
}
@media (max-width: 1140px) {
  .silo__link, .silo__button { font-size: 11px; letter-spacing: 0.01em; padding: 0 2px 0 5px; }
  .silo__toggle { width: 16px; }
  .silo__adornment { display: none; }
}
/* Where the row scrolls anyway (under ~900 px), a name stays on one line: a three-line "NEW / & / NOW" read badly. */
@media (max-width: 900px) {
  .silo__link, .silo__button { white-space: nowrap; }
}
`;

/** A drawer's sheet, with its chunk. */
export const DRAWER_CSS = css`
.drawer {
  position: absolute; left: 0; right: 0; top: 100%; z-index: 20;
  background: var(--_nm-color-bg); color: var(--_nm-color-text);
  border-bottom: 1px solid var(--_nm-color-border); box-shadow: 0 12px 24px rgb(0 0 0 / 0.12);
}
.drawer__inner { display: flex; gap: 32px; max-width: 1440px; margin: 0 auto; padding: 24px 56px 28px 32px; box-sizing: border-box; position: relative; }
.drawer__inner[data-promo-first] { flex-direction: row-reverse; justify-content: flex-end; }
.drawer__columns { display: flex; gap: 32px; flex: 1; min-width: 0; }
.drawer__column, .drawer__list { margin: 0; padding: 0; list-style: none; }
.drawer__column { min-width: 150px; max-width: 220px; }
.drawer__column > li + li { margin-top: 16px; }
.drawer__group { display: inline-block; font-weight: 600; color: inherit; text-decoration: none; padding: 2px 0; }
.drawer__list { margin-top: 6px; }
.drawer__list a, .drawer__designers a { display: inline-block; padding: 3px 0; color: inherit; text-decoration: none; }
.drawer a:hover { text-decoration: underline; }
.drawer a[data-red] { color: var(--_nm-color-error); }
.drawer__boutique { margin-left: 6px; font-size: 11px; color: var(--_nm-color-muted); }
.drawer__promo { flex: 0 0 240px; display: flex; flex-direction: column; gap: 6px; }
.drawer__promo img { display: block; width: 240px; height: 300px; object-fit: cover; background: #f3f3f1; }
.drawer__promo-title { margin: 0; font-weight: 600; font-size: 15px; }
.drawer__promo-text { margin: 0; color: var(--_nm-color-muted); }
.drawer__promo a { color: inherit; }
.drawer__close {
  position: absolute; top: 8px; right: 8px; width: 44px; height: 44px; padding: 0;
  display: inline-flex; align-items: center; justify-content: center; color: inherit; background: none; border: 0; cursor: pointer;
}
.drawer__heading { margin: 0 0 10px; font-size: 12px; font-weight: 600; letter-spacing: 0.08em; }
.drawer__letters { margin: 0 0 12px; padding: 0; list-style: none; display: grid; grid-template-columns: repeat(5, 32px); gap: 2px; }
.drawer__letters a, .drawer__letters span { display: flex; align-items: center; justify-content: center; width: 32px; height: 32px; color: inherit; text-decoration: none; }
.drawer__letters span { color: var(--_nm-color-muted); }
.drawer__designers { max-height: 280px; overflow-y: auto; margin: 0; padding: 0 8px 0 0; list-style: none; columns: 2 180px; }
.drawer__designers > li { break-inside: avoid; }
.drawer__letter { margin: 8px 0 2px; font-size: 12px; font-weight: 600; }
.drawer__designers ul { margin: 0; padding: 0; list-style: none; }
.drawer__all { display: inline-block; margin-top: 12px; color: inherit; font-weight: 600; }
`;

/** The mobile menu's sheet, with its chunk. */
export const MENU_CSS = css`
.nm-dialog.nav-menu { inset: 0 auto 0 0; margin: 0; width: min(360px, 88vw); height: 100%; max-height: none; }
.nav-menu .nm-dialog__body { overflow-x: hidden; }
.nav-menu__bar { display: flex; gap: 8px; padding: 8px 12px; border-bottom: 1px solid var(--_nm-color-border); }
.nav-menu__bar button { min-height: 44px; padding: 0 12px; color: inherit; background: none; border: 1px solid var(--_nm-color-border); font: inherit; cursor: pointer; }
.nav-menu__gender { display: flex; gap: 8px; padding: 12px 16px 0; }
.nav-menu__gender button { flex: 1; min-height: 44px; color: inherit; background: none; border: 1px solid var(--_nm-color-border); font: inherit; cursor: pointer; }
.nav-menu__gender button[aria-pressed="true"] { background: var(--_nm-color-accent); color: var(--_nm-color-accent-text); border-color: var(--_nm-color-accent); }
.nav-level { padding: 8px 0 16px; }
.nav-level--from-right { transform: translateX(100%); }
.nav-level--from-left { transform: translateX(-100%); }
.nav-level--sliding { transform: none; transition: transform 200ms ease-out; }
@media (prefers-reduced-motion: reduce) { .nav-level--from-right, .nav-level--from-left { transform: none; } .nav-level--sliding { transition: none; } }
.nav-level__heading { margin: 8px 16px; font-size: 16px; font-weight: 600; }
.nav-level__list { margin: 0; padding: 0; list-style: none; }
.nav-level__entry {
  display: flex; align-items: center; justify-content: space-between; width: 100%; min-height: 48px; padding: 0 16px; box-sizing: border-box;
  color: inherit; text-decoration: none; background: none; border: 0; border-bottom: 1px solid var(--_nm-color-border); font: inherit; text-align: left; cursor: pointer;
}
.nav-level__entry[data-red] { color: var(--_nm-color-error); }
.nav-menu__favorites { display: block; margin: 16px; color: inherit; }
.nav-menu__status { margin: 16px; color: var(--_nm-color-muted); }
`;
