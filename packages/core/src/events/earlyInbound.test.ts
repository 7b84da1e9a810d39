import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../log/log';
import { recordEarlyInboundEvents, takeEarlyInboundEvents } from './earlyInbound';
import { replayEarlyInboundEvents, type InboundHandlers } from './inbound';

const handlersRecording = (calls: Array<[string, unknown]>): InboundHandlers => ({
  showMiniCartEvent: (detail) => calls.push(['showMiniCartEvent', detail]),
  miniCartCloseEvent: (detail) => calls.push(['miniCartCloseEvent', detail]),
  updateMiniCartItemCountEvent: (detail) => calls.push(['updateMiniCartItemCountEvent', detail]),
  openMobileMiniCart: (detail) => calls.push(['openMobileMiniCart', detail]),
});

describe("the page's events before the entry listens (the loader records them, the entry replays them)", () => {
  afterEach(() => {
    takeEarlyInboundEvents(window);
    resetLogOnce();
    vi.restoreAllMocks();
  });

  it("replays the four events wherever they were dispatched, with their detail, in the page's order", () => {
    recordEarlyInboundEvents(window);
    document.dispatchEvent(new CustomEvent('updateMiniCartItemCountEvent', { detail: { noOfItemsInCart: 4 } }));
    window.dispatchEvent(new CustomEvent('showMiniCartEvent'));
    const nested = document.body.appendChild(document.createElement('div'));
    nested.dispatchEvent(new CustomEvent('openMobileMiniCart', { detail: '<p>added</p>' }));
    window.dispatchEvent(new CustomEvent('miniCartCloseEvent'));
    window.dispatchEvent(new Event('updateMiniCartItemCountEvent'));
    window.dispatchEvent(new CustomEvent('someoneElsesEvent', { detail: 1 }));
    nested.remove();
    const calls: Array<[string, unknown]> = [];
    replayEarlyInboundEvents(window, handlersRecording(calls));
    expect(calls).toEqual([
      ['updateMiniCartItemCountEvent', { noOfItemsInCart: 4 }],
      ['showMiniCartEvent', null],
      ['openMobileMiniCart', '<p>added</p>'],
      ['miniCartCloseEvent', null],
      ['updateMiniCartItemCountEvent', undefined],
    ]);
  });

  it("stops recording once taken: a later event is the live listener's, not replayed twice", () => {
    recordEarlyInboundEvents(window);
    window.dispatchEvent(new CustomEvent('showMiniCartEvent'));
    expect(takeEarlyInboundEvents(window)).toHaveLength(1);
    window.dispatchEvent(new CustomEvent('showMiniCartEvent'));
    expect(takeEarlyInboundEvents(window)).toEqual([]);
  });

  it('replays nothing when no loader recorded (the entry imported on its own)', () => {
    const calls: Array<[string, unknown]> = [];
    replayEarlyInboundEvents(window, handlersRecording(calls));
    expect(calls).toEqual([]);
  });

  it('keeps the first 1,000: a page firing more before we load is in a loop', () => {
    recordEarlyInboundEvents(window);
    for (let n = 0; n < 1005; n++) window.dispatchEvent(new CustomEvent('updateMiniCartItemCountEvent', { detail: n }));
    const kept = takeEarlyInboundEvents(window);
    expect(kept).toHaveLength(1000);
    expect(kept.at(-1)).toEqual(['updateMiniCartItemCountEvent', 999]);
  });

  it('goes on past a handler that throws, and logs the failure once, naming the event', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    recordEarlyInboundEvents(window);
    window.dispatchEvent(new CustomEvent('showMiniCartEvent'));
    window.dispatchEvent(new CustomEvent('showMiniCartEvent'));
    window.dispatchEvent(new CustomEvent('miniCartCloseEvent'));
    const calls: Array<[string, unknown]> = [];
    replayEarlyInboundEvents(window, {
      ...handlersRecording(calls),
      showMiniCartEvent: () => {
        throw new Error('page bug');
      },
    });
    expect(calls).toEqual([['miniCartCloseEvent', null]]);
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]![0])).toContain('Handling showMiniCartEvent failed');
  });
});
