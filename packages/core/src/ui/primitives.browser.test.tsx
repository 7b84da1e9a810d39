import { shadowOf, until } from '../testing/dom';
import { useState, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { defineElement } from '../element/defineElement';
import { announce } from './liveRegion';
import { Dialog, type DialogCloseReason } from './Dialog';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { isScrollLocked, lockScroll, unlockScroll } from './scrollLock';

let serial = 0;

/** Renders a component inside a real nm-* element, as the widgets do. */
function inElement(render: () => ReactElement): HTMLElement {
  const tag = `nm-prim-${++serial}` as const;
  defineElement({ tag, component: render, props: {}, styles: '' });
  const el = document.createElement(tag);
  document.body.append(el);
  return el;
}

afterEach(() => document.body.replaceChildren());

describe('Dialog (minicart.md §2 "Drawer presentation", WAI-ARIA dialog)', () => {
  const closes: DialogCloseReason[] = [];
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" id="opener" onClick={() => setOpen(true)}>
          Open bag
        </button>
        <Dialog
          open={open}
          title="Your Shopping Bag"
          placement="drawer-right"
          onClose={(reason) => {
            closes.push(reason);
            setOpen(false);
          }}
        >
          <a href="#a" id="first">
            First
          </a>
          <button type="button" id="inside">
            Inside
          </button>
        </Dialog>
      </>
    );
  }

  it('opens modally in the top layer, named by its title, locks scroll, and returns focus on Escape', async () => {
    closes.length = 0;
    const el = inElement(Harness);
    await until(() => expect(shadowOf(el).querySelector('#opener')).not.toBeNull());
    const opener = shadowOf(el).querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    opener.click();
    await until(() => expect(shadowOf(el).querySelector('dialog')?.open).toBe(true));
    const dialog = shadowOf(el).querySelector('dialog')!;
    expect(dialog.matches(':modal')).toBe(true);
    expect(shadowOf(el).getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Your Shopping Bag');
    expect(isScrollLocked()).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    // Focus moved inside the dialog.
    expect(dialog.contains(shadowOf(el).activeElement)).toBe(true);
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await until(() => expect(dialog.open).toBe(false));
    expect(closes).toEqual(['escape']);
    expect(shadowOf(el).activeElement).toBe(opener);
    expect(isScrollLocked()).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on an overlay click but not on a click inside, and names the close button', async () => {
    closes.length = 0;
    const el = inElement(Harness);
    await until(() => expect(shadowOf(el).querySelector('#opener')).not.toBeNull());
    shadowOf(el).querySelector<HTMLButtonElement>('#opener')!.click();
    await until(() => expect(shadowOf(el).querySelector('dialog')?.open).toBe(true));
    const dialog = shadowOf(el).querySelector('dialog')!;
    shadowOf(el).querySelector<HTMLButtonElement>('#inside')!.click();
    expect(closes).toEqual([]);
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await until(() => expect(dialog.open).toBe(false));
    expect(closes).toEqual(['overlay']);
    shadowOf(el).querySelector<HTMLButtonElement>('#opener')!.click();
    await until(() => expect(dialog.open).toBe(true));
    const close = shadowOf(el).querySelector<HTMLButtonElement>('.nm-dialog__close')!;
    expect(close.getAttribute('aria-label')).toBe('Close');
    close.click();
    await until(() => expect(dialog.open).toBe(false));
    expect(closes).toEqual(['overlay', 'close-button']);
  });

  it('is 375px wide on the right, and has no fade under reduced motion', async () => {
    const el = inElement(Harness);
    await until(() => expect(shadowOf(el).querySelector('#opener')).not.toBeNull());
    shadowOf(el).querySelector<HTMLButtonElement>('#opener')!.click();
    await until(() => expect(shadowOf(el).querySelector('dialog')?.open).toBe(true));
    const dialog = shadowOf(el).querySelector('dialog')!;
    const box = dialog.getBoundingClientRect();
    if (window.innerWidth > 767) {
      expect(box.width).toBe(375);
      expect(Math.round(box.right)).toBe(document.documentElement.clientWidth);
    }
    expect(getComputedStyle(dialog).transitionDuration.split(',')[0]).toBe('0.3s');
  });
});

describe('scroll lock: owners are counted', () => {
  it('stays locked until the last owner lets go', () => {
    const drawer = {};
    const search = {};
    lockScroll(drawer);
    lockScroll(search);
    unlockScroll(drawer);
    expect(isScrollLocked()).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    unlockScroll(drawer);
    expect(isScrollLocked()).toBe(true);
    unlockScroll(search);
    expect(isScrollLocked()).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('Price (minicart.md §2)', () => {
  let root: Root | undefined;
  afterEach(() => root?.unmount());
  const render = async (node: ReactElement) => {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    root.render(node);
    await until(() => expect(host.textContent).not.toBe(''));
    return host;
  };

  it('strikes the original price and says which amount is which', async () => {
    const host = await render(<Price price="297" originalPrice={495} />);
    expect(host.querySelector('s')?.textContent).toBe('Original price: $495.00');
    expect(host.textContent).toBe('Original price: $495.00 Sale price: $297.00');
  });

  it('shows one price when nothing is marked down, without decimals in the header style', async () => {
    const host = await render(<Price price={1250} originalPrice={1250} style="header" />);
    expect(host.querySelector('s')).toBeNull();
    expect(host.textContent).toBe('$1,250');
  });
});

describe('ProductImage (minicart.md §8 "Broken product image")', () => {
  it('shows the no-image picture, named "No image available", after the delay', async () => {
    const el = inElement(() => (
      <ProductImage src="/definitely-missing.png" alt="Silk scarf" width={100} height={125} fallbackDelayMs={50} />
    ));
    await until(() => expect(el.shadowRoot!.querySelector('img')).not.toBeNull());
    await until(() =>
      expect(el.shadowRoot!.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('No image available'),
    );
    const box = el.shadowRoot!.querySelector<HTMLElement>('[role="img"]')!.getBoundingClientRect();
    expect([box.width, box.height]).toEqual([100, 125]);
  });
});

describe('live region: one owner for announcements', () => {
  it('creates one polite region and reuses it', async () => {
    announce('Shopping Bag, 2 items');
    announce('Shopping Bag, 3 items');
    const regions = document.querySelectorAll('[data-nm-live-region]');
    expect(regions).toHaveLength(1);
    expect(regions[0]!.getAttribute('aria-live')).toBe('polite');
    await until(() => expect(regions[0]!.textContent).toBe('Shopping Bag, 3 items'));
  });
});
