import { describe, expect, it } from 'vitest';
import { INITIAL_STICKY_STATE, nextStickyState, sameStickyView, type ScrollInput, type StickyState } from './sticky';

/** A 5000 px page in an 800 px viewport: its bottom 450 px start at 5000 - 450 - 800 = 3750. */
const page = { viewportHeight: 800, documentHeight: 5000 };
const phone = (scrollY: number): ScrollInput => ({ ...page, scrollY, isMobile: true, stickyDesktopToggle: false });
const desktop = (scrollY: number, stickyDesktopToggle = true): ScrollInput => ({
  ...page,
  scrollY,
  isMobile: false,
  stickyDesktopToggle,
});

/** Runs the machine over a scroll journey; returns every state. */
function journey(inputs: ScrollInput[], from: StickyState = INITIAL_STICKY_STATE): StickyState[] {
  const out: StickyState[] = [];
  let state = from;
  for (const input of inputs) {
    state = nextStickyState(state, input);
    out.push(state);
  }
  return out;
}
const view = ({ isTop, isStickyActive, isSearchExposed, isBottom, isHidden, isShadowed }: StickyState) => ({
  isTop,
  isStickyActive,
  isSearchExposed,
  isBottom,
  isHidden,
  isShadowed,
});

describe('sticky header on phones (header.md §4 "Sticky header")', () => {
  it('starts at the top, in place, with the search exposed', () => {
    expect(view(INITIAL_STICKY_STATE)).toEqual({
      isTop: true,
      isStickyActive: false,
      isSearchExposed: true,
      isBottom: false,
      isHidden: false,
      isShadowed: false,
    });
  });

  it('keeps the search while scrolling down to 80 px, hides it and the sticky state past 80 px', () => {
    const [at40, at80, at81] = journey([phone(40), phone(80), phone(81)]);
    expect(view(at40!)).toMatchObject({ isTop: false, isHidden: false, isSearchExposed: true });
    expect(view(at80!)).toMatchObject({ isHidden: false, isSearchExposed: true });
    expect(view(at81!)).toMatchObject({ isHidden: true, isSearchExposed: false, isStickyActive: false });
  });

  it('shows them again as soon as the page scrolls up', () => {
    const states = journey([phone(500), phone(900), phone(880)]);
    expect(view(states[1]!)).toMatchObject({ isHidden: true, isSearchExposed: false, isStickyActive: false });
    expect(view(states[2]!)).toMatchObject({ isHidden: false, isSearchExposed: true, isStickyActive: true });
  });

  it('stays sticky within 450 px of the page bottom, even scrolling down', () => {
    const states = journey([phone(1000), phone(900), phone(3749), phone(3750), phone(4200)]);
    expect(view(states[2]!)).toMatchObject({ isBottom: false, isHidden: true });
    expect(view(states[3]!)).toMatchObject({ isBottom: true, isHidden: false, isStickyActive: true });
    expect(view(states[4]!)).toMatchObject({ isBottom: true, isHidden: false, isStickyActive: true });
  });

  it('re-exposes the search back at the top (and an overscroll bounce above it is the top)', () => {
    const states = journey([phone(600), phone(0), phone(300), phone(-30)]);
    expect(view(states[1]!)).toEqual({
      isTop: true,
      isStickyActive: false,
      isSearchExposed: true,
      isBottom: false,
      isHidden: false,
      isShadowed: false,
    });
    expect(view(states[3]!)).toMatchObject({ isTop: true, isSearchExposed: true, isHidden: false });
  });

  it('does not change on a read at the same position (a trailing read after the last scroll)', () => {
    const [hidden, again] = journey([phone(500), phone(500)]);
    expect(view(again!)).toEqual(view(hidden!));
  });
});

describe('sticky header on desktop (STICKY_HEADER_DESKTOP)', () => {
  it('without the toggle, never hides or shadows', () => {
    for (const state of journey([desktop(200, false), desktop(2000, false), desktop(100, false)])) {
      expect(view(state)).toMatchObject({ isHidden: false, isShadowed: false, isStickyActive: false });
    }
  });

  it('with it: hidden while scrolling down, shown scrolling up, shadowed once it has left the top', () => {
    const [at40, at81, at500, at450, at0] = journey([desktop(40), desktop(81), desktop(500), desktop(450), desktop(0)]);
    expect(view(at40!)).toMatchObject({ isHidden: false, isShadowed: true });
    expect(view(at81!)).toMatchObject({ isHidden: true, isShadowed: true });
    expect(view(at500!)).toMatchObject({ isHidden: true });
    expect(view(at450!)).toMatchObject({ isHidden: false, isShadowed: true, isStickyActive: true });
    expect(view(at0!)).toMatchObject({ isTop: true, isHidden: false, isShadowed: false });
  });

  it("does not apply the phone's bottom margin: near the bottom scrolling down still hides", () => {
    const [, last] = journey([desktop(3700), desktop(4100)]);
    expect(view(last!)).toMatchObject({ isHidden: true });
  });
});

describe('every transition, whole (header.md §3 "Header state", §4 "Sticky header")', () => {
  const shown = { isStickyActive: true, isSearchExposed: true, isHidden: false };
  const state = (scrollY: number, over: Partial<StickyState> = {}): StickyState => ({
    ...INITIAL_STICKY_STATE,
    isTop: scrollY <= 0,
    scrollY,
    ...over,
  });
  /** What the header looks like, whole; `whole(where, look)` adds whether the page is at its top or near its bottom. */
  const IN_PLACE = { isStickyActive: false, isSearchExposed: true, isHidden: false, isShadowed: false };
  const PHONE_HIDDEN = { isStickyActive: false, isSearchExposed: false, isHidden: true, isShadowed: false };
  const PHONE_SHOWN = { isStickyActive: true, isSearchExposed: true, isHidden: false, isShadowed: false };
  const PHONE_SHOWN_SEARCH_IN = { isStickyActive: true, isSearchExposed: false, isHidden: false, isShadowed: false };
  const DESKTOP_HIDDEN = { isStickyActive: true, isSearchExposed: true, isHidden: true, isShadowed: true };
  const DESKTOP_SHOWN = { isStickyActive: true, isSearchExposed: true, isHidden: false, isShadowed: true };
  const IN_PLACE_SHADOWED = { ...IN_PLACE, isShadowed: true };
  const whole = (where: 'top' | 'middle' | 'bottom', look: typeof IN_PLACE): Omit<StickyState, 'scrollY'> => ({
    isTop: where === 'top',
    isBottom: where === 'bottom',
    ...look,
  });
  it.each<[string, StickyState, ScrollInput, Omit<StickyState, 'scrollY'>]>([
    [
      'phone, back at the top',
      state(600, { isHidden: true, isSearchExposed: false }),
      phone(0),
      whole('top', IN_PLACE),
    ],
    [
      'phone, near the bottom after a hidden stretch: sticky, the search as it was',
      state(3000, { isHidden: true, isSearchExposed: false }),
      phone(3800),
      whole('bottom', PHONE_SHOWN_SEARCH_IN),
    ],
    [
      'phone, near the bottom with the search out: it stays out',
      state(3000, shown),
      phone(3800),
      whole('bottom', PHONE_SHOWN),
    ],
    ['phone, down past 80 px', state(50), phone(500), whole('middle', PHONE_HIDDEN)],
    ['phone, up', state(900, { isHidden: true, isSearchExposed: false }), phone(880), whole('middle', PHONE_SHOWN)],
    [
      'phone, a trailing read where it was shown: still shown',
      state(880, shown),
      phone(880),
      whole('middle', PHONE_SHOWN),
    ],
    ['desktop without the toggle', state(900, { isHidden: true }), desktop(2000, false), whole('middle', IN_PLACE)],
    [
      'desktop, back at the top',
      state(600, { isHidden: true, isShadowed: true, isStickyActive: true }),
      desktop(0),
      whole('top', IN_PLACE),
    ],
    ['desktop, down past 80 px', state(50), desktop(500), whole('middle', DESKTOP_HIDDEN)],
    [
      'desktop, up',
      state(900, { isHidden: true, isStickyActive: true, isShadowed: true }),
      desktop(880),
      whole('middle', DESKTOP_SHOWN),
    ],
    [
      'desktop, a trailing read where it was shown: still shown',
      state(880, { ...shown, isShadowed: true }),
      desktop(880),
      whole('middle', DESKTOP_SHOWN),
    ],
    [
      'desktop, down but not yet past 80 px: as it was, shadowed',
      state(0),
      desktop(40),
      whole('middle', IN_PLACE_SHADOWED),
    ],
  ])('%s', (_what, from, input, expected) => {
    expect(nextStickyState(from, input)).toEqual({ ...expected, scrollY: input.scrollY });
  });
});

describe('sameStickyView: whether a new state draws anything different', () => {
  const a = { ...INITIAL_STICKY_STATE, scrollY: 10 };
  it('the same view at another scroll position is the same', () => {
    expect(sameStickyView(a, { ...a, scrollY: 20 })).toBe(true);
  });
  it.each(['isTop', 'isStickyActive', 'isSearchExposed', 'isBottom', 'isHidden', 'isShadowed'] as const)(
    'a different %s is not',
    (key) => {
      expect(sameStickyView(a, { ...a, [key]: !a[key] })).toBe(false);
    },
  );
});
