import { lazyPart, useLazySheet, useStore } from '@nm/core';
import { Suspense, useLayoutEffect } from 'react';
import { $offersTooltip, shareOffersTooltipDismissal } from '../../state/offers';
import { OFFERS_TOOLTIP_CSS } from './styles';

/** The tooltip's chunk: downloaded only when there is something to show. */
export const offersTooltipPart = lazyPart(() => import('./OffersTooltip'), 'OffersTooltip');

/**
 * Where the header puts the special offers tooltip (beside the account
 * button, in a positioned wrapper). Renders nothing until $offersTooltip
 * has something to show; the "any click or Escape dismisses" listeners are
 * on while it shows.
 */
export function OffersPrompt() {
  useLazySheet(OFFERS_TOOLTIP_CSS);
  const tooltip = useStore($offersTooltip);
  // A layout effect: the listeners are on by the time the tooltip is on screen. A passive effect of a
  // transition render (hydration) runs after paint, so a click in between would be missed.
  useLayoutEffect(() => shareOffersTooltipDismissal(), []);
  if (!tooltip) return null;
  return (
    <Suspense fallback={null}>
      <offersTooltipPart.Component tooltip={tooltip} />
    </Suspense>
  );
}
