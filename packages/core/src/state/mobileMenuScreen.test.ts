import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeScreenPerTest } from '../testing/fakeScreen';
import { $mobileMenuOpen, closeMobileMenu, toggleMobileMenu } from './mobileMenu';
import { closeMobileMenuWhenDesktopInMobile } from './mobileMenuScreen';
import { followScreen } from './screen';

const { start, rotateTo } = fakeScreenPerTest();

afterEach(() => {
  closeMobileMenu();
});

describe('the mobile menu closes when the screen becomes desktop-in-mobile (header.md §4, §9)', () => {
  it('open on a phone, turned sideways to 812 px: still open at 199 ms, closed at 200 ms', () => {
    start(followScreen());
    start(closeMobileMenuWhenDesktopInMobile());
    toggleMobileMenu();
    expect($mobileMenuOpen.get()).toBe(true);
    rotateTo(812);
    vi.advanceTimersByTime(199);
    expect($mobileMenuOpen.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect($mobileMenuOpen.get()).toBe(false);
  });

  it('stays open at 768 px (not over 768) and on a rotation between two phone widths', () => {
    start(followScreen());
    start(closeMobileMenuWhenDesktopInMobile());
    toggleMobileMenu();
    rotateTo(768);
    vi.advanceTimersByTime(200);
    expect($mobileMenuOpen.get()).toBe(true);
    rotateTo(360);
    vi.advanceTimersByTime(200);
    expect($mobileMenuOpen.get()).toBe(true);
  });

  it('after its stop, a rotation leaves the menu to its own controls', () => {
    start(followScreen());
    const stop = closeMobileMenuWhenDesktopInMobile();
    stop();
    toggleMobileMenu();
    rotateTo(1024);
    vi.advanceTimersByTime(200);
    expect($mobileMenuOpen.get()).toBe(true);
  });
});
