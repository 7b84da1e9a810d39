import { css } from '@nm/core';

/** The modal's content (the dialog frame is core's), adopted when the modal first mounts: it stays in the modal's chunk. */
export const MODAL_CSS = css`
.abandon-cart.nm-dialog--center { width: min(760px, calc(100% - 32px)); }
.abandon-cart .nm-dialog__body { padding: 16px 24px 24px; overflow: auto; }
.abandon-cart__reminder { margin: 0 0 16px; color: var(--_nm-color-text); }
.abandon-cart__loading { min-height: 48px; color: var(--_nm-color-muted); }
.abandon-cart__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 12px; margin-top: 20px; }
.abandon-cart__cancel, .abandon-cart__bag {
  display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0 20px;
  box-sizing: border-box; border-radius: var(--_nm-radius); font: inherit; font-weight: 600; text-decoration: none; cursor: pointer;
}
.abandon-cart__cancel { border: 1px solid var(--_nm-color-text); background: var(--_nm-color-bg); color: var(--_nm-color-text); }
.abandon-cart__bag { border: 1px solid var(--_nm-color-accent); background: var(--_nm-color-accent); color: var(--_nm-color-accent-text); }
.abandon-cart__cancel:focus-visible, .abandon-cart__bag:focus-visible, .carousel__button:focus-visible, .rec:focus-visible {
  outline: 2px solid var(--_nm-color-focus); outline-offset: 2px;
}
.carousel__title { margin: 0 0 12px; font-size: 1rem; font-weight: 600; }
.carousel__viewport { overflow: hidden; }
.carousel__track { display: flex; touch-action: pan-y pinch-zoom; }
.carousel__slide { flex: 0 0 100%; min-width: 0; display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; padding: 2px; box-sizing: border-box; }
.rec { display: flex; flex-direction: column; gap: 4px; color: var(--_nm-color-text); text-decoration: none; }
a.rec:hover .rec__name { text-decoration: underline; }
.rec__image { display: block; width: 100% !important; height: auto !important; aspect-ratio: 4 / 5; object-fit: cover; background: var(--_nm-color-border); }
.rec .nm-image--none { display: flex; align-items: center; justify-content: center; color: var(--_nm-color-muted); }
.rec__designer { font-weight: 600; text-transform: uppercase; font-size: 0.8125rem; letter-spacing: 0.04em; }
.rec__name { font-size: 0.875rem; }
.rec__off { color: var(--_nm-color-error); font-size: 0.875rem; font-weight: 600; }
.carousel__controls { display: flex; align-items: center; justify-content: center; gap: 16px; margin-top: 12px; }
.carousel__button {
  display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px;
  border: 1px solid var(--_nm-color-border); border-radius: 50%; background: var(--_nm-color-bg); color: var(--_nm-color-text); cursor: pointer;
}
.carousel__button:disabled { opacity: 0.4; cursor: default; }
.carousel__status { min-width: 9em; text-align: center; color: var(--_nm-color-muted); font-size: 0.875rem; }
`;
