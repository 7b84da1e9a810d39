import { describe, expect, it } from 'vitest';
import { abTestVariation, isInVariation, isToggleOn } from './toggles';

describe('header.md §9 Feature toggles: a feature is on only when its toggle is true', () => {
  const toggles: Record<string, boolean> = { TYPEAHEAD: true, HP_GENDER: false };

  it.each<[string, boolean]>([
    ['TYPEAHEAD', true],
    ['HP_GENDER', false],
    ['COLLAPSED_SEARCH_BAR', false], // absent
    ['typeahead', false], // names are exact
  ])('%s → %s', (name, on) => {
    expect(isToggleOn({ toggles }, name)).toBe(on);
  });

  it('a truthy non-boolean smuggled past validation does not switch a feature on', () => {
    const loose = { toggles: { TYPEAHEAD: 'true', HP_GENDER: 1 } as unknown as Record<string, boolean> };
    expect(isToggleOn(loose, 'TYPEAHEAD')).toBe(false);
    expect(isToggleOn(loose, 'HP_GENDER')).toBe(false);
  });
});

describe('header.md §5 A/B tests: "AB test ABTEST_TYPEAHEAD in variation b"', () => {
  const abTests = { ABTEST_TYPEAHEAD: 'b', ABTEST_HP_GENDER: 'A' };

  it('reads the variation a shopper is in, or undefined', () => {
    expect(abTestVariation({ abTests }, 'ABTEST_TYPEAHEAD')).toBe('b');
    expect(abTestVariation({ abTests }, 'NOT_RUNNING')).toBeUndefined();
  });

  it.each<[string, string, boolean]>([
    ['ABTEST_TYPEAHEAD', 'b', true],
    ['ABTEST_TYPEAHEAD', 'B', true],
    ['ABTEST_TYPEAHEAD', 'a', false],
    ['ABTEST_HP_GENDER', 'a', true],
    ['ABTEST_HP_GENDER', 'b', false],
    ['NOT_RUNNING', 'b', false],
  ])('%s in variation %s → %s', (name, variation, expected) => {
    expect(isInVariation({ abTests }, name, variation)).toBe(expected);
  });
});
