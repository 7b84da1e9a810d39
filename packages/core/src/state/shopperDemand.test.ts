import { $shopperDemanded, demandShopper, onShopperDemanded } from './shopperDemand';

beforeEach(() => $shopperDemanded.set(false));

describe('the demand for the shopper (docs/session.md "What starts what")', () => {
  it('nothing has asked on a fresh page', () => {
    const run = vi.fn();
    onShopperDemanded(run);
    expect($shopperDemanded.get()).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });

  it('the first demand runs the waiting callback once, synchronously; later demands do nothing', () => {
    const run = vi.fn();
    onShopperDemanded(run);
    demandShopper();
    expect(run).toHaveBeenCalledTimes(1);
    demandShopper();
    demandShopper();
    expect(run).toHaveBeenCalledTimes(1);
    expect($shopperDemanded.get()).toBe(true);
  });

  it('a callback registered after the demand runs at once (an element connected before the bundle listened)', () => {
    demandShopper();
    const run = vi.fn();
    onShopperDemanded(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a cancelled callback never runs', () => {
    const run = vi.fn();
    const cancel = onShopperDemanded(run);
    cancel();
    demandShopper();
    expect(run).not.toHaveBeenCalled();
  });

  it('each waiting callback runs once', () => {
    const first = vi.fn();
    const second = vi.fn();
    onShopperDemanded(first);
    onShopperDemanded(second);
    demandShopper();
    demandShopper();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
  });
});
