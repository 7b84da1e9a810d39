import { $config, useLazySheet, useStore } from '@nm/core';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { drawerPromo } from '../model/drawer';
import { closeDrawerLabel } from '../model/strings';
import { isGiftsSilo, navToggles } from '../model/toggles';
import type { Category } from '../model/types';
import type { DrawerProps } from './drawerProps';
import { DRAWER_CSS } from './styles';

/** The drawer's promo (header.md §2 "promo content"): text and URLs only, never service HTML. */
function Promo({ silo }: { silo: Category }) {
  const config = useStore($config);
  const toggles = navToggles(config);
  const promo = drawerPromo(silo);
  if (!promo) return null;
  // GIFT_SILO_IMAGE: the Gifts drawer shows its picture only with the toggle on (model/toggles.ts).
  const image = promo.image && (!isGiftsSilo(silo.name) || toggles.giftSiloImage) ? promo.image : undefined;
  const words = promo.linkText ?? promo.title;
  if (!image && !promo.title && !promo.text) return null;
  return (
    <div className="drawer__promo">
      {image && <img src={image} alt={promo.alt ?? ''} width={240} height={300} loading="lazy" decoding="async" />}
      {promo.title && <p className="drawer__promo-title">{promo.title}</p>}
      {promo.text && <p className="drawer__promo-text">{promo.text}</p>}
      {promo.url && words && <a href={promo.url}>{words}</a>}
    </div>
  );
}

/**
 * What every drawer has (header.md §2 "Silo drawers"): the content, its
 * promo (right with HN_RIGHT, else first) and a close button; its box and
 * the pointer's entering and leaving go to the machine (the safe triangle,
 * the 300 ms hover-out). Down on the trigger focuses its first link.
 */
export function DrawerShell({
  silo,
  id,
  machine,
  focusFirstRef,
  onClose,
  className = '',
  children,
}: DrawerProps & { className?: string; children: ReactNode }) {
  useLazySheet(DRAWER_CSS);
  const config = useStore($config);
  const ref = useRef<HTMLDivElement>(null);
  const { actions } = machine;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const box = element.getBoundingClientRect();
    actions.setDrawerRect({ left: box.left, top: box.top, right: box.right, bottom: box.bottom });
    if (focusFirstRef.current === silo.id) {
      focusFirstRef.current = null;
      element.querySelector<HTMLElement>('a[href], button')?.focus();
    }
    return () => actions.setDrawerRect(null);
  }, [actions, focusFirstRef, silo.id]);
  const promoRight = navToggles(config).hnRight;
  return (
    <div
      ref={ref}
      id={id}
      className={`drawer ${className}`}
      onPointerEnter={(e) => {
        if (e.pointerType !== 'touch') actions.pointerEnterDrawer();
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'touch') actions.pointerLeaveDrawer();
      }}
    >
      <div className="drawer__inner" data-promo-first={promoRight ? undefined : true}>
        {children}
        <Promo silo={silo} />
        <button type="button" className="drawer__close" aria-label={closeDrawerLabel(silo.name)} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
