import { describe, expect, it } from 'vitest';
import { newOffers, parseLastVisit, type SpecialOffer } from './notifications';
import { chooseOfferPrompt, isDismissedFlag } from './offers';

const offer = (promoKey: string, addedAt: string | null, offerFlag = 'New'): SpecialOffer => ({
  promoKey,
  offerFlag,
  addedAt: addedAt === null ? null : Date.parse(addedAt),
});

describe('header.md §3, §7: new offers since the last promo visit, Evergreen excluded', () => {
  const offers = [
    offer('MENS_GC_325', '2025-03-10T10:00:00Z'),
    offer('SHOES_HANDBAGS_GC_450', '2025-03-01T10:00:00Z'),
    offer('FREE_SHIPPING', '2025-03-12T10:00:00Z', 'Evergreen'),
    offer('UNDATED', null),
  ];

  it('no visit yet: every offer but the Evergreen one is new', () => {
    expect(newOffers(offers, null).map((o) => o.promoKey)).toEqual(['MENS_GC_325', 'SHOES_HANDBAGS_GC_450', 'UNDATED']);
  });

  it('after a visit: only offers added later; an undated one cannot be shown newer', () => {
    expect(newOffers(offers, Date.parse('2025-03-05T00:00:00Z')).map((o) => o.promoKey)).toEqual(['MENS_GC_325']);
    expect(newOffers(offers, Date.parse('2025-03-10T10:00:00Z'))).toEqual([]);
  });

  it('Evergreen is matched whatever its case', () => {
    expect(newOffers([offer('A', null, 'EVERGREEN'), offer('B', null, ' evergreen ')], null)).toEqual([]);
  });
});

describe('the last promo visit', () => {
  it('a stored visit time is a positive number, else none', () => {
    expect(parseLastVisit('1741000000000')).toBe(1741000000000);
    expect(parseLastVisit('soon')).toBeNull();
    expect(parseLastVisit(null)).toBeNull();
    expect(parseLastVisit('')).toBeNull();
  });
});

describe("header.md §9: promo keys → gift-card messages ($125, $175, $325 men's; $150, $175, $450 shoes and handbags)", () => {
  it.each([
    ['MENS_GC_125', "Get a $125 gift card with your men's purchase"],
    ['MENS_GC_175', "Get a $175 gift card with your men's purchase"],
    ['MENS_GC_325', "Get a $325 gift card with your men's purchase"],
    ['SHOES_HANDBAGS_GC_150', 'Get a $150 gift card with your shoes and handbags purchase'],
    ['SHOES_HANDBAGS_GC_175', 'Get a $175 gift card with your shoes and handbags purchase'],
    ['shoes_handbags_gc_450', 'Get a $450 gift card with your shoes and handbags purchase'],
  ])('%s', (key, message) => {
    expect(chooseOfferPrompt([offer(key, '2025-03-01T00:00:00Z')]).message).toBe(message);
  });

  it('an unknown key has no prompt of its own; the tooltip then says the generic message', () => {
    expect(chooseOfferPrompt([offer('SPRING_EVENT', '2025-03-01T00:00:00Z')])).toEqual({
      message: 'Check out offers just for you!',
      analyticsCode: 'so_prompt_generic',
    });
    expect(chooseOfferPrompt([]).message).toBe('Check out offers just for you!');
  });

  it("the page's offerMessages map its real keys (any case), over ours; a key nobody maps still gets the generic message", () => {
    const configured = { spring_gc_200: 'Get a $200 gift card this spring', MENS_GC_125: 'A $125 card for him' };
    expect(chooseOfferPrompt([offer('SPRING_GC_200', '2025-03-01T00:00:00Z')], configured)).toEqual({
      message: 'Get a $200 gift card this spring',
      analyticsCode: 'so_prompt_spring_gc_200',
    });
    expect(chooseOfferPrompt([offer('mens_gc_125', '2025-03-01T00:00:00Z')], configured).message).toBe(
      'A $125 card for him',
    );
    expect(chooseOfferPrompt([offer('MENS_GC_175', '2025-03-01T00:00:00Z')], configured).message).toBe(
      "Get a $175 gift card with your men's purchase",
    );
    expect(chooseOfferPrompt([offer('WINTER_EVENT', '2025-03-01T00:00:00Z')], configured).message).toBe(
      'Check out offers just for you!',
    );
  });

  it('the newest offer with a mapped key is the one prompted', () => {
    const prompt = chooseOfferPrompt([
      offer('MENS_GC_125', '2025-03-01T00:00:00Z'),
      offer('SPRING_EVENT', '2025-03-20T00:00:00Z'),
      offer('SHOES_HANDBAGS_GC_450', '2025-03-10T00:00:00Z'),
    ]);
    expect(prompt).toEqual({
      message: 'Get a $450 gift card with your shoes and handbags purchase',
      analyticsCode: 'so_prompt_shoes_handbags_gc_450',
    });
  });

  it.each([
    [null, false],
    ['true', true],
    ['"true"', true],
    ['false', false],
    ['', false],
    ['1', true],
  ])('the specialOffers flag %j → dismissed %s', (raw, dismissed) => {
    expect(isDismissedFlag(raw)).toBe(dismissed);
  });
});

describe('what is read from storage and the config, at the edges', () => {
  it.each([
    ['ms as text, with spaces', ' 1741000000000 ', 1741000000000],
    ['a number', 1741000000000, 1741000000000],
    ['one ms after the epoch', '1', 1],
    ['zero', '0', null],
    ['a negative number', -5, null],
    ['blank text', '   ', null],
    ['infinity as text', 'Infinity', null],
    ['not a number', Number.NaN, null],
    ['a flag', true, null],
  ])('a last visit stored as %s (%j) reads as %j', (_what, raw, expected) => {
    expect(parseLastVisit(raw)).toBe(expected);
  });

  it('an offer without a date does not count once there has been a visit', () => {
    expect(newOffers([offer('NEW_KEY', null)], Date.parse('2025-01-01T00:00:00Z'))).toEqual([]);
    expect(newOffers([offer('NEW_KEY', null)], null)).toHaveLength(1);
  });

  it("matches the page's own prompt to a promo key whatever its case and spaces, and trims the message", () => {
    expect(
      chooseOfferPrompt([offer('so_gc_125', '2025-03-10T10:00:00Z')], { ' SO_GC_125 ': '  A gift card awaits.  ' }),
    ).toEqual({ message: 'A gift card awaits.', analyticsCode: 'so_prompt_so_gc_125' });
  });

  it('prefers the newest offer with a prompt, an offer without a date last', () => {
    const configured = { OLDER: 'Older offer.', UNDATED: 'Undated offer.', NEWER: 'Newer offer.' };
    const offers = [
      offer('UNDATED', null),
      offer('OLDER', '2025-01-01T00:00:00Z'),
      offer('NEWER', '2025-06-01T00:00:00Z'),
    ];
    expect(chooseOfferPrompt(offers, configured).message).toBe('Newer offer.');
    expect(
      chooseOfferPrompt([offer('UNDATED', null), offer('OLDER', '2025-01-01T00:00:00Z')], configured).message,
    ).toBe('Older offer.');
  });

  it.each([
    ['"false"', false],
    ['"False"', false],
    ['" false "', false],
    ['""', false],
    ['"true"', true],
    ['fa"lse', true],
  ])('a stored dismissal flag %s means dismissed: %s', (raw, dismissed) => {
    expect(isDismissedFlag(raw)).toBe(dismissed);
  });
});
