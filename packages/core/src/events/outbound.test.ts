import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTBOUND_EVENT_NAMES, emit } from './outbound';

describe('ARCHITECTURE.md "talk to the host page through DOM events": nm: events on document', () => {
  const cleanups: Array<() => void> = [];
  function listen(target: EventTarget, name: string, options?: AddEventListenerOptions) {
    const listener = vi.fn((_event: Event) => {});
    target.addEventListener(name, listener, options);
    cleanups.push(() => target.removeEventListener(name, listener, options));
    return listener;
  }
  afterEach(() => {
    cleanups.splice(0).forEach((c) => c());
  });

  it('dispatches on document, bubbling and composed, with detail.v === 1 and the fields given', () => {
    const onDocument = listen(document, 'nm:cart-changed');
    emit('nm:cart-changed', { count: 3, subtotal: 1250.5 });
    expect(onDocument).toHaveBeenCalledTimes(1);
    const event = onDocument.mock.calls[0]![0] as CustomEvent;
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.target).toBe(document);
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.detail).toEqual({ v: 1, count: 3, subtotal: 1250.5 });
  });

  it('a listener on window hears it too (it bubbles past document)', () => {
    const onWindow = listen(window, 'nm:minicart-opened');
    emit('nm:minicart-opened', { trigger: 'icon' });
    expect(onWindow).toHaveBeenCalledTimes(1);
    expect((onWindow.mock.calls[0]![0] as CustomEvent).detail).toEqual({ v: 1, trigger: 'icon' });
  });

  it.each(OUTBOUND_EVENT_NAMES.map((name) => [name]))('%s uses the nm: prefix and is heard on document', (name) => {
    expect(name.startsWith('nm:')).toBe(true);
    const onDocument = listen(document, name);
    emit(name, {} as never);
    expect(onDocument).toHaveBeenCalledTimes(1);
    expect((onDocument.mock.calls[0]![0] as CustomEvent).detail.v).toBe(1);
  });
});
