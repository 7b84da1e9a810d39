import { lockScroll, unlockScroll } from '@nm/core';
import { useEffect, useRef } from 'react';

/**
 * header.md §4 "Mobile search: while focused body scroll is disabled": the
 * page holds still under the box and its panel while a phone's search box
 * has focus. The claim is one owner of core's counted scroll lock (the
 * phone modal's Dialog holds its own), so whichever lets go last restores
 * the page.
 */
export function usePhoneScrollLock(active: boolean): void {
  const owner = useRef({});
  useEffect(() => {
    if (!active) return;
    const claim = owner.current;
    lockScroll(claim);
    return () => unlockScroll(claim);
  }, [active]);
}
