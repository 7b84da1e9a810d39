/** Test-only helpers, `@nm/core/testing`: never imported by the bundle. */
export { reactRootPerTest } from './reactRoot';
export { clearCookies } from './cookies';
export { answerFetch, jsonResponse, routeFetch } from './fetch';
export { fakeScreenPerTest } from './fakeScreen';
export { resetStores } from './stores';
export { fakePageLocation, type FakePageLocation } from './pageLocation';
export { writable } from './writable';
export { SAME_ORIGIN_HOSTS } from './hosts';
export { axeClean, deepActive, mountElement, parkPointer, placeHtml, shadowOf, until } from './dom';
export { runElementContract } from './elementContract';
