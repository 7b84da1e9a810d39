import { Dialog } from '@nm/core';
import { useEffect, useRef } from 'react';
import { SEARCH_MODAL_BODY_CLASS } from '../model/constants';
import { liveChatElements } from '../model/liveChat';
import { SearchField } from './SearchField';

export interface SearchModalProps {
  open: boolean;
  onClose(): void;
  kind: 'phone' | 'collapsed';
  placeholder: string;
  /** Where "SNAP. FIND. SHOP." goes; null hides it (its toggle). */
  cameraUrl: string | null;
  /** The text the box starts with (the element's `value`: the term of the results page). */
  initialValue?: string;
}

/** header.md §4: a live-chat frame must not sit over the phone modal (which ones: model/liveChat.ts). */
function hideLiveChat(doc: Document): () => void {
  const hidden = liveChatElements(doc).map((el) => {
    const before = el.style.visibility;
    el.style.visibility = 'hidden';
    return () => {
      el.style.visibility = before;
    };
  });
  return () => hidden.forEach((restore) => restore());
}

/**
 * The search modal: full screen on a phone (header.md §2 "Mobile search
 * box"), centred for the collapsed search bar. The core Dialog gives the
 * top layer, the inert page, the shared scroll lock, Escape and the return of
 * focus; this adds the body class, the reset button, the camera link and
 * the hidden live chat.
 */
export function SearchModal({ open, onClose, kind, placeholder, cameraUrl, initialValue = '' }: SearchModalProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    document.body.classList.add(SEARCH_MODAL_BODY_CLASS);
    const showChat = kind === 'phone' ? hideLiveChat(document) : () => {};
    return () => {
      document.body.classList.remove(SEARCH_MODAL_BODY_CLASS);
      showChat();
    };
  }, [open, kind]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Search"
      placement={kind === 'phone' ? 'fullscreen' : 'center'}
      closeLabel="Close search"
      className={`search-modal search-modal--${kind}`}
      onOpened={() => inputRef.current?.focus()}
    >
      <div className="search-modal__body">
        {/* The camera link sits under the box, above the answer: results growing below it move nothing. */}
        <SearchField
          placeholder={placeholder}
          initialValue={initialValue}
          variant="modal"
          inputRef={inputRef}
          onEscape={onClose}
          showReset
          afterBox={
            kind === 'phone' && cameraUrl !== null ? (
              <a className="camera-link" href={cameraUrl}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path
                    d="M4 8h3l2-2h6l2 2h3v11H4z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                    strokeLinejoin="round"
                  />
                  <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
                </svg>
                SNAP. FIND. SHOP.
              </a>
            ) : undefined
          }
        />
      </div>
    </Dialog>
  );
}
