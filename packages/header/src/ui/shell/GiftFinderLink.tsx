import { GIFT_FINDER_PATH } from '../../model/constants';
import { GIFT_FINDER_LABEL } from '../../model/strings';

/** header.md §2: the gift finder icon, desktop and mobile (toggle GIFT_FINDER_ICON; the shell decides whether it shows). */
export function GiftFinderLink() {
  return (
    <a className="icon-link gift-finder" href={GIFT_FINDER_PATH} aria-label={GIFT_FINDER_LABEL}>
      <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          d="M3.75 10.5h16.5v3H3.75zM5.25 13.5h13.5v7.5H5.25zM12 10.5V21M12 10.5c-1.5-3.5-5.5-4.5-5.5-2s3 2 5.5 2zM12 10.5c1.5-3.5 5.5-4.5 5.5-2s-3 2-5.5 2z"
        />
      </svg>
    </a>
  );
}
