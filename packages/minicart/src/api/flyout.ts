import { $config, attempt, BadAnswerError, describeBody, isRecord, sessionRequest, type ApiResult } from '@nm/core';

/** header.md §7: mini-cart REST default timeout 10000 ms. */
const MINI_CART_TIMEOUT_MS = 10_000;
/** minicart.md §7. */
const BANNER_PATH = '/category/checkout/easycart/minicart_banner.html';

/** POST mini-cart API { smcEnabled, smcToggle } → data.MiniCartResp.html (unsanitised; the UI sanitises). */
export const getMiniCartHtml = (
  body: { smcEnabled: boolean; smcToggle: boolean },
  signal?: AbortSignal,
): Promise<ApiResult<string>> =>
  attempt('POST mini-cart API', async () => {
    const data = await sessionRequest<unknown>($config.get().miniCartApiUrl, {
      method: 'POST',
      json: body,
      timeout: MINI_CART_TIMEOUT_MS,
      signal,
    });
    const inner =
      isRecord(data) && isRecord(data.data) && isRecord(data.data.MiniCartResp)
        ? data.data.MiniCartResp.html
        : undefined;
    if (typeof inner !== 'string')
      throw new BadAnswerError(`POST mini-cart API answered ${describeBody(data)} without data.MiniCartResp.html`);
    return inner;
  });

/** GET the minicart banner: HTML text (the banner rule is applied by the caller). */
export const getBanner = (signal?: AbortSignal): Promise<ApiResult<string>> =>
  attempt('GET minicart_banner.html', async () => {
    const data = await sessionRequest<unknown>(BANNER_PATH, { headers: { Accept: 'text/html' }, signal });
    if (typeof data !== 'string')
      throw new BadAnswerError(`GET minicart_banner.html answered ${describeBody(data)}, not HTML`);
    return data;
  });
