import type { Gender } from '@nm/core';
import type { Category, CategoryAttributes } from '../model/types';

/**
 * A small navigation answer for tests and stories, already in the decoded
 * shape (state/silos.ts provideMenu): a silo with a two-column drawer and a
 * promo, the designers silo with 150+ names A to Z, a silo whose drawer has
 * no page of its own, and plain links (red Sale with an adornment).
 */
let seq = 0;
const node = (
  name: string,
  level: number,
  attributes: CategoryAttributes = {},
  categories: Category[] = [],
  url: string | null = null,
): Category => {
  seq += 1;
  const id = `cat9${String(seq).padStart(6, '0')}`;
  return {
    name,
    url: url ?? `/c/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
    id,
    catmanId: id,
    level,
    attributes,
    categories,
    children: categories.length,
  };
};

const FIRST = [
  'Adrienne',
  'Bastien',
  'Camille',
  'Dorian',
  'Esme',
  'Felix',
  'Greta',
  'Hugo',
  'Iris',
  'Jasper',
  'Kaia',
  'Leandra',
  'Magnus',
  'Naomi',
  'Octavia',
  'Paloma',
  'Quentin',
  'Rosalind',
  'Sabine',
  'Talia',
  'Ulla',
  'Vera',
  'Wren',
  'Xanthe',
  'Yara',
  'Zaira',
];
const HOUSES = ['Atelier', 'Studio', 'Maison', 'Casa', 'House', 'Works'];

/** 156 invented names, six per letter A to Z. */
const DESIGNER_NAMES: string[] = FIRST.flatMap((first) => HOUSES.map((house) => `${first} ${house}`));

export function fixtureSilos(gender: Gender = 'W'): Category[] {
  seq = gender === 'W' ? 0 : 500;
  const shoesName = gender === 'W' ? 'Shoes' : "Men's Shoes";
  return [
    node('New & Now', 0, { textAdornment: 'New' }, [
      node('New Arrivals', 1, {}, [node('Clothing', 2), node('Shoes', 2), node('Handbags', 2)]),
      node('Trending', 1, { flgColumnBreak: true }, [node('The Spring Edit', 2), node('Resort', 2)]),
    ]),
    {
      ...node(
        'Designers',
        0,
        {},
        [
          node(
            'Designers A-Z',
            1,
            { tags: ['a-z'] },
            DESIGNER_NAMES.map((name) => node(name, 2, { tags: ['designer'] })),
          ),
          node('Designers by Category', 1, { flgColumnBreak: true }, [
            node("Women's Clothing", 2),
            node('Shoes', 2),
            node('Handbags', 2),
          ]),
        ],
        '/c/designers-cat000730?navpath=cat000000_cat000730',
      ),
      id: 'cat000730',
      catmanId: 'cat000730',
    },
    node(
      shoesName,
      0,
      {
        cms: {
          title: 'The Boot Shop',
          text: 'Ankle, knee and over-the-knee.',
          linkText: 'Shop Boots',
          url: '/c/boots-cat1',
        },
      },
      [
        node('Categories', 1, {}, [
          node('Boots', 2),
          node('Sneakers', 2),
          node('Sandals', 2),
          node('Pumps', 2, { redTextFlag: true }),
        ]),
        node('Boutiques', 1, { flgColumnBreak: true }, [
          node('Monogram', 2, { boutiqueTextAdornments: 'Monogram Shop' }),
          node('Shoe Salon', 2),
        ]),
      ],
    ),
    { ...node('Gifts', 0, {}, [node('For Her', 1, {}, [node('Under $250', 2), node('Under $500', 2)])]), url: '' },
    node('Magazine', 0),
    node('Sale', 0, { redTextFlag: true, textAdornment: 'Up to 40% off' }),
  ];
}
