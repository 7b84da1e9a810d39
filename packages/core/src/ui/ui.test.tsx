import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reactRootPerTest } from '../testing/reactRoot';
import { ProductImage } from './ProductImage';
import { PRIMITIVES_CSS } from './styles';
import { DESKTOP_QUERY, PHONE_QUERY } from './useMediaQuery';

// The spec's literal values, in happy-dom (fast, and part of `npm run mutate`'s
// unit run); layout and the rendered boxes are checked in Chromium by
// primitives.browser.test.tsx.

const dom = reactRootPerTest();
afterEach(() => vi.useRealTimers());

describe('ProductImage (minicart.md §8, header.md §10: "No image available" after a default 500 ms)', () => {
  it('a broken image gives way to the no-image picture 500 ms after the error, not a millisecond before', async () => {
    vi.useFakeTimers();
    await dom.render(<ProductImage src="/missing.jpg" alt="Coat" width={100} height={125} />);
    const img = dom.holder.querySelector('img')!;
    expect(img).not.toBeNull();
    await act(async () => {
      img.dispatchEvent(new Event('error'));
    });
    await act(async () => {
      vi.advanceTimersByTime(499);
    });
    expect(dom.holder.querySelector('[role="img"]')).toBeNull();
    expect(dom.holder.querySelector('img')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    const fallback = dom.holder.querySelector('[role="img"]');
    expect(fallback?.getAttribute('aria-label')).toBe('No image available');
    expect(dom.holder.querySelector('img')).toBeNull();
  });

  it('no source at all: the no-image picture at once, in the same box', async () => {
    await dom.render(<ProductImage src={undefined} alt="" width={75} height={94} />);
    const fallback = dom.holder.querySelector<HTMLElement>('[role="img"]')!;
    expect(fallback.getAttribute('aria-label')).toBe('No image available');
    expect([fallback.style.width, fallback.style.height]).toEqual(['75px', '94px']);
  });
});

describe('media queries (minicart.md §2, §9; header.md §9)', () => {
  const at = (width: number, query: string) => {
    (
      window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
    ).happyDOM.setViewport({ width, height: 800 });
    return window.matchMedia(query).matches;
  };

  it('the phone query holds at 767 px and below, not at 768', () => {
    expect([at(320, PHONE_QUERY), at(767, PHONE_QUERY), at(768, PHONE_QUERY), at(1024, PHONE_QUERY)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('the desktop query (auto-close) holds only wider than 768 px', () => {
    expect([at(767, DESKTOP_QUERY), at(768, DESKTOP_QUERY), at(769, DESKTOP_QUERY), at(1440, DESKTOP_QUERY)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('skeletons (minicart.md §9: "Skeleton animation 1.2 s")', () => {
  it('shimmer for 1.2 s (outside reduced motion)', () => {
    const rule = /(?:^|\n)\.nm-skeleton \{([^}]*)\}/.exec(PRIMITIVES_CSS)?.[1] ?? '';
    expect(rule).toMatch(/animation: nm-shimmer 1\.2s linear infinite;/);
  });
});
