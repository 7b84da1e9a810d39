import { logErrorOnce } from '../log/log';
import { $config } from '../state/config';

/**
 * header.md §4 "Analytics link events are sent on showing and closing". The
 * page-side hook a retailer's page has: `analytics.link` in the config names
 * it, a dotted path from `window`. **Decision**: the default is `utag.link`,
 * the tag manager's link-event function the retailer's pages carry. A path
 * naming an array (a data layer, such as `dataLayer`) gets the event pushed.
 */
const DEFAULT_HOOK = 'utag.link';

/** What the hook receives: the event's name as our DOM events have it, and its detail's fields. */
export type LinkEvent = { event_name: string } & Record<string, unknown>;

/** The function (and its `this`) or the array a dotted path names on `root`; undefined when it names neither. */
export function resolveHook(root: object, path: string): { call(event: LinkEvent): void } | undefined {
  let owner: unknown;
  let target: unknown = root;
  for (const name of path.split('.')) {
    owner = target;
    target =
      target !== null && (typeof target === 'object' || typeof target === 'function')
        ? (target as Record<string, unknown>)[name]
        : undefined;
  }
  if (typeof target === 'function')
    return {
      call: (event) => {
        (target as (e: LinkEvent) => void).call(owner, event);
      },
    };
  if (Array.isArray(target))
    return {
      call: (event) => {
        target.push(event);
      },
    };
  return undefined;
}

/**
 * The one way a widget's analytics reach the page: every link event goes
 * through here (today the abandon-cart reminder's showing and closing, with
 * the names and details of `nm:abandon-cart-shown` / `-closed`). A page
 * without the hook is told once in the console; a hook that throws is
 * logged once and never breaks the widget.
 */
export function sendLinkEvent(name: string, detail: object, root: object = window): void {
  const path = $config.get().analytics.link ?? DEFAULT_HOOK;
  const hook = resolveHook(root, path);
  if (!hook) {
    logErrorOnce(
      `analytics-hook:${path}`,
      `Analytics: the page has no "${path}" (a function or an array); link events are not sent`,
    );
    return;
  }
  try {
    hook.call({ event_name: name, ...detail });
  } catch (error) {
    logErrorOnce(`analytics-throw:${path}`, `Analytics: "${path}" threw; link events may be lost`, error);
  }
}
