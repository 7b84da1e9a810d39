import { useStore } from '@nanostores/react';
import { $count, $session } from '@nm/core';
import { useEffect, useRef, useState } from 'react';
import type { LineItem } from '../../model/lineItem';
import { $bag, $bagStatus } from '../../state/bag';
import { $pickup } from '../../state/pickup';
import { $recommendations } from '../../state/recommendations';
import { $removals, removeItem } from '../../state/remove';
import { BagSummary } from './BagSummary';
import { LineItemRow } from './LineItemRow';
import { LoadingRows } from './LoadingRows';
import { RecommendationsBlock } from './RecommendationsBlock';

/** The drawer's body: summary, lines, recommendations (minicart.md §2 "Below the title"). */
export function BagContents({ signal }: { signal: AbortSignal }) {
  const bag = useStore($bag);
  const status = useStore($bagStatus);
  const count = useStore($count);
  const session = useStore($session);
  const removals = useStore($removals);
  const pickup = useStore($pickup);
  const recommendations = useStore($recommendations);
  const loading = status === 'loading';
  // minicart.md §8: a failed load (no cart at all) is logged only; the summary then follows the badge's count.
  const unavailable = status === 'error';
  const today = new Date();

  // After a removal focus goes to the line that took the removed one's place, else the summary.
  const lineRefs = useRef(new Map<string, HTMLElement>());
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    const next = bag.items[focusIndex] ?? bag.items[focusIndex - 1];
    const target = next ? lineRefs.current.get(next.itemId) : summaryRef.current;
    (target ?? summaryRef.current)?.focus();
    setFocusIndex(null);
  }, [focusIndex, bag.items]);

  const onRemove = (item: LineItem) => {
    const index = bag.items.findIndex((line) => line.itemId === item.itemId);
    void removeItem(item, signal).then((removed) => { if (removed) setFocusIndex(index); });
  };

  return (
    <div className="bag">
      <BagSummary
        loading={loading}
        totalItems={loading || unavailable ? count : bag.totalItems}
        unavailable={unavailable}
        totalPrice={bag.totalPrice}
        isGuestUser={!session.customer.isLoggedin}
        headingRef={summaryRef}
      />
      {loading
        ? <LoadingRows count={count} />
        : bag.items.length > 0 && (
          <ul className="lines" aria-label="Items in your bag">
            {bag.items.map((item) => (
              <LineItemRow
                key={item.itemId}
                item={item}
                today={today}
                pickup={pickup[item.itemId]}
                removal={removals[item.itemId]}
                onRemove={onRemove}
                focusRef={(element: HTMLElement | null) => {
                  if (element) lineRefs.current.set(item.itemId, element);
                  else lineRefs.current.delete(item.itemId);
                }}
              />
            ))}
          </ul>
        )}
      {!loading && recommendations && <RecommendationsBlock recommendations={recommendations} />}
    </div>
  );
}
