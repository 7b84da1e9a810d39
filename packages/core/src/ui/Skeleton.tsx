import { usePrimitivesSheet } from './styles';
export interface SkeletonProps {
  width?: string;
  height?: string;
  className?: string;
}

/** A grey placeholder with the spec's 1.2 s shimmer (none under reduced motion); hidden from screen readers. */
export function Skeleton({ width = '100%', height = '1em', className }: SkeletonProps) {
  usePrimitivesSheet();
  return <span className={`nm-skeleton ${className ?? ''}`.trim()} style={{ width, height }} aria-hidden="true" />;
}
