import { usePrimitivesSheet } from './styles';
import { useEffect, useState } from 'react';
import { pageClock } from '../state/clock';

/** minicart.md §8: a broken image gives way to the no-image picture after 500 ms. */
const IMAGE_FALLBACK_DELAY_MS = 500;
const NO_IMAGE_ALT = 'No image available';

export interface ProductImageProps {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  fallbackDelayMs?: number;
  className?: string;
  /** Density candidates for `src` (`… 1x, … 1.5x, … 2x`), from the widget's image rules. */
  srcSet?: string;
  /** `<picture>` sources by media query, for images whose width follows the breakpoints. */
  sources?: ReadonlyArray<{ media: string; srcSet: string }>;
}

/**
 * A product picture with a fixed box (so nothing shifts while it loads) and
 * the spec's fallback. The no-image picture is drawn inline, not fetched:
 * it must show even when the image host is what failed, and under a CSP
 * that allows no data: images.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  fallbackDelayMs = IMAGE_FALLBACK_DELAY_MS,
  className,
  srcSet,
  sources = [],
}: ProductImageProps) {
  usePrimitivesSheet();
  const [failed, setFailed] = useState(!src);
  const [showFallback, setShowFallback] = useState(!src);
  // A new src starts over. Adjusted while rendering (React's pattern for state that follows a prop), so the old
  // picture's failure never paints over the new one for a frame.
  const [shownSrc, setShownSrc] = useState(src);
  if (src !== shownSrc) {
    setShownSrc(src);
    setFailed(!src);
    setShowFallback(!src);
  }

  useEffect(() => {
    if (!failed || showFallback) return;
    return pageClock.after(fallbackDelayMs, () => setShowFallback(true));
  }, [failed, showFallback, fallbackDelayMs]);

  const box = { width: `${width}px`, height: `${height}px` };
  if (showFallback) {
    return (
      <span
        className={`nm-image nm-image--none ${className ?? ''}`.trim()}
        style={box}
        role="img"
        aria-label={NO_IMAGE_ALT}
      >
        <svg viewBox="0 0 40 50" width="40%" aria-hidden="true" focusable="false">
          <rect x="2" y="2" width="36" height="46" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8 38l9-11 7 8 5-6 5 9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <circle cx="27" cy="15" r="3.5" fill="currentColor" />
        </svg>
      </span>
    );
  }
  const image = (
    <img
      className={`nm-image ${className ?? ''}`.trim()}
      style={box}
      src={src}
      srcSet={srcSet || undefined}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
  if (sources.length === 0) return image;
  // The <picture> is display: contents, so the <img> keeps its box in the layout.
  return (
    <picture className="nm-picture">
      {sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcSet} />
      ))}
      {image}
    </picture>
  );
}
