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
    const load = vi.fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Panel });
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
