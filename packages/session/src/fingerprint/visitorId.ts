/**
 * header.md §7 `GET /dt/api/v2/{pzpId or p13nId}?fgId={id}&adobeId={marketing
 * visitor id}`: the marketing (Adobe Experience Cloud) visitor id, taken
 * where the page's analytics exposes it (docs/session.md "The v2 lookup"):
 *
 * 1. the tag manager's visitor service,
 *    `_satellite.getVisitorId().getMarketingCloudVisitorID()`;
 * 2. else the visitor service's own cookie, `AMCV_{orgId}`, whose value
 *    holds `MCMID|{id}`.
 *
 * Neither: undefined, and the lookup is the v1 call.
 */

/** `MCMID|{id}` in an AMCV cookie's (URL-decoded) value; null when it has none. */
export function mcmidFromAmcv(value: string): string | null {
  const fields = value.split('|');
  const at = fields.indexOf('MCMID');
  const id = at >= 0 ? fields[at + 1]?.trim() : undefined;
  return id ? id : null;
}

type SatelliteWindow = Window & {
  _satellite?: { getVisitorId?: () => { getMarketingCloudVisitorID?: () => unknown } | null };
};

export function marketingVisitorId(win: Window): string | undefined {
  try {
    const fromTagManager = (win as SatelliteWindow)._satellite?.getVisitorId?.()?.getMarketingCloudVisitorID?.();
    if (typeof fromTagManager === 'string' && fromTagManager.trim()) return fromTagManager.trim();
    for (const pair of win.document.cookie.split(';')) {
      const eq = pair.indexOf('=');
      if (eq < 0 || !pair.slice(0, eq).trim().startsWith('AMCV_')) continue;
      let value = pair.slice(eq + 1).trim();
      try {
        value = decodeURIComponent(value);
      } catch {
        /* kept as it is */
      }
      const id = mcmidFromAmcv(value);
      if (id) return id;
    }
  } catch {
    // A page's analytics object that throws, or cookies that cannot be read: no marketing id.
  }
  return undefined;
}
