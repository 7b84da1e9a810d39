import { followScreen } from './screen';
import { followSticky } from './sticky';

/**
 * What the header follows on the page after its first paint: the screen-size
 * flags (re-checked 200 ms after a rotation) and the scroll (the sticky
 * machine). One chunk, loaded right after the first render: the header starts
 * in place and exposed, so nothing on the first paint needs either.
 */
export function followPage(host: HTMLElement): () => void {
  const stopScreen = followScreen();
  const stopSticky = followSticky(host);
  return () => { stopSticky(); stopScreen(); };
}
