import { $mobileMenuOpen, $screen, closeMobileMenu, toggleMobileMenu } from '@nm/core';
import { fakeScreenPerTest } from '@nm/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followPage } from './follow';
import { $storesPanel, resetStores } from './stores';

/**
 * header.md §4 "Sticky header" (last line), §9: what the header's followers do
 * with the screen-size flags, on a fake window and fake timers.
 */
const { start, rotateTo } = fakeScreenPerTest();

afterEach(() => {
  closeMobileMenu();
});

describe('the header follows the screen-size flags while it is connected', () => {
  it('the mobile menu open on a phone closes 200 ms after the phone is turned sideways past 768 px (not at 199)', () => {
    start(followPage(document.createElement('nm-header')));
    toggleMobileMenu();
    rotateTo(844);
    vi.advanceTimersByTime(199);
    expect($mobileMenuOpen.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect($screen.get().desktopInMobile).toBe(true);
    expect($mobileMenuOpen.get()).toBe(false);
  });

  it('reflects them on the host for the page: phone under 400 px, desktop-in-mobile over 768, none between', () => {
    const host = document.createElement('nm-header');
    start(followPage(host));
    expect(host.getAttribute('data-nm-screen')).toBe('phone');
    const after = (width: number) => {
      rotateTo(width);
      vi.advanceTimersByTime(200);
      return host.getAttribute('data-nm-screen');
    };
    expect(after(399)).toBe('phone');
    expect(after(400)).toBeNull();
    expect(after(768)).toBeNull();
    expect(after(769)).toBe('desktop-in-mobile');
  });

  it('a disconnected header follows nothing: its attribute goes, a rotation closes no menu', () => {
    const host = document.createElement('nm-header');
    const stop = followPage(host);
    stop();
    expect(host.hasAttribute('data-nm-screen')).toBe(false);
    toggleMobileMenu();
    rotateTo(1024);
    vi.advanceTimersByTime(200);
    expect($mobileMenuOpen.get()).toBe(true);
    expect(host.hasAttribute('data-nm-screen')).toBe(false);
  });
});

describe('the chosen store (header.md §2 "Our Stores"): looked up by the header\'s start-up, not by its button', () => {
  afterEach(() => {
    document.cookie = 'dt_selected_store=; max-age=0; path=/';
    localStorage.removeItem('nm_selected_store_name');
    resetStores();
  });

  it("following the page gives the button the name kept for the dt_selected_store cookie's store", () => {
    document.cookie = 'dt_selected_store=80; path=/';
    localStorage.setItem(
      'nm_selected_store_name',
      JSON.stringify({ id: '80', name: 'Northmoor Marlowe Dallas NorthPark' }),
    );
    resetStores();
    expect($storesPanel.get().selectedName).toBeNull();
    start(followPage(document.createElement('nm-header')));
    expect($storesPanel.get()).toMatchObject({ selected: '80', selectedName: 'Northmoor Marlowe Dallas NorthPark' });
  });
});
