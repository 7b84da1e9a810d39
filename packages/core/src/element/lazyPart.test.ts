import { describe, expect, it, vi } from 'vitest';
import { lazyModule, lazyPart } from './lazyPart';

const Panel = () => null;

describe('lazyPart', () => {
  it('downloads the chunk once, however many preloads ask', async () => {
    const load = vi.fn(() => Promise.resolve({ Panel }));
    const part = lazyPart(load, 'Panel');
    expect(load).not.toHaveBeenCalled();
    expect(part.isLoaded()).toBe(false);
    await Promise.all([part.preload(), part.preload()]);
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(part.isLoaded()).toBe(true);
  });

  it('asks again after a failed download (the shopper tries again)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Panel });
    const part = lazyPart(load as () => Promise<{ default: typeof Panel }>);
    await expect(part.preload()).rejects.toThrow('offline');
    expect(part.isLoaded()).toBe(false);
    await part.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(part.isLoaded()).toBe(true);
  });

  it('does not download at creation: only a preload or a render starts it', () => {
    const load = vi.fn(() => Promise.resolve({ Panel }));
    const part = lazyPart(load, 'Panel');
    expect(part.Component).toBeDefined();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('lazyModule (a chunk that is code, not a component)', () => {
  it('hands every caller the one module, downloaded once', async () => {
    const api = { fetchSomething: () => 1 };
    const load = vi.fn(() => Promise.resolve(api));
    const chunk = lazyModule(load);
    const [a, b] = await Promise.all([chunk.load(), chunk.load()]);
    expect(a).toBe(api);
    expect(b).toBe(api);
    expect(load).toHaveBeenCalledTimes(1);
    expect(chunk.isLoaded()).toBe(true);
  });
});

describe('lazyPart, rendered synchronously once its chunk is in (a server, or a client that preloaded it)', () => {
  it('hands React.lazy the loaded module through a thenable that calls back at once', async () => {
    const part = lazyPart(() => Promise.resolve({ Panel }), 'Panel');
    await part.preload();
    // React.lazy's payload holds the factory; calling it must give a thenable that resolves before `then` returns.
    const factory = (part.Component as unknown as { _payload: { _result: () => PromiseLike<{ default: unknown }> } })
      ._payload._result;
    let resolved: unknown;
    void factory().then((module) => {
      resolved = module.default;
    });
    expect(resolved).toBe(Panel);
  });

  it('before its chunk is in, gives React a real promise (React suspends)', () => {
    const part = lazyPart(() => new Promise<{ Panel: typeof Panel }>(() => {}), 'Panel');
    const factory = (part.Component as unknown as { _payload: { _result: () => PromiseLike<unknown> } })._payload
      ._result;
    let resolved = false;
    void factory().then(() => {
      resolved = true;
    });
    expect(resolved).toBe(false);
  });
});
