import type { SpecialOffer } from './notifications';

/**
 * header.md §3 "Offers data for the tooltip: message, analyticsCode", §4
 * "Special offers tooltip", §9 "Special-offer prompts map promo keys to
 * gift-card messages: $125, $175, $325 (men's); $150, $175, $450 (shoes and
 * handbags); a generic 'Check out offers just for you!'. The key-to-message
 * mapping is not shown."
 *
 * The mapping is the page's config, `offerMessages` ({ promoKey: message },
 * README "Config"; docs/header.md "Special offers: promo keys"), over these
 * defaults, which are ours (the real keys are not shown): one key per
 * gift-card tier, `{CATEGORY}_GC_{amount}`:
 *
 *   MENS_GC_125            → "Get a $125 gift card with your men's purchase"
 *   MENS_GC_175            → "Get a $175 gift card with your men's purchase"
 *   MENS_GC_325            → "Get a $325 gift card with your men's purchase"
 *   SHOES_HANDBAGS_GC_150  → "Get a $150 gift card with your shoes and handbags purchase"
 *   SHOES_HANDBAGS_GC_175  → "Get a $175 gift card with your shoes and handbags purchase"
 *   SHOES_HANDBAGS_GC_450  → "Get a $450 gift card with your shoes and handbags purchase"
 *   anything else          → "Check out offers just for you!"
 *
 * Keys compare case-insensitively (the service has sent both cases). The
 * offer prompted is the newest new one with a known key; when none has one,
 * the generic message.
 */
export interface OfferPrompt {
  message: string;
  analyticsCode: string;
}

type Tier = { category: 'MENS' | 'SHOES_HANDBAGS'; amount: number };

const TIERS: readonly Tier[] = [
  { category: 'MENS', amount: 125 },
  { category: 'MENS', amount: 175 },
  { category: 'MENS', amount: 325 },
  { category: 'SHOES_HANDBAGS', amount: 150 },
  { category: 'SHOES_HANDBAGS', amount: 175 },
  { category: 'SHOES_HANDBAGS', amount: 450 },
];

const CATEGORY_WORDS: Record<Tier['category'], string> = { MENS: "men's", SHOES_HANDBAGS: 'shoes and handbags' };

const GENERIC_OFFER_MESSAGE = 'Check out offers just for you!';
const GENERIC_ANALYTICS_CODE = 'so_prompt_generic';

const keyOf = (tier: Tier) => `${tier.category}_GC_${tier.amount}`;

const PROMPTS = new Map<string, OfferPrompt>(
  TIERS.map((tier) => [
    keyOf(tier),
    {
      message: `Get a $${tier.amount} gift card with your ${CATEGORY_WORDS[tier.category]} purchase`,
      analyticsCode: `so_prompt_${keyOf(tier).toLowerCase()}`,
    },
  ]),
);

const GENERIC: OfferPrompt = { message: GENERIC_OFFER_MESSAGE, analyticsCode: GENERIC_ANALYTICS_CODE };

const normalKey = (promoKey: string) => promoKey.trim().toUpperCase();

/**
 * One promo key's prompt, or null for a key nobody maps: the page's message
 * for it (analytics code `so_prompt_{key}`, lower case), else ours.
 */
function promptForKey(promoKey: string, configured: Readonly<Record<string, string>>): OfferPrompt | null {
  const key = normalKey(promoKey);
  const message = Object.entries(configured)
    .find(([name]) => normalKey(name) === key)?.[1]
    .trim();
  if (message) return { message, analyticsCode: `so_prompt_${key.toLowerCase()}` };
  return PROMPTS.get(key) ?? null;
}

/**
 * The tooltip's prompt for these (new) offers: the newest with a mapped key,
 * else the generic message. `configured` is the config's `offerMessages`.
 */
export function chooseOfferPrompt(
  offers: readonly SpecialOffer[],
  configured: Readonly<Record<string, string>> = {},
): OfferPrompt {
  const newestFirst = [...offers].sort((a, b) => (b.addedAt ?? -Infinity) - (a.addedAt ?? -Infinity));
  for (const offer of newestFirst) {
    const prompt = promptForKey(offer.promoKey, configured);
    if (prompt) return prompt;
  }
  return GENERIC;
}

/** header.md §3 session storage key: the tooltip has been dismissed this session. */
export const OFFERS_PROMPT_SESSION_KEY = 'specialOffers';
/** header.md §9 toggle of the tooltip. */
export const OFFERS_PROMPT_TOGGLE = 'SPECIAL_OFFERS_PROMPT';
/** header.md §2 routes: guests are prompted to sign in, back to the special offers. */
export const OFFERS_SIGN_IN_URL = '/login?navpath=specialOffers';
export const OFFERS_PAGE_URL = '/specialoffers';

/** The tooltip's wording (ours, except the generic message). */
export const OFFERS_STRINGS = {
  label: 'Special offers',
  guestMessage: 'Sign in to see special offers just for you.',
  guestAction: 'Sign In',
  signedInAction: 'View Offers',
  dismiss: 'Dismiss special offers tip',
} as const;

/** A stored flag: anything but absent, "false" or false means dismissed (legacy pages wrote "true"). */
export function isDismissedFlag(raw: string | null): boolean {
  if (raw === null) return false;
  const value = raw.replace(/^"|"$/g, '').trim().toLowerCase();
  return value !== '' && value !== 'false';
}
