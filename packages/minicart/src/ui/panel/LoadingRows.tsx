import { Skeleton } from '@nm/core';
import { skeletonRowCount } from '../../model/constants';

/** minicart.md §2: while loading, one skeleton row per counted item (none for 0; model/constants.ts). */
export function LoadingRows({ count }: { count: number }) {
  const rows = skeletonRowCount(count);
  if (rows === 0) return null;
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
