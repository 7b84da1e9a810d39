import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart';

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
