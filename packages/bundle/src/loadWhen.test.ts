import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIDGETS } from './elements';
import { ELEMENT_TAGS, firstPaintRoots, whenToLoad } from './loadWhen';

/** docs/first-paint.md "When the script loads". */
describe('when the loader imports the widgets', () => {
  let readyState: DocumentReadyState;

  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'],
    });
    readyState = 'interactive';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    delete (document as { readyState?: unknown }).readyState;
    document.body.innerHTML = '';
  });

  /** As the parser leaves a declarative shadow root the first-paint server drew: its wrapper carries data-nm-first-paint. */
  const drawnByServer = (tag: string, marked = true) => {
    const element = document.createElement(tag);
    const root = element.attachShadow({ mode: 'open' });
    const wrapper = document.createElement('div');
    if (marked) wrapper.setAttribute('data-nm-first-paint', '');
    root.append(wrapper);
    document.body.append(element);
    return root;
  };

  it('knows every element the bundle defines, without importing them', () => {
    expect([...ELEMENT_TAGS].sort()).toEqual(WIDGETS.map(({ element }) => element.tag).sort());
  });

  it.each(['nm-header', 'nm-minicart', 'nm-search', 'nm-abandon-cart-modal'])(
    'finds the first paint a server drew in <%s>',
    (tag) => {
      const root = drawnByServer(tag);
      expect(firstPaintRoots(document)).toEqual([root]);
    },
  );

  it('finds none in a widget without a shadow root yet, in a shadow root not drawn by our server, or in another element', () => {
    document.body.append(document.createElement('nm-header'));
    drawnByServer('nm-search', false);
    drawnByServer('other-widget');
    expect(firstPaintRoots(document)).toEqual([]);
  });

  it('loads at once on a page without a first paint', () => {
    const load = vi.fn();
    whenToLoad(window, false, load);
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads at once when the page has already loaded', () => {
    readyState = 'complete';
    const load = vi.fn();
    whenToLoad(window, true, load);
    expect(load).toHaveBeenCalledOnce();
  });

  it('waits for the load event on a page with a first paint, then for the frame after it to be painted, and loads once', () => {
    const load = vi.fn();
    whenToLoad(window, true, load);
    vi.advanceTimersByTime(2999);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(0);
    expect(load).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledOnce();
  });

  it('does not wait for a frame a hidden tab never paints: 100 ms after the load event', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const load = vi.fn();
    whenToLoad(window, true, load);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(99);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledOnce();
  });

  it("loads 3 s after the loader ran when the page's load event is held up, and not again at the load event", () => {
    const load = vi.fn();
    whenToLoad(window, true, load);
    vi.advanceTimersByTime(3000);
    expect(load).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('load'));
    expect(load).toHaveBeenCalledOnce();
  });
});
