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
