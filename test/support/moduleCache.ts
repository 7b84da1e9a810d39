import type { ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/** Long enough for any run, short enough that a browser profile kept by hand forgets it. */
const FOR_THE_RUN = 'private, max-age=3600';

/**
 * The browser project's files share one Vite server, and each file runs in an
 * iframe of its own that imports its module graph again: about 190 modules a
 * file. Vite answers every source module `Cache-Control: no-cache`, so that an
 * edit shows at the next import in watch mode. In a run nothing is edited, yet
 * each file's iframe asked again for every module an earlier file had loaded
 * (a 304 each, about 6,000 a run, each through Chromium's network service and
 * Vite's middleware). Under `vitest run` those answers may be kept for the run,
 * so a file takes the modules an earlier one loaded from Chromium's cache.
 * Watch mode keeps Vite's answer. A module a file mocks is still its own:
 * Vitest mocks through Playwright's routing, and Chromium's cache is off for
 * a routed page.
 */
export function modulesCachedForTheRun(): Plugin {
  let run = false;
  return {
    name: 'nm:modules-cached-for-the-run',
    apply: 'serve',
    configureVitest({ vitest }) {
      run = !vitest.config.watch;
    },
    configureServer(server) {
      server.middlewares.use((_request, response: ServerResponse, next) => {
        if (run) {
          const setHeader = response.setHeader.bind(response);
          response.setHeader = (name, value) =>
            setHeader(name, name.toLowerCase() === 'cache-control' && value === 'no-cache' ? FOR_THE_RUN : value);
        }
        next();
      });
    },
  };
}
