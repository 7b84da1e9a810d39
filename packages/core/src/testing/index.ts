/** Test-only helpers, `@nm/core/testing`: never imported by the bundle. */
export { reactRootPerTest } from './reactRoot';
export { clearCookies, isolateCookieTests } from './cookies';
export { jsonResponse, routeFetch, type SeenRequest } from './fetch';
