import { afterEach, describe, expect, it } from 'vitest';
import { marketingVisitorId } from './visitorId';

/** The v2 lookup's adobeId in real Chromium: the visitor service's cookie as Adobe writes it, URL-encoded. */
describe('header.md §7 adobeId from the page in Chromium', () => {
  afterEach(() => {
    document.cookie = 'AMCV_ABC123%40AdobeOrg=; max-age=0; path=/';
    Reflect.deleteProperty(window, '_satellite');
  });

  it("reads MCMID from the AMCV_ cookie, and the tag manager's id before it", () => {
    expect(marketingVisitorId(window)).toBeUndefined();
    document.cookie = `AMCV_ABC123%40AdobeOrg=${encodeURIComponent('-1124106680|MCIDTS|19700|MCMID|61234567890123456789012345678901234567|vVersion|5.5.0')}; path=/`;
    expect(marketingVisitorId(window)).toBe('61234567890123456789012345678901234567');
    Object.assign(window, {
      _satellite: { getVisitorId: () => ({ getMarketingCloudVisitorID: () => 'from-launch' }) },
    });
    expect(marketingVisitorId(window)).toBe('from-launch');
  });
});
