import { resetLogOnce } from '@nm/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SilosRequest } from '../api/navigation';
import { $menus, loadMenu, resetMenus } from './silos';

const answer = (name: string) => ({
  ok: true as const,
  data: [{ name, url: '/c/x', id: 'cat1', catmanId: 'cat1', level: 0, attributes: {}, categories: [], children: 0 }],
});

describe("the page's menus (header.md §7, §8)", () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetMenus();
    resetLogOnce();
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    errors.mockRestore();
  });

  it("asks once per gender for the page's life; desktop and mobile share it", async () => {
    const fetch = vi.fn(async (r: SilosRequest) => answer(r.gender ?? '?'));
    await loadMenu('W', { view: 'desktop', globalAssets: true, fetch });
    await Promise.all([
      loadMenu('W', { view: 'mobile', globalAssets: true, fetch }),
      loadMenu('W', { view: 'desktop', globalAssets: true, fetch }),
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect($menus.get().W).toMatchObject({ source: 'service', silos: [{ name: 'W' }] });
  });

  it('a gender switch asks for the other gender once', async () => {
    const fetch = vi.fn(async (r: SilosRequest) => answer(r.gender ?? '?'));
    await loadMenu('W', { view: 'mobile', globalAssets: false, fetch });
    await Promise.all([
      loadMenu('M', { view: 'mobile', globalAssets: false, fetch }),
      loadMenu('M', { view: 'mobile', globalAssets: false, fetch }),
    ]);
    expect(fetch.mock.calls.map(([r]) => r.gender)).toEqual(['W', 'M']);
    expect($menus.get().M!.silos[0]!.name).toBe('M');
  });

  it('a failure logs "Navigation API Failed" once and uses the bundled menu of that gender', async () => {
    const fetch = vi.fn(async () => ({ ok: false as const, call: 'GET x', error: new Error('500') }));
    const men = await loadMenu('M', { view: 'desktop', globalAssets: true, fetch });
    const women = await loadMenu('W', { view: 'desktop', globalAssets: true, fetch });
    expect(men.source).toBe('fallback');
    expect(men.silos).toHaveLength(11);
    expect(women.silos).toHaveLength(12);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toContain('Navigation API Failed');
  });

  it('forgets an answer still on its way when the menus are reset', async () => {
    let answerNow: (value: ReturnType<typeof answer>) => void = () => {};
    const fetch = vi.fn(() => new Promise<ReturnType<typeof answer>>((resolve) => (answerNow = resolve)));
    const asked = loadMenu('W', { view: 'desktop', globalAssets: true, fetch });
    resetMenus();
    answerNow(answer('late'));
    await asked;
    expect($menus.get()).toEqual({});
    const again = vi.fn(async () => answer('fresh'));
    await loadMenu('W', { view: 'desktop', globalAssets: true, fetch: again });
    expect(again).toHaveBeenCalledTimes(1);
    expect($menus.get().W!.silos[0]!.name).toBe('fresh');
  });
});
