import type { ComponentProps } from 'react';

/**
 * header.md §2: the "Our Stores" button, its pin and its label, drawn the
 * same by the first paint (ui/parts.tsx, before the store list's chunk
 * arrives) and the loaded StoresButton; each passes its own handlers.
 */
export function StoresOpenButton({ label, ...attributes }: { label: string } & ComponentProps<'button'>) {
  return (
    <button type="button" className="stores-button" aria-haspopup="dialog" {...attributes}>
      <svg
        className="stores-button__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M12 21s-6.5-6.2-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.8 12 21 12 21z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
        <circle cx="12" cy="9.8" r="2.3" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <span>{label}</span>
    </button>
  );
}
