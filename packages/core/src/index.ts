/**
 * @nm/core, the layer every widget imports by name (docs/ARCHITECTURE.md "The layers"). Owns the page's config,
 * http, storage and URL policy; the shared stores with their one writers (cart, count, panel, gender, mobile menu,
 * $auth); the one Clock, PageLocation and dismissal; events in and out and the window.minicart bridge; the element
 * base over r2wc and the UI primitives. Leaves each widget's rules, calls and components to its package, who the
 * shopper is to @nm/session (core only keeps $auth), and the start-up order to @nm/bundle's start.ts.
 */
export * from './log/log';
export * from './storage/cookies';
export * from './storage/webStorageObject';
export * from './config/env';
export * from './config/config';
export * from './config/toggles';
export * from './session/session';
export * from './session/cookieWrites';
export * from './http/http';
export * from './http/badAnswer';
export * from './http/capped';
export * from './http/result';
export * from './storeList/selectedStore';
export * from './storeList/stores';
export * from './format/badge';
export * from './format/number';
export * from './format/record';
export * from './format/fieldText';
export * from './url/urlPolicy';
export * from './format/money';
export * from './format/date';
export * from './sanitize/sanitize';
export * from './sanitize/text';
export * from './events/outbound';
export * from './analytics/linkEvent';
export * from './events/cartService';
export * from './events/sessionBridge';
export * from './state/config';
export * from './state/session';
export * from './state/shopperDemand';
export * from './state/gender';
export * from './state/cart';
export * from './state/count';
export * from './state/countValue';
export * from './state/miniCartPanel';
export * from './state/mobileMenu';
export * from './model/screen';
export * from './model/country';
export * from './model/routes';
export * from './model/expiring';
export * from './state/screen';
export * from './state/mobileMenuScreen';
export * from './state/api';
export * from './state/clock';
export * from './state/pageLocation';
export * from './state/idle';
export * from './state/dismissal';
export * from './state/pageWide';
export * from './element/attributes';
export * from './element/context';
export * from './element/styles';
export * from './element/ErrorBoundary';
export * from './element/defineElement';
export * from './element/widget';
export * from './element/lazyPart';
export * from './element/lazySheet';
export * from './element/firstPaint';
export * from './element/firstPaintMarks';
export * from './element/elementTree';
export * from './ui/scrollLock';
export * from './ui/focus';
export * from './ui/liveRegion';
export * from './ui/ControlledPart';
export * from './ui/Dialog';
export * from './ui/Price';
export * from './ui/ProductImage';
export * from './ui/Skeleton';
export * from './ui/useMediaQuery';
export * from './ui/styles';
