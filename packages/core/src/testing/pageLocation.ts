import type { PageLocation } from '../state/pageLocation';

/** A page location that records where the widgets sent the page instead of going there. */
export interface FakePageLocation extends PageLocation {
  pathname: string;
  search: string;
  /** Every URL assigned, in order. */
  readonly assigned: string[];
  /** Every URL opened in a new tab, in order. */
  readonly newTabs: string[];
  reloads: number;
}

/** For `setPageLocation`: on `/` with no query unless told otherwise; `onAssign` also hears each URL (a story logs it). */
export function fakePageLocation(
  at: { pathname?: string; search?: string; onAssign?: (url: string) => void } = {},
): FakePageLocation {
  const fake: FakePageLocation = {
    pathname: at.pathname ?? '/',
    search: at.search ?? '',
    assigned: [],
    newTabs: [],
    reloads: 0,
    assign(url) {
      fake.assigned.push(url);
      at.onAssign?.(url);
    },
    reload() {
      fake.reloads += 1;
    },
    openInNewTab(url) {
      fake.newTabs.push(url);
    },
  };
  return fake;
}
