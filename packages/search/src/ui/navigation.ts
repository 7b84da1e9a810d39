/**
 * Where the widget sends the browser. One object, so element tests (which
 * must not leave their page) can replace its methods and see the URL.
 */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Ctrl/Cmd+Enter on a product: a new tab, the page stays. */
  openInNewTab(url: string): void {
    window.open(url, '_blank', 'noopener');
  },
  reload(): void {
    window.location.reload();
  },
  /** The page's path (tests pretend to be on the results page). */
  pathname(): string {
    return window.location.pathname;
  },
};
