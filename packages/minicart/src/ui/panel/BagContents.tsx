import { $count, $countKnown, $session, useStore } from '@nm/core';
import { useEffect, useRef, useState } from 'react';
import type { LineItem } from '../../model/lineItem';
import { $bag, $bagStatus } from '../../state/bag';
import { $addedLines, $drawerOpenedAt, retryDrawerLoad } from '../../state/openPanel';
import { $pickup } from '../../state/pickup';
import { $recommendations } from '../../state/recommendations';
import { $removals, removeItem } from '../../state/remove';
import { BagSummary } from './BagSummary';
import { LineItemRow } from './LineItemRow';
import { LoadingRows } from './LoadingRows';
import { RecommendationsBlock } from './RecommendationsBlock';

/** Scrolls `line` into view inside `scroller`, its scrolling panel, clear of the sticky summary above it. */
function scrollLineIntoView(line: HTMLElement, scroller: HTMLElement, summary: HTMLElement | null): void {
  const box = scroller.getBoundingClientRect();
  const top = line.getBoundingClientRect().top - box.top + scroller.scrollTop;
  const covered = summary?.offsetHeight ?? 0;
  const visibleTop = scroller.scrollTop + covered;
  const visibleBottom = scroller.scrollTop + scroller.clientHeight;
  if (top >= visibleTop && top + line.offsetHeight <= visibleBottom) return;
  scroller.scrollTop = Math.max(0, top - covered);
}

/** The drawer's body: summary, lines, recommendations (minicart.md §2 "Below the title"). */
export function BagContents({ signal }: { signal: AbortSignal }) {
  const bag = useStore($bag);
  const status = useStore($bagStatus);
  const count = useStore($count);
  const countKnown = useStore($countKnown);
  const session = useStore($session);
  const removals = useStore($removals);
  const pickup = useStore($pickup);
  const recommendations = useStore($recommendations);
  const added = useStore($addedLines);
  const loading = status === 'loading';
  // A failed load shows the fallback and a retry, not the lines of an earlier load.
  const unavailable = status === 'error';
  const today = new Date(useStore($drawerOpenedAt));

  // After a removal focus goes to the line that took the removed one's place, else the summary.
  const lineRefs = useRef(new Map<string, HTMLElement>());
  const summaryRef = useRef<HTMLHeadingElement>(null);
  // One object per removal: the effect moves focus once for it, however often the bag changes afterwards.
  const [removal, setRemoval] = useState<{ index: number } | null>(null);
  const focusedFor = useRef<{ index: number } | null>(null);
  useEffect(() => {
    if (removal === null || focusedFor.current === removal) return;
    focusedFor.current = removal;
    const next = bag.items[removal.index] ?? bag.items[removal.index - 1];
    const target = next ? lineRefs.current.get(next.itemId) : summaryRef.current;
    (target ?? summaryRef.current)?.focus();
  }, [removal, bag.items]);

  // The line an add put in the bag is kept in view (the first of them, when several were added).
  useEffect(() => {
    if (loading || added.length === 0) return;
    const line = lineRefs.current.get(added[0]!)?.closest<HTMLElement>('.line');
    const scroller = line?.closest<HTMLElement>('.nm-dialog__body');
    if (!line || !scroller) return;
    const summary = summaryRef.current?.closest<HTMLElement>('.summary') ?? null;
    if (scroller.clientHeight > 0) {
      scrollLineIntoView(line, scroller, summary);
      return;
    }
    // A bag handed over by the page is there before the drawer is shown: nothing has a box to measure yet (and the
    // drawer keeps where it was last scrolled). Scroll once it is laid out.
    const observer = new ResizeObserver(() => {
      if (scroller.clientHeight === 0) return;
      observer.disconnect();
      scrollLineIntoView(line, scroller, summary);
    });
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [added, loading, bag.items]);

  const onRemove = (item: LineItem) => {
    const index = bag.items.findIndex((line) => line.itemId === item.itemId);
    void removeItem(item, signal).then((removed) => {
      if (removed) setRemoval({ index });
    });
  };
  // The retry button goes away while the cart loads: focus moves to the summary heading, which stays.
  const onRetry = () => {
    summaryRef.current?.focus();
    void retryDrawerLoad();
  };

  return (
    <div className="bag" data-status={status}>
      <BagSummary
        loading={loading}
        totalItems={loading || unavailable ? count : bag.totalItems}
        unavailable={unavailable}
        countKnown={countKnown}
        onRetry={onRetry}
        totalPrice={bag.totalPrice}
        isGuestUser={!session.customer.isLoggedin}
        headingRef={summaryRef}
      />
      {loading ? (
        <LoadingRows count={count} />
      ) : (
        !unavailable &&
        bag.items.length > 0 && (
          <ul className="lines" aria-label="Items in your bag">
            {bag.items.map((item) => (
              <LineItemRow
                key={item.itemId}
                item={item}
                today={today}
                pickup={pickup[item.itemId]}
                removal={removals[item.itemId]}
                onRemove={onRemove}
                added={added.includes(item.itemId)}
                focusRef={(element: HTMLElement | null) => {
                  if (element) lineRefs.current.set(item.itemId, element);
                  else lineRefs.current.delete(item.itemId);
                }}
              />
            ))}
          </ul>
        )
      )}
      {!loading && !unavailable && recommendations && <RecommendationsBlock recommendations={recommendations} />}
    </div>
  );
}
