/**
 * `@nm/core/boot`: what only the bundle uses to start a page (packages/bundle: the loader, start.ts). A widget
 * imports `@nm/core`, never this. Only `export *` of small modules that core's widget-facing half does not import
 * (docs/PERFORMANCE.md): a named re-export made esbuild pull in a whole barrel.
 */
export * from '../config/pageConfig';
export * from '../events/earlyInbound';
export * from '../events/inbound';
export * from '../events/bridge';
export * from '../state/outboundWiring';
