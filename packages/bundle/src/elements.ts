import { abandonCartWidget } from '@nm/abandon-cart';
import { headerWidget } from '@nm/header';
import { miniCartWidget } from '@nm/minicart';
import { searchWidget } from '@nm/search';

/**
 * Every widget the bundle starts, in one list: start.ts runs their page-wide starts and defines their elements in
 * this order. A tuple, each `Widget<P>` keeping its own props, so what reads it is generic over the list (core
 * `WidgetList`); each one's descriptions and reserved box are in elementMeta.ts, in the same order.
 */
export const WIDGETS = [miniCartWidget, searchWidget, headerWidget, abandonCartWidget] as const;
