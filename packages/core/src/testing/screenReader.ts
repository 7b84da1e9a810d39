import { Virtual } from '@guidepup/virtual-screen-reader';

/**
 * What a screen reader says, for the spoken-phrase tests of the browser
 * project (docs/QUALITY.md "What a screen reader says"): @guidepup's virtual
 * screen reader, run in the test's Chromium on the widgets' real DOM.
 *
 * It does not see into shadow roots. 0.33.0 builds its tree from `childNodes`
 * and hears live regions through a MutationObserver with `subtree: true`,
 * neither of which crosses a shadow root; a ShadowRoot given as the container
 * is not an element, so it reads nothing and hears nothing. So a listener is
 * started on one element: one inside a widget's shadow root (the open drawer,
 * the search field, the header's banner), or `document.body` for the page's
 * one live region (core `announce`). It hears a live region only inside that
 * element, and focus moving only within it.
 */
export interface Listener {
  /** Everything said since it started or was cleared, in order: the item it started on, focus moves, live regions. */
  spoken(): Promise<string[]>;
  /** What live regions said ("polite: …", "assertive: …"), in order. */
  announced(): Promise<string[]>;
  /** Reads on to the next item, as a screen reader's reading keys do; returns what it said. */
  next(): Promise<string>;
  /** Moves to the next heading (a screen reader's H key); returns what it said. */
  nextHeading(): Promise<string>;
  clear(): Promise<void>;
  /**
   * Stops this listener. Before a step that takes away what it listens to
   * (closing the drawer it was started on): the reader handles a mutation
   * after an await, and a node of it already out of the document makes it
   * throw on that node's `aria-labelledby`, as an unhandled rejection.
   */
  stop(): Promise<void>;
}

const LIVE = /^(polite|assertive): /;
/** A live region emptied before its next message (core `announce`, React clearing a status): nothing is said. */
const SILENT = /^(polite|assertive):\s*$/;

const started = new Set<Virtual>();

/**
 * The reader handles a mutation after an await; by then a removed node's
 * root is the detached subtree's top element, not a Document or ShadowRoot,
 * and dom-accessibility-api calls `getElementById` on it for the node's
 * `aria-labelledby`: a TypeError, as an unhandled rejection that fails the
 * run, whenever React removes a labelled node while a listener is on
 * (a loaded machine widens the window). While any listener runs, a detached
 * root answers as a fragment would. No widget code calls it on an element.
 */
type ByIdRoot = Element & { getElementById?: (id: string) => Element | null };
function answerByIdOnDetachedRoots(): void {
  if ('getElementById' in Element.prototype) return;
  Object.defineProperty(Element.prototype, 'getElementById', {
    configurable: true,
    value(this: ByIdRoot, id: string) {
      return this.querySelector(`#${CSS.escape(id)}`);
    },
  });
}
function stopAnsweringById(): void {
  if (started.size === 0) delete (Element.prototype as ByIdRoot).getElementById;
}

export async function listenTo(container: Element): Promise<Listener> {
  answerByIdOnDetachedRoots();
  const reader = new Virtual();
  await reader.start({ container });
  started.add(reader);
  // Started on a dialog, the reader says it twice: once for entering the dialog, once as the item it is on.
  // A screen reader landing on a dialog says it once.
  const [first, second] = await reader.spokenPhraseLog();
  let skip = first !== undefined && first === second ? 1 : 0;
  const spoken = async () => (await reader.spokenPhraseLog()).slice(skip).filter((phrase) => !SILENT.test(phrase));
  return {
    spoken,
    announced: async () => (await spoken()).filter((phrase) => LIVE.test(phrase)),
    async next() {
      await reader.next();
      return reader.lastSpokenPhrase();
    },
    async nextHeading() {
      await reader.perform(reader.commands.moveToNextHeading);
      return reader.lastSpokenPhrase();
    },
    async clear() {
      skip = 0;
      await reader.clearSpokenPhraseLog();
    },
    async stop() {
      if (!started.delete(reader)) return;
      await reader.stop();
      stopAnsweringById();
    },
  };
}

/**
 * Stops every listener. Call it first in `afterEach`, before the test's
 * elements are removed: a listener still observing then reads nodes already
 * out of the document, and the reader throws on their `aria-labelledby`.
 */
export async function stopListening(): Promise<void> {
  const readers = [...started];
  started.clear();
  await Promise.all(readers.map((reader) => reader.stop()));
  stopAnsweringById();
}
