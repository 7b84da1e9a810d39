import { BadAnswerError } from '@nm/core';
import { describe, expect, it } from 'vitest';
import { decodeSilos } from './decode';

const silo = (over: Record<string, unknown> = {}) => ({ name: 'Shoes', url: '/c/shoes-cat47190746?navpath=cat000000_cat47190746', id: 'cat47190746', ...over });

/** header.md §3 "Navigation silo / category", §7 "answer read for silos", §8. */
describe('decodeSilos', () => {
  it.each([
    ['nothing', null],
    ['a list', [silo()]],
    ['text', '<html>Oops</html>'],
    ['no silos', { menu: [] }],
    ['silos not a list', { silos: {} }],
    ['an empty menu', { silos: [] }],
    ['no usable silo', { silos: [{ name: '' }, { id: 'cat1' }, 7, null] }],
  ])('%s is a bad answer', (_, answer) => {
    expect(() => decodeSilos(answer)).toThrow(BadAnswerError);
  });

  it('reads the category shape, defaults included', () => {
    const [shoes] = decodeSilos({
      silos: [silo({
        level: 0,
        attributes: { redTextFlag: true, textAdornment: ' New ', tags: ['a', 3], promoPath: '/promo/shoes.jpg', cms: { title: 'Spring', text: 'Boots', url: '/c/boots-cat1' }, flgColumnBreak: 'true', unknown: 1 },
        categories: [
          { name: 'Boots', url: '/c/boots-cat1', id: 'cat1', attributes: { flgColumnBreak: true }, categories: [{ name: 'Ankle', url: '/c/ankle-cat2', id: 'cat2' }] },
          { name: 'No id', url: '/x' },
        ],
      })],
    });
    expect(shoes).toEqual({
      name: 'Shoes', url: '/c/shoes-cat47190746?navpath=cat000000_cat47190746', id: 'cat47190746', catmanId: 'cat47190746', level: 0,
      attributes: { redTextFlag: true, textAdornment: 'New', tags: ['a', '3'], flgColumnBreak: true, promoPath: '/promo/shoes.jpg', cms: { title: 'Spring', text: 'Boots', url: '/c/boots-cat1' } },
      children: 1,
      categories: [{
        name: 'Boots', url: '/c/boots-cat1', id: 'cat1', catmanId: 'cat1', level: 1, attributes: { flgColumnBreak: true }, children: 1,
        categories: [{ name: 'Ankle', url: '/c/ankle-cat2', id: 'cat2', catmanId: 'cat2', level: 2, attributes: {}, categories: [], children: 0 }],
      }],
    });
  });

  it('a refused url becomes "" (drawn as a button), HTML in cms is not read as HTML, children count kept', () => {
    const [entry] = decodeSilos({ silos: [silo({ url: 'javascript:alert(1)', catmanId: 'M123', children: 9, attributes: { cms: '<img onerror=x>' } })] });
    expect(entry).toMatchObject({ url: '', catmanId: 'M123', children: 9, attributes: {} });
  });

  it('reads the service\'s promo list: the first block, its picture and words', () => {
    const [entry] = decodeSilos({ silos: [silo({ attributes: { promoPath: '', textAdornment: '', cms: [
      { headline: 'Spotlight', text: 'The house.', linkText: 'Shop the Collection', url: '/c/x-cat1', image: { src: '/img/p.jpg', alt: 'A bag', width: 10, height: 10 } },
    ] } })] });
    expect(entry!.attributes).toEqual({ cms: { title: 'Spotlight', text: 'The house.', linkText: 'Shop the Collection', url: '/c/x-cat1', image: '/img/p.jpg', alt: 'A bag' } });
  });

  it('uses the URL checks it is given', () => {
    const [entry] = decodeSilos({ silos: [silo({ url: 'https://evil.example/x' })] }, { link: () => undefined, image: () => undefined });
    expect(entry!.url).toBe('');
  });
});
