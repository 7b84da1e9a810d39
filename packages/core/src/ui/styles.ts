import { css } from '../element/css';
import { useLazySheet } from '../element/lazySheet';

/** The shared primitives' CSS: adopted after the base by the parts that draw them (`usePrimitivesSheet`). */
export const PRIMITIVES_CSS = css`
/* Dialog: native <dialog> in the top layer; 300 ms fade in and out. */
.nm-dialog {
  padding: 0; border: 0; margin: 0; max-width: none; max-height: none; overflow: hidden;
  background: var(--_nm-color-bg); color: var(--_nm-color-text);
  font: inherit; opacity: 1;
  transition: opacity 300ms ease, overlay 300ms allow-discrete, display 300ms allow-discrete;
}
.nm-dialog:not([open]) { opacity: 0; }
@starting-style { .nm-dialog[open] { opacity: 0; } }
.nm-dialog::backdrop {
  background: var(--_nm-color-overlay); opacity: 1;
  transition: opacity 300ms ease, overlay 300ms allow-discrete, display 300ms allow-discrete;
}
.nm-dialog:not([open])::backdrop { opacity: 0; }
@starting-style { .nm-dialog[open]::backdrop { opacity: 0; } }
.nm-dialog--drawer-right { inset: 0 0 0 auto; width: 375px; height: 100%; }
@media (max-width: 767px) { .nm-dialog--drawer-right { width: 320px; } }
.nm-dialog--fullscreen { inset: 0; width: 100%; height: 100%; }
.nm-dialog--center { inset: 0; margin: auto; width: min(560px, calc(100% - 32px)); max-height: calc(100% - 32px); height: fit-content; }
.nm-dialog__panel { display: flex; flex-direction: column; height: 100%; max-height: inherit; }
.nm-dialog__header {
  display: flex; align-items: center; justify-content: space-between; gap: 8px;
  padding: 12px 8px 12px 20px; border-bottom: 1px solid var(--_nm-color-border);
}
.nm-dialog__title { margin: 0; font-size: 18px; font-weight: 600; line-height: 1.3; }
.nm-dialog__close {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: 44px; height: 44px; padding: 0; border: 0; background: transparent; color: inherit; cursor: pointer;
  border-radius: var(--_nm-radius);
}
.nm-dialog__body { flex: 1; overflow-y: auto; overscroll-behavior: contain; }

/* Buttons */
.nm-button {
  display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 10px 20px;
  border: 1px solid var(--_nm-color-accent); border-radius: var(--_nm-radius);
  background: var(--_nm-color-accent); color: var(--_nm-color-accent-text);
  font: inherit; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; text-decoration: none; cursor: pointer;
}
.nm-button--secondary { background: var(--_nm-color-bg); color: var(--_nm-color-accent); }
.nm-button:disabled { opacity: 0.5; cursor: not-allowed; }
.nm-link { color: inherit; text-decoration: underline; text-underline-offset: 2px; background: none; border: 0; padding: 0; font: inherit; cursor: pointer; }

/* Prices */
.nm-price__original { color: var(--_nm-color-muted); }
.nm-price__sale { color: var(--_nm-color-error); }

/* Images */
.nm-picture { display: contents; }
.nm-image { display: block; flex: none; object-fit: cover; background: #f3f3f1; }
.nm-image--none { display: flex; align-items: center; justify-content: center; color: var(--_nm-color-muted); }

/* Skeletons: 1.2 s shimmer (minicart.md §9). */
.nm-skeleton {
  display: inline-block; border-radius: 2px;
  background: linear-gradient(90deg, #ececec 25%, #f7f7f7 50%, #ececec 75%); background-size: 200% 100%;
  animation: nm-shimmer 1.2s linear infinite;
}
@keyframes nm-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }

/* minicart.md §9 text breakpoint 600 px: compact dialog headings. */
@media (max-width: 600px) {
  .nm-dialog__header { padding: 8px 4px 8px 16px; }
  .nm-dialog__title { font-size: 16px; }
}

@media (prefers-reduced-motion: reduce) {
  .nm-dialog, .nm-dialog::backdrop { transition: none; }
  .nm-skeleton { animation: none; }
}
`;

/**
 * The primitives' sheet, for a part that draws them (a dialog, a button, a
 * price, a picture, a skeleton): adopted once per shadow root, right after the
 * base, so the element's own rules may refine them. Only lazy parts draw
 * primitives, so the first script carries none of this CSS.
 */
export function usePrimitivesSheet(): void {
  useLazySheet(PRIMITIVES_CSS, true);
}
