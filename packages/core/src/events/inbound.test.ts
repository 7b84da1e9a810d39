import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetLogOnce } from '../log/log';
import {
  INBOUND_EVENT_NAMES,
  countFromDetail,
  listenForInboundEvents,
  type InboundEventName,
  type InboundHandlers,
} from './inbound';

describe('header.md §4 Mini cart: updateMiniCartItemCountEvent "carries noOfItemsInCart"', () => {
  it.each<[string, unknown, number | null]>([
    ['{ noOfItemsInCart: 3 }', { noOfItemsInCart: 3 }, 3],
    ['{ noOfItemsInCart: 0 }', { noOfItemsInCart: 0 }, 0],
    ['{ noOfItemsInCart: "3" }', { noOfItemsInCart: '3' }, 3],
    ['a bare number', 3, 3],
    ['a bare numeric string', '3', 3],
    ['a numeric string with spaces', ' 12 ', 12],
    ['negative', -1, null],
    ['fractional', 1.5, null],
    ['fractional in the object', { noOfItemsInCart: 2.5 }, null],
    ['null', null, null],
    ['undefined', undefined, null],
    ['an empty object', {}, null],
    ['an empty string', '', null],
    ['a blank string', '  ', null],
    ['letters', 'three', null],
    ['NaN', NaN, null],
    ['Infinity', Infinity, null],
    ['a boolean', true, null],
    ['an array', [3], null],
    ['absurdly large', 1e9, null],
  ])('%s → %j', (_label, detail, expected) => {
    expect(countFromDetail(detail)).toBe(expected);
  });
});

describe('header.md §4 Mini cart "It reacts to page events" wherever the host dispatches them', () => {
  let stop: () => void = () => {};
  let handlers: { [K in InboundEventName]: ReturnType<typeof vi.fn> };
  let errorSpy: MockInstance<typeof console.error>;

  beforeEach(() => {
    resetLogOnce();
    errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    handlers = {
      showMiniCartEvent: vi.fn(),
      miniCartCloseEvent: vi.fn(),
      updateMiniCartItemCountEvent: vi.fn(),
      openMobileMiniCart: vi.fn(),
    };
    stop = listenForInboundEvents(window, handlers as unknown as InboundHandlers);
  });
  afterEach(() => {
    stop();
    document.body.replaceChildren();
    errorSpy.mockRestore();
  });

  function deepElement(): HTMLElement {
    const outer = document.createElement('div');
    const middle = document.createElement('section');
    const inner = document.createElement('span');
    middle.append(inner);
    outer.append(middle);
    document.body.append(outer);
    return inner;
  }

  const targets: Array<[string, () => EventTarget, boolean]> = [
    ['window', () => window, false],
    ['document', () => document, false],
    ['document, bubbling', () => document, true],
    ['document.body, bubbling', () => document.body, true],
    ['a deep element, bubbles: false', deepElement, false],
    ['a deep element, bubbling', deepElement, true],
  ];

  describe.each(INBOUND_EVENT_NAMES.map((name) => [name]))('%s', (name) => {
    it.each(targets)('dispatched on %s → handled exactly once, with its detail', (_label, target, bubbles) => {
      const detail = { noOfItemsInCart: 4, content: '<p>added</p>' };
      target().dispatchEvent(new CustomEvent(name, { detail, bubbles }));
      expect(handlers[name]).toHaveBeenCalledTimes(1);
      expect(handlers[name]).toHaveBeenCalledWith(detail);
      for (const other of INBOUND_EVENT_NAMES) if (other !== name) expect(handlers[other]).not.toHaveBeenCalled();
    });
  });

  it('a plain Event (no detail) reaches the handler with undefined', () => {
    document.dispatchEvent(new Event('miniCartCloseEvent'));
    expect(handlers.miniCartCloseEvent).toHaveBeenCalledTimes(1);
    expect(handlers.miniCartCloseEvent).toHaveBeenCalledWith(undefined);
  });

  it('a throwing handler is logged, and later events are still handled', () => {
    handlers.updateMiniCartItemCountEvent.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    expect(() => window.dispatchEvent(new CustomEvent('updateMiniCartItemCountEvent', { detail: 1 }))).not.toThrow();
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]?.[0])).toBe('[nm-widgets] Handling updateMiniCartItemCountEvent failed');

    window.dispatchEvent(new CustomEvent('updateMiniCartItemCountEvent', { detail: 2 }));
    document.dispatchEvent(new CustomEvent('showMiniCartEvent'));
    expect(handlers.updateMiniCartItemCountEvent).toHaveBeenCalledTimes(2);
    expect(handlers.updateMiniCartItemCountEvent).toHaveBeenLastCalledWith(2);
    expect(handlers.showMiniCartEvent).toHaveBeenCalledTimes(1);
  });

  it('a handler that keeps throwing is logged once, not on every event', () => {
    handlers.showMiniCartEvent.mockImplementation(() => {
      throw new Error('boom');
    });
    for (let i = 0; i < 3; i++) document.dispatchEvent(new CustomEvent('showMiniCartEvent'));
    expect(handlers.showMiniCartEvent).toHaveBeenCalledTimes(3);
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });

  it('a host listener that stops propagation on the element cannot hide the event from us', () => {
    const el = deepElement();
    el.addEventListener('showMiniCartEvent', (e) => e.stopImmediatePropagation());
    el.dispatchEvent(new CustomEvent('showMiniCartEvent', { bubbles: true }));
    expect(handlers.showMiniCartEvent).toHaveBeenCalledTimes(1);
  });

  it('after the returned stop function runs, events are no longer handled', () => {
    stop();
    window.dispatchEvent(new CustomEvent('showMiniCartEvent'));
    document.dispatchEvent(new CustomEvent('miniCartCloseEvent'));
    expect(handlers.showMiniCartEvent).not.toHaveBeenCalled();
    expect(handlers.miniCartCloseEvent).not.toHaveBeenCalled();
  });
});
