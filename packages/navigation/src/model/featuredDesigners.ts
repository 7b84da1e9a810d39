import type { Gender } from '@nm/core';
import { slugOf } from './fallback';
import type { FeaturedDesigner } from './types';

/**
 * header.md §3 "Featured designer entry": the FEATURED DESIGNERS column of
 * the designers drawer (§2), 15 default, 17 men's, 16 women's entries, each
 * linking to /c/designers-{name}-cat{id}. The spec does not give the names:
 * these are the demo storefront's invented designers (none is a real brand),
 * with ids cat{digits} of our choosing (docs/navigation.md). The drawer shows
 * the service's own featured list when the designers silo carries one.
 */
type Entry = readonly [name: string, digits: string];

const DEFAULT: readonly Entry[] = [
  ['Maison Verlaine', '71210001'],
  ['Aldo Castellani', '71210002'],
  ['Odile Marchetti', '71210003'],
  ['Soren Halvorsen', '71210004'],
  ['Beatrix Lowell', '71210005'],
  ['Casa Fiorenza', '71210006'],
  ['Juliette Aubrac', '71210007'],
  ['Hartwell & Finch', '71210008'],
  ['Ines Moreau-Vidal', '71210009'],
  ['Tomasz Wolan', '71210010'],
  ['Studio Kaelen', '71210011'],
  ['Vittoria Sanseverino', '71210012'],
  ['Margaux Delavigne', '71210013'],
  ['Edmund Ashcombe', '71210014'],
  ['Atelier Sauvigne', '71210017'],
];

const MEN: readonly Entry[] = [
  ['Aldo Castellani', '71210002'],
  ['Soren Halvorsen', '71210004'],
  ['Hartwell & Finch', '71210008'],
  ['Tomasz Wolan', '71210010'],
  ['Studio Kaelen', '71210011'],
  ['Edmund Ashcombe', '71210014'],
  ['Lucca Bellandi', '71210015'],
  ['Kenji Moriwaki', '71210018'],
  ['Dashiell Brandt', '71210022'],
  ['Rafaela Quintanar', '71210019'],
  ['Maison Orlévie', '71210021'],
  ['Isolde Varga', '71210023'],
  ['Casa Fiorenza', '71210006'],
  ['Atelier Sauvigne', '71210017'],
  ['Maison Verlaine', '71210001'],
  ['Ottoline Crewe', '71210016'],
  ['Celestine Abara', '71210020'],
];

const WOMEN: readonly Entry[] = [
  ['Maison Verlaine', '71210001'],
  ['Odile Marchetti', '71210003'],
  ['Beatrix Lowell', '71210005'],
  ['Casa Fiorenza', '71210006'],
  ['Juliette Aubrac', '71210007'],
  ['Ines Moreau-Vidal', '71210009'],
  ['Studio Kaelen', '71210011'],
  ['Vittoria Sanseverino', '71210012'],
  ['Margaux Delavigne', '71210013'],
  ['Atelier Sauvigne', '71210017'],
  ['Rafaela Quintanar', '71210019'],
  ['Celestine Abara', '71210020'],
  ['Maison Orlévie', '71210021'],
  ['Isolde Varga', '71210023'],
  ['Hartwell & Finch', '71210008'],
  ['Aldo Castellani', '71210002'],
];

/** §2 routes: /c/designers-{name}-cat{id}. */
const featuredDesignerUrl = (name: string, digits: string): string => `/c/designers-${slugOf(name)}-cat${digits}`;

const toEntry = ([name, digits]: Entry): FeaturedDesigner => ({
  id: `cat${digits}`,
  catId: `cat${digits}`,
  level: 2,
  name,
  url: featuredDesignerUrl(name, digits),
  attributes: {},
  categories: [],
  children: 0,
});

/** The featured list for a gender, or the default one (no gender chosen: the designers silo of another brand). */
export function featuredDesigners(gender: Gender | 'default'): FeaturedDesigner[] {
  return (gender === 'M' ? MEN : gender === 'W' ? WOMEN : DEFAULT).map(toEntry);
}
