import { css, VISUALLY_HIDDEN } from '@nm/core';

/** The box: in the element's first sheet (the page's first script). */
export const SEARCH_CSS = css`
:host { position: relative; width: min(480px, 100%); height: 36px; }
/* The base sheet's layout containment would make the host the containing
   block of the fixed overlay; the overlay must cover the page. */
:host { contain: style; }
/* Above the overlay and the page while the shopper is in it. */
:host(:focus-within) { z-index: 1000; }

.field { position: relative; height: 100%; }
.box {
  /* Above the panel (z-index 2), so the focus ring keeps its bottom edge when results show. */
  position: relative; z-index: 3; display: flex; align-items: center; height: 36px; margin: 0;
  border: 1px solid var(--_nm-color-border); border-radius: var(--_nm-radius); background: var(--_nm-color-bg);
}
.box:focus-within { border-color: var(--_nm-color-text); }
/* A header that leaves the box only an icon's width (a phone's): the whole box
   is the input, with the magnifier drawn over it. The container is the box,
   not the host: a size container on the host would also contain the fixed overlay. */
.box { container-type: inline-size; }
@container (max-width: 120px) {
  .box .input { position: absolute; inset: 0; width: 100%; padding: 0; color: transparent; caret-color: transparent; cursor: pointer; }
  .box .input::placeholder { color: transparent; }
  .box .submit { position: absolute; inset: 0; width: 100%; pointer-events: none; }
  .box > .search-icon { margin: 0 auto; }
}
.input {
  flex: 1; min-width: 0; height: 100%; padding: 0 12px; border: 0; background: transparent; color: inherit;
  font: inherit; outline: none;
}
.input::placeholder { color: var(--_nm-color-muted); opacity: 1; }
/* A phone's box before its modal trigger replaces it: the trigger's magnifier, then the placeholder. */
.box > .search-icon { flex: none; margin-left: 12px; }
.box > .search-icon + .input { padding-left: 10px; }
.box:has(.input:focus-visible) { outline: 2px solid var(--_nm-color-focus); outline-offset: 1px; }
.submit {
  display: inline-flex; align-items: center; justify-content: center; flex: none; width: 40px; height: 100%;
  padding: 0; border: 0; background: transparent; color: inherit; cursor: pointer;
}
.reset { flex: none; padding: 0 8px; font-size: 13px; }
.clear {
  display: inline-flex; align-items: center; justify-content: center; flex: none; width: 32px; height: 100%;
  padding: 0; border: 0; background: transparent; color: var(--_nm-color-muted); cursor: pointer;
}
.clear:hover { color: var(--_nm-color-text); }

/* The phone's trigger reads as a search field: magnifier, then the placeholder. */
.phone-trigger-frame { height: 100%; container-type: inline-size; }
.phone-trigger {
  display: flex; align-items: center; gap: 10px; width: 100%; height: 36px; padding: 0 12px; margin: 0;
  border: 1px solid var(--_nm-color-border); border-radius: var(--_nm-radius); background: var(--_nm-color-bg);
  color: var(--_nm-color-muted); font: inherit; text-align: start; cursor: pointer;
}
.phone-trigger .search-icon { flex: none; color: var(--_nm-color-text); }
.phone-trigger__label { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
/* A header that leaves only an icon's width: the magnifier alone, its label still the button's name. */
@container (max-width: 120px) {
  .phone-trigger { justify-content: center; padding: 0; border-color: transparent; }
  .phone-trigger__label { ${VISUALLY_HIDDEN} }
}
button:focus-visible, a:focus-visible { outline: 2px solid var(--_nm-color-focus); outline-offset: 2px; }

.collapsed-trigger {
  display: inline-flex; align-items: center; gap: 8px; height: 36px; padding: 0 12px; border: 1px solid var(--_nm-color-border);
  border-radius: var(--_nm-radius); background: var(--_nm-color-bg); color: inherit; font: inherit; cursor: pointer;
}
.box--trigger .input { cursor: text; }

`;
