import { describe, expect, it } from 'vitest';
import { A_TO_Z, designersAtoZUrl, designersDrawer, drawerColumns, drawerPromo, letterOf, letterRows } from './drawer';
import type { Category, CategoryAttributes } from './types';

const cat = (name: string, attributes: CategoryAttributes = {}, categories: Category[] = []): Category => ({
  name,
  url: `/c/${name}`,
  id: `cat${name.length}`,
  catmanId: 'x',
  level: 1,
  attributes,
  categories,
  children: categories.length,
});

describe('drawer columns (header.md §2 "Silo drawers", §3 flgColumnBreak)', () => {
  it('a column break starts a new column', () => {
    const columns = drawerColumns([
      cat('a'),
      cat('b'),
      cat('c', { flgColumnBreak: true }),
      cat('d'),
      cat('e', { flgColumnBreak: true }),
    ]);
    expect(columns.map((c) => c.map((x) => x.name))).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(drawerColumns([])).toEqual([]);
    expect(drawerColumns([cat('a', { flgColumnBreak: true })]).length).toBe(1);
  });

  it('promo from cms, or promoPath alone, or none', () => {
    expect(drawerPromo(cat('s', { cms: { title: 'T' }, promoPath: '/p.jpg' }))).toEqual({
      title: 'T',
      image: '/p.jpg',
    });
    expect(drawerPromo(cat('s', { promoPath: '/p.jpg' }))).toEqual({ image: '/p.jpg' });
    expect(drawerPromo(cat('s'))).toBeNull();
  });
});

describe('designers drawer (header.md §2: cat000730, BY A-Z in rows of 5)', () => {
  it('rows of 5', () => {
    expect(letterRows([...'ABCDEFGHIJKL']).map((r) => r.join(''))).toEqual(['ABCDE', 'FGHIJ', 'KL']);
    expect(letterRows(A_TO_Z).map((r) => r.length)).toEqual([5, 5, 5, 5, 5, 2]);
  });

  it('letters: accents folded, digits and symbols under #', () => {
    expect([letterOf('Ãrden'), letterOf('maison'), letterOf('3.1 Lab'), letterOf(' Zed')]).toEqual([
      'A',
      'M',
      '#',
      'Z',
    ]);
  });

  it('"Designers A To Z" goes to /c/designers-cat000730?{token}', () => {
    expect(designersAtoZUrl()).toBe('/c/designers-cat000730?navpath=cat000000_cat000730');
    expect(designersAtoZUrl('B')).toBe('/c/designers-cat000730?navpath=cat000000_cat000730&letter=B');
  });

  it('reads letter entries, tagged designers and by-category entries', () => {
    const silo = cat('Designers', {}, [
      { ...cat('A', {}, [cat('Aldo'), cat('Atelier')]), url: '/c/designers-a' },
      cat('Zed', { tags: ['designer'] }),
      cat('Handbags Designers'),
    ]);
    const drawer = designersDrawer(silo);
    expect(drawer.designerCount).toBe(3);
    expect(drawer.featured).toBeNull();
    expect(drawer.letters.find((l) => l.letter === 'A')).toMatchObject({
      url: '/c/designers-a',
      designers: [{ name: 'Aldo' }, { name: 'Atelier' }],
    });
    expect(drawer.letters.find((l) => l.letter === 'Z')!.designers.map((d) => d.name)).toEqual(['Zed']);
    expect(drawer.letters.find((l) => l.letter === 'B')).toEqual({
      letter: 'B',
      url: '/c/designers-cat000730?navpath=cat000000_cat000730&letter=B',
      designers: [],
    });
    expect(drawer.byCategory.map((c) => c.name)).toEqual(['Handbags Designers']);
  });

  it('reads the service shape: an A-Z entry, a by-category group and a featured entry', () => {
    const silo = cat('Designers', {}, [
      cat('Designers A-Z', { tags: ['a-z'] }, [cat('Zoltan Bereny'), cat('Élodie Marchand-Vey'), cat('Adrienne Voss')]),
      cat('Designers by Category', { flgColumnBreak: true }, [cat("Women's Clothing"), cat('Shoes')]),
      cat('Featured Designers', { tags: ['featured'] }, [cat('Maison Verlaine')]),
    ]);
    const drawer = designersDrawer(silo);
    expect(drawer.letters.find((l) => l.letter === 'E')!.designers.map((d) => d.name)).toEqual(['Élodie Marchand-Vey']);
    expect(drawer.letters.find((l) => l.letter === 'A')!.designers.map((d) => d.name)).toEqual(['Adrienne Voss']);
    expect(drawer.byCategory.map((c) => c.name)).toEqual(["Women's Clothing", 'Shoes']);
    expect(drawer.featured!.map((c) => c.name)).toEqual(['Maison Verlaine']);
    expect(drawer.designerCount).toBe(3);
  });
});

describe('the designers drawer at the edges of what the service may send', () => {
  const designers = (...entries: Category[]) => designersDrawer(cat('Designers', {}, entries));
  const filed = (drawer: ReturnType<typeof designersDrawer>, letter: string) =>
    drawer.letters.find((l) => l.letter === letter)!.designers.map((d) => d.name);

  it.each(['Designers A-Z', 'designers a - z', 'Designers A To Z', 'DESIGNERS ATOZ'])(
    '%j is the A-Z entry: its designers are filed by letter',
    (name) => {
      const drawer = designers(cat(name, {}, [cat('Aurelia Voss'), cat('Castellane')]));
      expect(filed(drawer, 'A')).toEqual(['Aurelia Voss']);
      expect(drawer.byCategory).toEqual([]);
    },
  );

  it.each(['Designers AZ', 'Our Designers A-Z', 'Designers A-Z Sale', 'Designers A Z'])(
    '%j is not: its designers are a category group',
    (name) => {
      const drawer = designers(cat(name, {}, [cat('Aurelia Voss')]));
      expect(drawer.byCategory.map((c) => c.name)).toEqual(['Aurelia Voss']);
    },
  );

  it('an entry tagged a-z or featured is that entry whatever its name', () => {
    const drawer = designers(
      cat('Houses', { tags: ['a-z'] }, [cat('Castellane')]),
      cat('Picks', { tags: ['featured'] }, [cat('Aurelia Voss')]),
    );
    expect(filed(drawer, 'C')).toEqual(['Castellane']);
    expect(drawer.featured?.map((c) => c.name)).toEqual(['Aurelia Voss']);
  });

  it.each([
    ['Featured Designers', true],
    [' featured designers ', true],
    ['Featured Designers Spring', false],
    ['Our Featured Designers', false],
  ])('%j is the featured entry: %s', (name, featured) => {
    expect(designers(cat(name, {}, [cat('Aurelia Voss')])).featured !== null).toBe(featured);
  });

  it("a letter entry, in any case and with spaces, and 0-9 under #; a letter without a url keeps the A-Z page's", () => {
    const noUrl = { ...cat(' b ', {}, [cat('Bellandi')]), url: '' };
    const drawer = designers(noUrl, cat('0-9', {}, [cat('1 Atelier')]));
    expect(filed(drawer, 'B')).toEqual(['Bellandi']);
    expect(filed(drawer, '#')).toEqual(['1 Atelier']);
    expect(drawer.letters.find((l) => l.letter === 'B')!.url).toBe(designersAtoZUrl('B'));
    expect(drawer.letters.find((l) => l.letter === '#')!.url).toBe('/c/0-9');
  });

  it('a top-level entry is filed as a designer only when tagged so and without children; otherwise it is a category', () => {
    const drawer = designers(cat('Voss', { tags: ['designer'] }), cat('Shoes'));
    expect(filed(drawer, 'V')).toEqual(['Voss']);
    expect(drawer.byCategory.map((c) => c.name)).toEqual(['Shoes']);
    expect(drawer.designerCount).toBe(1);
  });

  it('files a name under its first letter without accents, anything else under #', () => {
    expect(letterOf(' étienne ')).toBe('E');
    expect(letterOf('1 Atelier')).toBe('#');
    expect(letterOf('')).toBe('#');
  });

  it('rows of five, none empty', () => {
    expect(letterRows([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
    ]);
  });

  it("the drawer's promo: the cms content, its picture, else the promo path's", () => {
    const silo = (attributes: CategoryAttributes) => cat('Shoes', attributes);
    expect(drawerPromo(silo({ cms: { title: 'T' }, promoPath: '/p.jpg' }))).toStrictEqual({
      title: 'T',
      image: '/p.jpg',
    });
    expect(drawerPromo(silo({ cms: { title: 'T', image: '/c.jpg' }, promoPath: '/p.jpg' }))).toStrictEqual({
      title: 'T',
      image: '/c.jpg',
    });
    expect(drawerPromo(silo({ cms: { title: 'T' } }))).toStrictEqual({ title: 'T' });
    expect(drawerPromo(silo({ promoPath: '/p.jpg' }))).toStrictEqual({ image: '/p.jpg' });
    expect(drawerPromo(silo({}))).toBeNull();
  });
});
