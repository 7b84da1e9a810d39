import { act, lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { reactRootPerTest } from '../testing/reactRoot';
import { ControlledPart } from './ControlledPart';

const dom = reactRootPerTest();

/** A part from a chunk that arrives when the test says so. */
function heldPart() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Part = lazy(async () => {
    await arrived;
    return { default: ({ id }: { id?: string }) => <section id={id}>Drawer</section> };
  });
  return { Part, arrive };
}

describe('ControlledPart: a lazily drawn part that aria-controls names', () => {
  it('holds its id in an empty hidden element until the chunk is in, then the part carries it', async () => {
    const { Part, arrive } = heldPart();
    await dom.render(
      <>
        <button type="button" aria-expanded="true" aria-controls="drawer-1">
          Shoes menu
        </button>
        <ControlledPart id="drawer-1">
          <Part id="drawer-1" />
        </ControlledPart>
      </>,
    );
    const held = dom.holder.querySelector<HTMLElement>('#drawer-1')!;
    expect(held.localName).toBe('div');
    expect(held.hidden).toBe(true);
    expect(held.childNodes).toHaveLength(0);
    await act(async () => arrive());
    const drawn = dom.holder.querySelectorAll('#drawer-1');
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.localName).toBe('section');
    expect(drawn[0]!.textContent).toBe('Drawer');
  });

  it('without an id shows nothing while the chunk loads', async () => {
    const { Part, arrive } = heldPart();
    await dom.render(
      <ControlledPart>
        <Part />
      </ControlledPart>,
    );
    expect(dom.holder.innerHTML).toBe('');
    await act(async () => arrive());
    expect(dom.holder.textContent).toBe('Drawer');
  });
});
