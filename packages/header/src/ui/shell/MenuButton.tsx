import { MENU_BUTTON_LABEL } from '../../model/strings';
import { useStore } from '@nm/core';
import { $mobileMenuOpen, toggleMobileMenu } from '../../state/menu';

/**
 * header.md §2 "Hamburger button": opens the mobile navigation (the
 * navigation package renders the menu into the shell's menu region, `controls`).
 */
export function MenuButton({ controls }: { controls: string }) {
  const open = useStore($mobileMenuOpen);
  return (
    <button
      type="button"
      className="icon-link menu-button"
      aria-label={MENU_BUTTON_LABEL}
      aria-expanded={open}
      aria-controls={controls}
      onClick={toggleMobileMenu}
    >
      <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth="1.5" d="M3 6.75h18M3 12h18M3 17.25h18" />
      </svg>
    </button>
  );
}
