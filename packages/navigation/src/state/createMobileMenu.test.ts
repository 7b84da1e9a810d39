import { $mobileMenuOpen, chooseGender, closeMobileMenu, toggleMobileMenu, type Gender } from '@nm/core';
import { fakePageLocation } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '../model/types';
import { createMobileMenu } from './createMobileMenu';
import { resetMenus, type LoadedMenu } from './silos';

const cat = (id: string, categories: Category[] = []): Category => ({
  name: id,
  url: `/c/${id}`,
  id,
  catmanId: id,
  level: 0,
  attributes: {},
  categories,
  children: categories.length,
});
const MENUS: Record<Gender, LoadedMenu> = {
  W: { source: 'service', silos: [cat('catW1'), cat('catW2', [cat('catW21', [cat('catW211')]), cat('catW22')])] },
  M: { source: 'service', silos: [cat('catM1', [cat('catM11')])] },
};

/** header.md §3 "Mobile nav state", §4 "Mobile menu", §9 (10 ms, 220 ms). */
describe('createMobileMenu', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetMenus();
    chooseGender('W');
    closeMobileMenu();
  });
  afterEach(() => {
    vi.useRealTimers();
    closeMobileMenu();
  });

  const setup = (over: Partial<Parameters<typeof createMobileMenu>[0]> = {}) => {
    const location = fakePageLocation();
    const load = vi.fn((g: Gender) => Promise.resolve(MENUS[g]));
    const menu = createMobileMenu({ load, location, redirect: (g) => (g === 'M' ? '/mens' : '/'), ...over });
    const stop = menu.start();
    return { menu, s: () => menu.$snapshot.get(), a: menu.actions, assigned: location.assigned, load, stop };
  };

  it("opens with the hamburger at the root of the shopper's gender", async () => {
    const { s, load } = setup();
    toggleMobileMenu();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledWith('W');
    expect(s()).toMatchObject({ open: true, gender: 'W', path: [], loading: false });
    expect(s().visible.map((c) => c.id)).toEqual(['catW1', 'catW2']);
  });

  it('going in: loads the level, the slide starts 10 ms later and resolves 220 ms after, then focus to its heading', async () => {
    const { s, a } = setup();
    toggleMobileMenu();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.next(0)).toBe('follow');
    expect(a.next(1)).toBe('level');
    expect(s()).toMatchObject({ path: [1], loading: true, applyTransition: false, isNextClicked: true });
    expect(s().visible.map((c) => c.id)).toEqual(['catW21', 'catW22']);
    vi.advanceTimersByTime(9);
    expect(s().applyTransition).toBe(false);
    vi.advanceTimersByTime(1);
    expect(s().applyTransition).toBe(true);
    const seq = s().focusSeq;
    vi.advanceTimersByTime(209);
    expect(s().loading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(s()).toMatchObject({
      loading: false,
      applyTransition: false,
      isNextClicked: false,
      focus: { target: 'heading' },
    });
    expect(s().focusSeq).toBe(seq + 1);
    expect(s().parents.map((c) => c.id)).toEqual(['catW2']);
  });

  it('Back goes up one level with focus back on the entry; Menu goes to the root', async () => {
    const { s, a } = setup();
    toggleMobileMenu();
    await vi.advanceTimersByTimeAsync(0);
    a.next(1);
    vi.advanceTimersByTime(220);
    a.next(0);
    vi.advanceTimersByTime(220);
    expect(s().path).toEqual([1, 0]);
    a.back();
    expect(s()).toMatchObject({ path: [1], isPrevClicked: true });
    vi.advanceTimersByTime(220);
    expect(s()).toMatchObject({ path: [1], focus: { target: 'entry', index: 0 } });
    a.next(0);
    vi.advanceTimersByTime(220);
    a.toRoot();
    vi.advanceTimersByTime(220);
    expect(s()).toMatchObject({ path: [], focus: { target: 'entry', index: 1 } });
  });

  it('reduced motion: the level settles at once', async () => {
    const { s, a } = setup({ reducedMotion: () => true });
    toggleMobileMenu();
    await vi.advanceTimersByTimeAsync(0);
    a.next(1);
    expect(s()).toMatchObject({ path: [1], loading: false, applyTransition: false, focus: { target: 'heading' } });
  });

  it("starts on the navpath's level, else the page default path", async () => {
    const { s } = setup({ navpath: () => 'cat000000_catW2_catW21_catW211' });
    toggleMobileMenu();
    await vi.advanceTimersByTimeAsync(0);
    expect(s().path).toEqual([1, 0]);
    toggleMobileMenu();
    const other = setup({ defaultPath: [1] });
    toggleMobileMenu();
    await vi.advanceTimersByTimeAsync(0);
    expect(other.s().path).toEqual([1]);
  });

  it('a gender switch loads the other menu once and shows its root; closing then redirects (/mens)', async () => {
    const { s, a, load, assigned } = setup();
    toggleMobileMenu();
    await vi.advanceTimersByTimeAsync(0);
    a.chooseGender('M');
    await vi.advanceTimersByTimeAsync(0);
    expect(load.mock.calls.map(([g]) => g)).toEqual(['W', 'M']);
    expect(s()).toMatchObject({ gender: 'M', path: [] });
    expect(s().visible.map((c) => c.id)).toEqual(['catM1']);
    expect(assigned).toEqual([]);
    a.close();
    expect($mobileMenuOpen.get()).toBe(false);
    expect(assigned).toEqual(['/mens']);
  });

  it('no redirect when the gender is back to the one it opened with, or when the page says stay (null)', async () => {
    const first = setup();
    toggleMobileMenu();
    await vi.advanceTimersByTimeAsync(0);
    first.a.chooseGender('M');
    first.a.chooseGender('W');
    first.a.close();
    expect(first.assigned).toEqual([]);
    first.stop();
    const second = setup({ redirect: () => null });
    toggleMobileMenu();
    await vi.advanceTimersByTimeAsync(0);
    second.a.chooseGender('M');
    second.a.close();
    expect(second.assigned).toEqual([]);
  });
});
