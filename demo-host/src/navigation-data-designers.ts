// The designers the navigation stand-in lists (the designers silo, cat000730):
// the seeded catalogue's designers (catalogue-data.ts, the ones with products)
// and more invented houses, so the A-Z list is as long as a department store's
// (150+ names, every letter A to Z). Every name is invented for the demo; none
// is a real brand or trademark. Houses without products get a designer page
// that says so (navigation-api.ts).

import { DESIGNERS } from './catalogue-data';

/** Houses the store "carries" without products in the seeded catalogue, a few per letter. */
const MORE_DESIGNERS: readonly string[] = [
  'Adrienne Voss',
  'Alba Cirillo',
  'Amara Okafor-Lind',
  'Anouk Verhaegen',
  'Anselm Greve',
  'Aurelio Pavan',
  'Axelle Dumarest',
  'Bastien Lorrain',
  'Bellamy & Stone',
  'Benedetta Aliprandi',
  'Birgit Solheim',
  'Blythe & Carrow',
  'Bruno Tessaro',
  'Calloway Rhodes',
  'Camille Ferrand-Roux',
  'Cassius Wrenfield',
  'Clementine Ashby',
  'Corentin Vasseur',
  'Corvina Studio',
  'Dafne Lazzari',
  'Daria Ilyenko',
  'Delphine Carrel',
  'Dorian Achterberg',
  'Drusilla Kent-Moore',
  'Eamon Fairleigh',
  'Elio Santangelo',
  'Élodie Marchand-Vey',
  'Esme Thornbury',
  'Evander Holt',
  'Ezra Coldwell',
  'Fabienne Cordier',
  'Farah Nadeem',
  'Felix Oberlin',
  'Fiorella Gatti',
  'Forsythe & Lane',
  'Gaspard Vielle',
  'Gemma Altamura',
  'Gideon Lachance',
  'Giles Penhallow',
  'Greta Lindqvist',
  'Gwendolyn Ashe',
  'Halcyon Row',
  'Harriet Quayle',
  'Helene Brisac',
  'Hugo Castelmare',
  'Hyacinth Blume',
  'Idris Calder',
  'Ilaria Fontecchio',
  'Imogen Westray',
  'Iris Navarre',
  'Jasper Holloway',
  'Joaquín Ribera',
  'Josephine Vaud',
  'Jun Takamori',
  'Kaia Norrland',
  'Katarina Vesely',
  'Keir Abernethy',
  'Kestrel & Vine',
  'Leandra Moss',
  'Leopold Ainsworth',
  'Liesl Brandauer',
  'Lucian Deveraux',
  'Lysander Pym',
  'Magnus Eklund',
  'Marguerite Oyelaran',
  'Marisol Ybarra',
  'Mathilde Orsay',
  'Mireille Faucon',
  'Naomi Castellane',
  'Nerissa Vale',
  'Nico Ferretti',
  'Noor Haddad-Laurent',
  'Nyx Atelier',
  'Octavia Lyle',
  'Olympia Drakos',
  'Orsolya Hajdu',
  'Oswin Thackeray',
  'Paloma Arrieta',
  'Percival Gant',
  'Perpetua Lisle',
  'Philippa Rowe-Ellis',
  'Pia Sorensen',
  'Prosper Lemaire',
  'Quentin Ardeley',
  'Quiller & Bray',
  'Quilla Morrow',
  'Quinta Bellweather',
  'Raphael Dumont-Sy',
  'Renata Vasquez-Oyo',
  'Rhiannon Pryce',
  'Romilly Aske',
  'Rosalind Ferrier',
  'Rue Severine',
  'Sabine Kessler',
  'Saoirse Callan',
  'Sebastiano Rinaldi',
  'Sigrid Aalto',
  'Solenne Marais',
  'Sterling Ashgrove',
  'Sunniva Berg',
  'Talia Brennock',
  'Thaddeus Crane',
  'Theodora Vance',
  'Tilde Kjaer',
  'Tobias Wendt-Aro',
  'Tristan Morel',
  'Ulla Stromberg',
  'Umberto Sala',
  'Una Whitlock',
  'Ursula Penrose',
  'Valentin Rosse',
  'Vera Kalinowska',
  'Vesna Radić',
  'Viggo Lundahl',
  'Wilhelmina Pratt',
  'Winslow & Reyes',
  'Wren Halvard',
  'Wynona Cade',
  'Wystan Farrow',
  'Xanthe Corrigan',
  'Xavier Montclair',
  'Ximena Olivares',
  'Yara Benhamou',
  'Yevgenia Sokol',
  'Yoshiro Kanda',
  'Yvette Larchmont',
  'Zaira Mendoza-Lind',
  'Zephyrine Atelier',
  'Zoltan Bereny',
  'Zuri Ashworth',
];

/** The catalogue's houses first (in catalogue-data.ts's order), then the others: the order their ids follow. */
const IN_ID_ORDER: readonly string[] = [...new Set([...DESIGNERS.map((designer) => designer.name), ...MORE_DESIGNERS])];

/** Every designer the A-Z list shows, sorted as a shopper reads them (accents ignored). */
export const NAV_DESIGNER_NAMES: readonly string[] = [...IN_ID_ORDER].sort((a, b) =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }),
);

/**
 * A designer's category id: cat7121 and the house's number in IN_ID_ORDER
 * (Maison Verlaine cat71210001, Aldo Castellani cat71210002, ...), the ids the
 * navigation widget's bundled featured designers use, so its fallback links
 * reach the same pages. A house added at the end of a list keeps the others' ids.
 */
export function designerCategoryId(name: string): string {
  const index = IN_ID_ORDER.indexOf(name);
  if (index < 0) throw new Error(`navigation-data: ${name} is not a designer of the menu`);
  return `cat7121${String(index + 1).padStart(4, '0')}`;
}

/** The designers' index letter: the first letter without its accent ("Élodie" is under E). */
export function designerLetter(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
}

/**
 * FEATURED DESIGNERS per gender (header.md §3: the bundled lists hold 16
 * women's and 17 men's entries; the live answer carries as many). Catalogue
 * houses first (their pages have products), then a few without.
 */
export const FEATURED_DESIGNERS: Readonly<Record<'W' | 'M', readonly string[]>> = {
  W: [
    'Maison Verlaine',
    'Odile Marchetti',
    'Beatrix Lowell',
    'Casa Fiorenza',
    'Juliette Aubrac',
    'Hartwell & Finch',
    'Ines Moreau-Vidal',
    'Studio Kaelen',
    'Vittoria Sanseverino',
    'Margaux Delavigne',
    'Atelier Sauvigne',
    'Rafaela Quintanar',
    'Isolde Varga',
    'Élodie Marchand-Vey',
    'Xanthe Corrigan',
    'Zaira Mendoza-Lind',
  ],
  M: [
    'Aldo Castellani',
    'Soren Halvorsen',
    'Hartwell & Finch',
    'Tomasz Wolan',
    'Kenji Moriwaki',
    'Dashiell Brandt',
    'Studio Kaelen',
    'Maison Verlaine',
    'Edmund Ashcombe',
    'Lucca Bellandi',
    'Casa Fiorenza',
    'Arden Loftus',
    'Magnus Eklund',
    'Quentin Ardeley',
    'Thaddeus Crane',
    'Viggo Lundahl',
    'Yoshiro Kanda',
  ],
};
