/**
 * `@nm/core/boot`: what only the bundle uses to start a page (packages/bundle: the loader, start.ts, session.ts)
 * and to draw its first paint on a server. A widget imports `@nm/core`, never this. Only `export *` of small
 * modules: a named re-export made esbuild pull in a whole barrel (docs/PERFORMANCE.md).
 */
export * from '../config/pageConfig';
export * from '../events/earlyInbound';
export * from '../events/inbound';
export * from '../events/bridge';
export * from '../state/outboundWiring';
export * from '../state/shopperDemand';
export * from '../element/firstPaintMarks';
