import { describe, expect, it } from 'vitest';
import { marketingVisitorId, mcmidFromAmcv } from './visitorId';

describe("header.md §7 the v2 lookup's adobeId: the marketing visitor id the page exposes", () => {
  it.each<[string, string | null]>([
    [
      '-1124106680|MCIDTS|19700|MCMID|61234567890123456789012345678901234567|vVersion|5.5.0',
      '61234567890123456789012345678901234567',
    ],
    ['MCMID|abc', 'abc'],
    ['MCIDTS|19700|vVersion|5.5.0', null],
    ['MCMID|', null],
    ['', null],
  ])('AMCV %j → %j', (value, id) => {
    expect(mcmidFromAmcv(value)).toBe(id);
  });

  it("the tag manager's visitor service comes first", () => {
    const win = {
      _satellite: { getVisitorId: () => ({ getMarketingCloudVisitorID: () => ' mc-1 ' }) },
      document: { cookie: 'AMCV_X=MCMID%7Cmc-2' },
    };
    expect(marketingVisitorId(win as unknown as Window)).toBe('mc-1');
  });

  it('else an AMCV_ cookie (URL-encoded); none, or a throwing analytics object: undefined', () => {
    expect(
      marketingVisitorId({
        document: { cookie: 'a=1; AMCV_X%40AdobeOrg=MCMID%7Cmc-2%7CvVersion%7C5' },
      } as unknown as Window),
    ).toBe('mc-2');
    expect(marketingVisitorId({ document: { cookie: 'a=1' } } as unknown as Window)).toBeUndefined();
    const throwing = {
      _satellite: {
        getVisitorId: () => {
          throw new Error('not ready');
        },
      },
      document: { cookie: '' },
    };
    expect(marketingVisitorId(throwing as unknown as Window)).toBeUndefined();
  });
});
