import { usePrimitivesSheet } from './styles';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { deepActiveElement, restoreFocus } from './focus';
import { lockScroll, unlockScroll } from './scrollLock';

export type DialogCloseReason = 'escape' | 'overlay' | 'close-button';

export interface DialogProps {
  open: boolean;
  onClose(reason: DialogCloseReason): void;
  /** The visible title; it names the dialog. */
  title: ReactNode;
  /** `drawer-right` (the bag), `center`, or `fullscreen` (phone search). */
  placement?: 'drawer-right' | 'center' | 'fullscreen';
  /** Where focus goes on close; defaults to what had focus when it opened. */
  returnFocusTo?: HTMLElement | null;
  closeLabel?: string;
  className?: string;
  /** Called once the dialog is open and focus has moved in. */
  onOpened?(dialog: HTMLDialogElement): void;
  children: ReactNode;
}

/**
 * The WAI-ARIA dialog pattern on the native <dialog>: showModal() puts it in
 * the top layer (above any z-index, outside any overflow:hidden ancestor),
 * makes the page inert, keeps focus inside and handles Escape, all from
 * inside the shadow root. Overlay clicks land on the <dialog> itself
 * (its ::backdrop), never on its content.
 */
export function Dialog({
  open,
  onClose,
  title,
  placement = 'center',
  returnFocusTo,
  closeLabel = 'Close',
  className,
  onOpened,
  children,
}: DialogProps) {
  usePrimitivesSheet();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  const onOpenedRef = useRef(onOpened);
  // The latest callbacks, updated after each render (never during one), before the open effect below runs.
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    onOpenedRef.current = onOpened;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = returnFocusTo ?? deepActiveElement();
    const owner = {};
    if (!dialog.open) dialog.showModal();
    lockScroll(owner);
    onOpenedRef.current?.(dialog);
    return () => {
      unlockScroll(owner);
      if (dialog.open) dialog.close();
      restoreFocus(opener);
    };
    // returnFocusTo is read when the dialog opens; a later change must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`nm-dialog nm-dialog--${placement}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let the owner decide (it animates and reports the reason).
        event.preventDefault();
        onCloseRef.current('escape');
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current('overlay');
      }}
    >
      <div className="nm-dialog__panel">
        <div className="nm-dialog__header">
          <h2 className="nm-dialog__title" id={titleId}>
            {title}
          </h2>
          <button
            type="button"
            className="nm-dialog__close"
            aria-label={closeLabel}
            onClick={() => onCloseRef.current('close-button')}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="nm-dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
