import type { ReadableAtom } from 'nanostores';

/**
 * The shape of a widget's interactive machine: the search now, the header's
 * navigation next (after Algolia Autocomplete's core: no DOM, no framework).
 * A convention, not a library:
 *
 * - **state**: nanostores stores, read-only outside; the UI subscribes
 *   (`useStore`) and renders. Derived values are computed stores next to
 *   the state, so two components never derive them twice.
 * - **actions**: plain functions, the only writers of the state. The UI
 *   forwards events to them (a key press as `{ key, ctrlKey, metaKey }`, not
 *   a DOM event) and does only what needs an element (focus, blur).
 * - **effects**: what leaves the machine is injected: the page's address
 *   through core's `PageLocation` (navigation, a new tab, a reload), time
 *   through core's `Clock`, so a test in node or happy-dom drives it with
 *   fake timers and sees the URLs. Shared page state (storage, the shared stores) goes
 *   through the package's state/ modules, as everywhere else.
 * - **start()**: subscriptions, requests and timers live between `start()`
 *   and the stop function it returns: `useEffect(() => machine.start(), [machine])`.
 *   Creating a machine touches nothing, and it can be started again after
 *   a stop (React's strict mode does exactly that).
 */
export interface Machine<Snapshot, Actions> {
  /** Everything the UI renders, as one store. */
  $snapshot: ReadableAtom<Snapshot>;
  actions: Actions;
  /** Starts the machine's subscriptions; returns the function that stops them and cancels its timers. */
  start(): () => void;
}
