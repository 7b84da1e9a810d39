import type { Brand } from '@nm/core';
import { HOME_PATH } from '../../model/constants';
import { BRAND_NAMES, logoLabel } from '../../model/strings';

/**
 * header.md §1, §2: the logo links to /. A text wordmark in the brand's
 * type (no image request, no layout shift, sharp at any size); the link's
 * accessible name says where it goes.
 */
export function Logo({ brand }: { brand: Brand }) {
  return (
    <a className={`logo logo--${brand.toLowerCase()}`} href={HOME_PATH} aria-label={logoLabel(brand)}>
      <span className="logo__wordmark" aria-hidden="true">
        {BRAND_NAMES[brand]}
      </span>
    </a>
  );
}
