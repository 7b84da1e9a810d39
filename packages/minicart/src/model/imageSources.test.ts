import { describe, expect, it } from 'vitest';
import { breakpointMedia, imageUrlWithWidth, productImageSources } from './imageSources';

describe('minicart.md §9 image URL rule: wid={pixels} as a query parameter', () => {
  it.each([
    ['/images/coat.svg', 100, '/images/coat.svg?wid=100'],
    ['/images/coat.svg?v=2', 150, '/images/coat.svg?v=2&wid=150'],
    ['/images/coat.svg?wid=790&v=2', 200, '/images/coat.svg?v=2&wid=200'],
    ['https://media.example/p/1.jpg#front', 75, 'https://media.example/p/1.jpg?wid=75#front'],
    ['/images/coat.svg?', 113, '/images/coat.svg?wid=113'],
    ['/images/coat.svg?maxwid=5&WID=10', 100, '/images/coat.svg?maxwid=5&wid=100'],
    ['/images/coat.svg?wid&v=2', 100, '/images/coat.svg?v=2&wid=100'],
    ['/images/coat.svg?width=5', 100, '/images/coat.svg?width=5&wid=100'],
    ['', 100, ''],
  ])('%s at %d px → %s', (url, pixels, expected) => {
    expect(imageUrlWithWidth(url, pixels)).toBe(expected);
  });
});

describe('minicart.md §9 image breakpoints: desktop from 1025, tablet 768 to 1024, mobile 1 to 767', () => {
  it.each([
    ['desktop', '(min-width: 1025px)'],
    ['tablet', '(min-width: 768px) and (max-width: 1024px)'],
    ['mobile', '(min-width: 1px) and (max-width: 767px)'],
  ] as const)('%s → %s', (name, media) => {
    expect(breakpointMedia(name)).toBe(media);
  });
});

describe('minicart.md §9 responsive widths 790/600/420 and pixel ratios 1.0/1.5/2.0', () => {
  it('an image that follows the breakpoints: a source per breakpoint, its width at the three ratios', () => {
    expect(productImageSources('/i/p.jpg', 'responsive')?.sources).toEqual([
      { media: '(min-width: 1025px)', srcSet: '/i/p.jpg?wid=790 1x, /i/p.jpg?wid=1185 1.5x, /i/p.jpg?wid=1580 2x' },
      {
        media: '(min-width: 768px) and (max-width: 1024px)',
        srcSet: '/i/p.jpg?wid=600 1x, /i/p.jpg?wid=900 1.5x, /i/p.jpg?wid=1200 2x',
      },
      {
        media: '(min-width: 1px) and (max-width: 767px)',
        srcSet: '/i/p.jpg?wid=420 1x, /i/p.jpg?wid=630 1.5x, /i/p.jpg?wid=840 2x',
      },
    ]);
  });

  it('its plain src and srcset (outside any <picture> source) are the phone ones, the smallest', () => {
    expect(productImageSources('/i/p.jpg', 'responsive')).toMatchObject({
      src: '/i/p.jpg?wid=420',
      srcSet: '/i/p.jpg?wid=420 1x, /i/p.jpg?wid=630 1.5x, /i/p.jpg?wid=840 2x',
    });
  });

  it.each([
    // minicart.md §2 / §9: the cart image 100x125, the recommendation image 75x94.
    [100, '/i/p.jpg?wid=100', '/i/p.jpg?wid=100 1x, /i/p.jpg?wid=150 1.5x, /i/p.jpg?wid=200 2x'],
    [75, '/i/p.jpg?wid=75', '/i/p.jpg?wid=75 1x, /i/p.jpg?wid=113 1.5x, /i/p.jpg?wid=150 2x'],
  ])('a fixed %d px image: the three pixel ratios of its width', (width, src, srcSet) => {
    expect(productImageSources('/i/p.jpg', width)).toEqual({ src, srcSet, sources: [] });
  });

  it('no URL, no sources', () => {
    expect(productImageSources('', 100)).toBeNull();
  });
});
