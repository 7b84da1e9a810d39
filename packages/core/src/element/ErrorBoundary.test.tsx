import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Panel({ fail }: { fail: boolean }) {
  if (fail) throw new Error('panel failed');
  return <p>panel</p>;
}

let errorSpy: MockInstance<typeof console.error>;
let holder: HTMLElement;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
  holder = document.createElement('div');
  document.body.append(holder);
});
afterEach(() => {
  errorSpy.mockRestore();
  holder.remove();
});

describe('ErrorBoundary per panel (a failing panel never takes the icon with it)', () => {
  it('shows "Sorry.. there was an error" by default, logged once naming the tag', async () => {
    const root = createRoot(holder, { onCaughtError: () => {} });
    await act(async () =>
      root.render(
        <ErrorBoundary tag="nm-minicart drawer">
          <Panel fail />
        </ErrorBoundary>,
      ),
    );
    expect(holder.textContent).toBe('Sorry.. there was an error');
    expect(
      errorSpy.mock.calls.filter((call) => String(call[0]).includes('<nm-minicart drawer> failed to render')),
    ).toHaveLength(1);
    root.unmount();
  });

  it('a fallback of null shows nothing, and its siblings (the icon) stay', async () => {
    const root = createRoot(holder, { onCaughtError: () => {} });
    await act(async () =>
      root.render(
        <>
          <a href="/cart/">icon</a>
          <ErrorBoundary tag="p" fallback={null}>
            <Panel fail />
          </ErrorBoundary>
        </>,
      ),
    );
    expect(holder.innerHTML).toBe('<a href="/cart/">icon</a>');
    root.unmount();
  });

  it('a new resetKey (the next opening or event) renders the children again', async () => {
    const root = createRoot(holder, { onCaughtError: () => {} });
    await act(async () =>
      root.render(
        <ErrorBoundary tag="p" fallback={null} resetKey={1}>
          <Panel fail />
        </ErrorBoundary>,
      ),
    );
    expect(holder.textContent).toBe('');
    // Same key: still failed, even though the child would now render.
    await act(async () =>
      root.render(
        <ErrorBoundary tag="p" fallback={null} resetKey={1}>
          <Panel fail={false} />
        </ErrorBoundary>,
      ),
    );
    expect(holder.textContent).toBe('');
    await act(async () =>
      root.render(
        <ErrorBoundary tag="p" fallback={null} resetKey={2}>
          <Panel fail={false} />
        </ErrorBoundary>,
      ),
    );
    expect(holder.textContent).toBe('panel');
    root.unmount();
  });
});
