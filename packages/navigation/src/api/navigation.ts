import {
  $config,
  attempt,
  hostUrl,
  requestJson,
  safeImageUrl,
  safeLinkUrl,
  type ApiResult,
  type Gender,
} from '@nm/core';
import { decodeSilos, type UrlChecks } from '../model/decode';
import type { Category, NavView } from '../model/types';

/** header.md §7: the request header carrying the global-assets flag (the demo stand-in requires it). */
const GLOBAL_ASSETS_HEADER = 'global-assets';

export interface SilosRequest {
  view: NavView;
  /** §7 "optional gender query". */
  gender?: Gender;
  /** §7 "optional extra parameter": query parameters the page's toggles add (model/toggles.ts). */
  extra?: Record<string, string>;
  /** §7 "header carries the global-assets flag" (GLOBAL_NAV_UPDATE). */
  globalAssets: boolean;
  signal?: AbortSignal;
}

const URLS: UrlChecks = {
  link: (raw) => safeLinkUrl(raw, 'Navigation'),
  image: (raw) => safeImageUrl(raw, 'Navigation'),
};

/**
 * GET {navhost}/navigation/v2/silos/NM/US/desktop (or /mobile), header.md §7:
 * the answer read for `silos`, decoded at the boundary (model/decode.ts; every
 * link through the URL policy). A failure or a malformed answer is a failed
 * result naming the call; state/silos.ts logs it and uses the fallback.
 */
export function getSilos({
  view,
  gender,
  extra = {},
  globalAssets,
  signal,
}: SilosRequest): Promise<ApiResult<Category[]>> {
  const call = `GET navigation/v2/silos/NM/US/${view}`;
  return attempt(call, async () => {
    const url = hostUrl($config.get().hosts.nav, `/navigation/v2/silos/NM/US/${view}`);
    const data = await requestJson<unknown>(url, {
      searchParams: { ...extra, ...(gender && { gender }) },
      headers: { [GLOBAL_ASSETS_HEADER]: String(globalAssets) },
      ...(signal && { signal }),
    });
    return decodeSilos(data, URLS, call);
  });
}
