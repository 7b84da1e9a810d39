import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/**
 * A React root in a fresh element of the page for each test of the calling
 * file (happy-dom), unmounted and removed after it: for unit tests that
 * render a component and read the DOM it writes.
 */
export function reactRootPerTest(): { readonly holder: HTMLElement; render(node: ReactNode): Promise<void> } {
  // Here, not when the module loads: a browser test importing another helper of @nm/core/testing (the fake page
  // location) renders real elements without act() and must not be told it should.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let holder: HTMLElement;
  let root: Root;
  beforeEach(() => {
    holder = document.createElement('div');
    document.body.append(holder);
    root = createRoot(holder);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    holder.remove();
  });
  return {
    get holder() {
      return holder;
    },
    render: (node) => act(async () => root.render(node)),
  };
}
