import { Skeleton } from '@nm/core';

/** The most skeleton rows drawn: a bag of 40 fills the panel long before 40 rows. */
const MAX_ROWS = 6;

/** minicart.md §2: while loading, one skeleton row per counted item. */
export function LoadingRows({ count }: { count: number }) {
  const rows = Math.min(Math.max(count, 1), MAX_ROWS);
  return (
    <ul className="lines" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="line line--loading">
          <Skeleton width="100px" height="125px" />
          <div className="line__details">
            <Skeleton width="50%" height="14px" />
            <Skeleton width="80%" height="14px" />
            <Skeleton width="40%" height="14px" />
          </div>
        </li>
      ))}
    </ul>
  );
}
