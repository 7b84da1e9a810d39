import {
  $gender,
  $mobileMenuOpen,
  chooseGender,
  closeMobileMenu,
  pageClock,
  pageLocation,
  type Cancel,
  type Clock,
  type Gender,
  type PageLocation,
} from '@nm/core';
import { atom, type ReadableAtom } from 'nanostores';
import { SLIDE_FINISH_MS, SLIDE_START_MS } from '../model/constants';
import { categoriesAlong, startPath, visibleCategories } from '../model/navpath';
import type { Category } from '../model/types';
import { $menus, type LoadedMenu } from './silos';

/**
 * The mobile menu's machine (header.md §3 "Mobile nav state", §4 "Mobile
 * menu", §9): stores out, actions in, clock and effects injected.
 *
 * - Opens with core's $mobileMenuOpen (the header's hamburger); the level it
 *   starts on is the navpath's (or the page's default path).
 * - Going into a category with children loads its level, starts the slide
 *   10 ms later and resolves it 220 ms after the tap (reduced motion: at
 *   once); then focus goes to the new level's heading. Back goes up one
 *   level and focus returns to the entry that was opened; Menu goes to the root.
 * - A gender chosen in the menu loads that gender's menu (once per page) and
 *   shows its root. When the menu closes, by any means, with a gender other
 *   than the one it opened with, `redirect` (the header's page rules: / or
 *   /mens, the same results page on SRP; null when the gender toggles are
 *   off or the page skips it) names where the page goes.
 */
export interface MobileMenuSnapshot {
  open: boolean;
  gender: Gender;
  /** The menu of the gender shown; null until it is loaded. */
  menu: LoadedMenu | null;
  /** §3 path: indexes from the root to the level shown. */
  path: number[];
  /** §3 visibleCategories: the level shown. */
  visible: readonly Category[];
  /** The categories along the path (the level's parent last); [] at the root. */
  parents: Category[];
  /** §3 loading: a level was loaded and its slide has not resolved yet. */
  loading: boolean;
  /** §3 applyTransition: the slide is running. */
  applyTransition: boolean;
  isNextClicked: boolean;
  isPrevClicked: boolean;
  /** Where focus goes once the level settles; `seq` tells one request from the next. */
  focus: { target: 'heading' } | { target: 'entry'; index: number } | null;
  focusSeq: number;
}

export interface MobileMenuOptions {
  clock?: Clock;
  /** The page's navpath query parameter, read when the menu opens. */
  navpath?(): string | null;
  /** §4 "the template's default path", used when navpath names nothing. */
  defaultPath?: readonly number[];
  reducedMotion?(): boolean;
  /** Loads a gender's menu (state/silos.ts loadMenu with the mobile view in the page). */
  load(gender: Gender): Promise<LoadedMenu>;
  /** Where to go on close when the gender changed; null: stay. */
  redirect?(gender: Gender): string | null;
  /** How the page is left for `redirect`'s URL: core's page location unless given. */
  location?: Pick<PageLocation, 'assign'>;
}

interface MobileMenuActions {
  /** Tap on an entry of the level shown: `level` when it has children (the menu goes in), `follow` for a link. */
  next(index: number): 'level' | 'follow';
  back(): void;
  /** The Menu button: the root level. */
  toRoot(): void;
  close(): void;
  chooseGender(gender: Gender): void;
  /** The page's redirect rule, which may change while the menu lives (the header's rules are props). */
  setRedirect(redirect: (gender: Gender) => string | null): void;
}

export function createMobileMenu(options: MobileMenuOptions) {
  const { clock = pageClock, navpath = () => null, defaultPath = [], reducedMotion = () => false, load } = options;
  let redirect = options.redirect ?? (() => null);

  const initial = (gender: Gender): MobileMenuSnapshot => ({
    open: false,
    gender,
    menu: null,
    path: [],
    visible: [],
    parents: [],
    loading: false,
    applyTransition: false,
    isNextClicked: false,
    isPrevClicked: false,
    focus: null,
    focusSeq: 0,
  });
  const $snapshot = atom<MobileMenuSnapshot>(initial($gender.get()));
  let timers: Cancel[] = [];
  let genderAtOpen: Gender | null = null;
  const update = (patch: Partial<MobileMenuSnapshot>) => $snapshot.set({ ...$snapshot.get(), ...patch });
  const stopTimers = () => {
    timers.forEach((cancel) => cancel());
    timers = [];
  };

  function showPath(path: number[], patch: Partial<MobileMenuSnapshot> = {}): void {
    const silos = $snapshot.get().menu?.silos ?? [];
    update({ path, visible: visibleCategories(silos, path), parents: categoriesAlong(silos, path), ...patch });
  }

  function settle(focus: MobileMenuSnapshot['focus']): void {
    const s = $snapshot.get();
    update({
      loading: false,
      applyTransition: false,
      isNextClicked: false,
      isPrevClicked: false,
      focus,
      focusSeq: s.focusSeq + 1,
    });
  }

  /** §4: the slide starts 10 ms after the level is loaded and resolves 220 ms after it. */
  function slide(direction: 'next' | 'prev', path: number[], focus: MobileMenuSnapshot['focus']): void {
    stopTimers();
    showPath(path, {
      loading: true,
      applyTransition: false,
      isNextClicked: direction === 'next',
      isPrevClicked: direction === 'prev',
    });
    if (reducedMotion()) {
      settle(focus);
      return;
    }
    timers.push(clock.after(SLIDE_START_MS, () => update({ applyTransition: true })));
    timers.push(
      clock.after(SLIDE_FINISH_MS, () => {
        timers = [];
        settle(focus);
      }),
    );
  }

  function showGender(gender: Gender, atStart: boolean): void {
    const known = $menus.get()[gender];
    update({ gender, menu: known ?? null, loading: !known });
    const apply = (menu: LoadedMenu) => {
      const s = $snapshot.get();
      if (s.gender !== gender) return;
      const path = atStart ? startPath(menu.silos, navpath(), defaultPath) : [];
      update({ menu, loading: false });
      showPath(path);
      settle(path.length > 0 ? { target: 'heading' } : null);
    };
    if (known) apply(known);
    else void load(gender).then(apply);
  }

  function opened(): void {
    genderAtOpen = $gender.get();
    update({ open: true });
    showGender(genderAtOpen, true);
  }

  function closed(): void {
    stopTimers();
    const from = genderAtOpen;
    genderAtOpen = null;
    update({
      open: false,
      loading: false,
      applyTransition: false,
      isNextClicked: false,
      isPrevClicked: false,
      focus: null,
    });
    const now = $gender.get();
    if (from !== null && from !== now) {
      const url = redirect(now);
      if (url !== null) (options.location ?? pageLocation()).assign(url);
    }
  }

  const actions: MobileMenuActions = {
    next(index) {
      const s = $snapshot.get();
      const category = s.visible[index];
      if (!category || category.categories.length === 0) return 'follow';
      slide('next', [...s.path, index], { target: 'heading' });
      return 'level';
    },
    back() {
      const s = $snapshot.get();
      if (s.path.length === 0) return;
      slide('prev', s.path.slice(0, -1), { target: 'entry', index: s.path[s.path.length - 1]! });
    },
    toRoot() {
      const s = $snapshot.get();
      if (s.path.length === 0) return;
      slide('prev', [], { target: 'entry', index: s.path[0]! });
    },
    close() {
      closeMobileMenu();
    },
    chooseGender(gender) {
      if ($gender.get() === gender) return;
      chooseGender(gender);
    },
    setRedirect(rule) {
      redirect = rule;
    },
  };

  return {
    $snapshot: $snapshot as ReadableAtom<MobileMenuSnapshot>,
    actions,
    start(): () => void {
      if ($mobileMenuOpen.get()) opened();
      const stopOpen = $mobileMenuOpen.listen((open) => (open ? opened() : closed()));
      const stopGender = $gender.listen((gender) => {
        if ($snapshot.get().open && gender !== $snapshot.get().gender) showGender(gender, false);
      });
      return () => {
        stopOpen();
        stopGender();
        stopTimers();
      };
    },
  };
}

export type MobileMenu = ReturnType<typeof createMobileMenu>;
