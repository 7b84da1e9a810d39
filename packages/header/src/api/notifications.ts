import {
  $config,
  attempt,
  BadAnswerError,
  decodeCapped,
  describeBody,
  fieldText,
  hostUrl,
  isRecord,
  sessionRequest,
  type ApiResult,
} from '@nm/core';
import {
  CARD_CLASS_HEADER,
  GIFT_CARDS_CAP,
  OFFERS_CAP,
  type CardClass,
  type SpecialOffer,
} from '../model/notifications';

/** addedAt as ms since the epoch: an ISO date, or a number of ms (or seconds, when small enough to be seconds). */
function decodeDate(raw: unknown): number | null {
  if (typeof raw === 'number' && Number.isFinite(raw) && raw > 0) return raw < 1e11 ? raw * 1000 : raw;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const trimmed = raw.trim();
    if (/^\d+$/.test(trimmed)) return decodeDate(Number(trimmed));
    const ms = Date.parse(trimmed);
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}

function decodeOffer(raw: unknown): SpecialOffer | null {
  if (!isRecord(raw)) return null;
  const promoKey = fieldText(raw.promoKey);
  const offerFlag = fieldText(raw.offerFlag);
  if (!promoKey && !offerFlag) return null;
  return { offerFlag, promoKey, addedAt: decodeDate(raw.addedAt) };
}

/** A list, alone or wrapped in one of the given keys; anything else is a bad answer. */
function listIn(call: string, data: unknown, keys: readonly string[]): unknown[] {
  if (Array.isArray(data)) return data;
  if (isRecord(data)) {
    for (const key of keys) if (Array.isArray(data[key])) return data[key] as unknown[];
  }
  throw new BadAnswerError(`${call} answered ${describeBody(data)}, not a list`);
}

const OFFERS_CALL = 'GET special-offers/cached';
const GIFT_CARDS_CALL = 'GET giv-cards';

/** GET {fastlyHost}/promotions/v1/profiles/{ucaId}/special-offers/cached, bearer auth (header.md §7). */
export const getSpecialOffers = (ucaId: string, signal?: AbortSignal): Promise<ApiResult<SpecialOffer[]>> =>
  attempt(OFFERS_CALL, async () => {
    const url = hostUrl(
      $config.get().hosts.fastly,
      `/promotions/v1/profiles/${encodeURIComponent(ucaId)}/special-offers/cached`,
    );
    const data = await sessionRequest<unknown>(url, { signal });
    return decodeCapped(OFFERS_CALL, listIn(OFFERS_CALL, data, ['offers', 'specialOffers']), OFFERS_CAP, decodeOffer);
  });

/**
 * GET {fastlyHost}/customer-data/v1/{profileId}/giv-cards with X-NMG-Card-Class
 * PROMO or POINT, bearer auth (header.md §7): the number of cards (entries with a ki).
 */
export const getGiftCardCount = (
  profileId: string,
  cardClass: CardClass,
  signal?: AbortSignal,
): Promise<ApiResult<number>> =>
  attempt(`${GIFT_CARDS_CALL} ${cardClass}`, async () => {
    const url = hostUrl($config.get().hosts.fastly, `/customer-data/v1/${encodeURIComponent(profileId)}/giv-cards`);
    const data = await sessionRequest<unknown>(url, { signal, headers: { [CARD_CLASS_HEADER]: cardClass } });
    const call = `${GIFT_CARDS_CALL} ${cardClass}`;
    const isCard = (card: unknown) => (isRecord(card) && fieldText(card.ki) !== '' ? true : null);
    return decodeCapped(call, listIn(call, data, ['givCards', 'cards', 'giftCards']), GIFT_CARDS_CAP, isCard).length;
  });
