import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { toSlides, type RecommendedProduct } from '../model/recommendations';
import { STRINGS } from '../model/strings';
import { ProductCard } from './ProductCard';

/**
 * The recommendations carousel on embla-carousel (swipe and drag are
 * embla's; no autoplay): slides of 3 products (header.md §9), previous and
 * next buttons, the arrow keys, and the WAI-ARIA carousel pattern — a named
 * region, each slide a group "Products n of m", the current slide announced
 * politely. Slides out of view are inert, so Tab never lands on a card that
 * cannot be seen.
 */
export function Carousel({ products }: { products: readonly RecommendedProduct[] }) {
  const slides = toSlides(products);
  const [viewport, api] = useEmblaCarousel({ align: 'start', loop: false, duration: 20 });
  const [selected, setSelected] = useState(0);
  // Both buttons stay disabled until embla has measured the slides: a click before then would do nothing.
  const [edges, setEdges] = useState({ prev: false, next: false });
  const labelId = useId();

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const go = useCallback(
    (direction: -1 | 1) => {
      if (!api) return;
      if (direction < 0) api.scrollPrev();
      else api.scrollNext();
    },
    [api],
  );

  // A card that scrolls out of view becomes inert: focus follows to the new slide's first card. Not at once: that
  // slide is inert itself until the render for the new position, and focus() on it did nothing (focus fell to the
  // page when the card it left went inert).
  const focusNewSlide = useRef(false);
  useEffect(() => {
    if (!focusNewSlide.current || !api) return;
    focusNewSlide.current = false;
    api.slideNodes()[selected]?.querySelector<HTMLElement>('a, [tabindex]')?.focus({ preventScroll: true });
  }, [api, selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const direction = event.key === 'ArrowLeft' ? -1 : 1;
    const inSlide = (event.target as HTMLElement).closest('.carousel__slide') !== null;
    // Only when it moves: at an end nothing renders, and a later click on Next must keep focus on Next.
    focusNewSlide.current = inSlide && (direction < 0 ? api?.canScrollPrev() : api?.canScrollNext()) === true;
    go(direction);
  };

  return (
    <section className="carousel" aria-roledescription="carousel" aria-labelledby={labelId} onKeyDown={onKeyDown}>
      <h3 className="carousel__title" id={labelId}>
        {STRINGS.carousel}
      </h3>
      <div className="carousel__viewport" ref={viewport}>
        <div className="carousel__track">
          {slides.map((slide, index) => (
            <div
              key={slide.map((p) => p.id).join('|')}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={STRINGS.slide(index + 1, slides.length)}
              inert={index !== selected}
            >
              {slide.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            aria-label={STRINGS.previous}
            disabled={!edges.prev}
            onClick={() => go(-1)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
          <span className="carousel__status" aria-live="polite" aria-atomic="true">
            {STRINGS.slide(selected + 1, slides.length)}
          </span>
          <button
            type="button"
            className="carousel__button"
            aria-label={STRINGS.next}
            disabled={!edges.next}
            onClick={() => go(1)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
