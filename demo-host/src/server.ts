// Demo host: the legacy-style storefront, the stand-in cart API and the built
// widget bundle, served together over real HTTP for manual testing, end-to-end
// tests and benchmarks. With `cognito`, a local Cognito (cognito-local, see
// identity/cognitoLocal.ts) runs beside it and the pages sign in against it.
//
//   npx tsx demo-host/src/server.ts          (PORT, HOST, LATENCY_MS env vars; cognito-local
//                                             with data in demo-host/.cognito, COGNITO_PORT
//                                             to fix its port, COGNITO_LOCAL=off to skip it)

import { ensureFirstPaint, firstPaintAsked, loadFirstPaint, type FirstPaintMode } from './first-paint';
import { existsSync, realpathSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiRoutes } from './api';
import { searchApiRoutes } from './api-search';
import { miniCartApiRoutes, ServerFaults } from './api-minicart';
import { CartStore } from './cart-store';
import { createCspReportLog, cspReportRoutes } from './csp-reports';
import { demoPanelRoutes } from './demo-panel';
import { edgeCache } from './edge-cache';
import { headerApiRoutes } from './header-api';
import { startCognitoLocal } from './identity/cognitoLocal';
import type { CognitoLocal, CognitoLocalOptions } from './identity/cognitoLocal';
import { cognitoIdentityRoutes, issuedCredentials } from './identity/cognitoIdentity';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from './identity/customers';
import type { DemoIdentity } from './identity/pageConfig';
import { identityRoutes } from './identity/routes';
import { IdentityState } from './identity/state';
import { imageRoutes } from './images';
import { navigationApiRoutes } from './navigation-api';
import { pageRoutes, renderNotFoundPage, sendHtml, settingsOf } from './pages';
import { searchPageRoutes } from './search-pages';
import { stylyzeApiRoutes } from './stylyze-api';
import { resolveShopperSession } from './shopper-session';

export interface DemoHostOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Folder served at /static/ (the built bundle). Default <repo>/dist. */
  distDir?: string;
  /** Folder served at /cdn/ as the CDN serves it (the layout `npm run release` writes). Default <repo>/release/cdn. */
  cdnDir?: string;
  /** Which pages carry the widgets' first paint (demo-host/src/first-paint.ts). Default `on-request`; `npm start` draws every page. */
  firstPaint?: FirstPaintMode;
  /** Artificial latency for every API call, in ms; `?latency=ms` on a call overrides it. */
  latencyMs?: number;
  /**
   * Starts cognito-local beside the host, with the demo's user pools, app
   * clients and customers (identity/cognitoLocal.ts); stopped when the host
   * closes. false (the default, for tests that do not sign in): none, and the
   * pages' config has no user pool. true: a fresh temporary data folder.
   * An object: its data folder and port (npm start: demo-host/.cognito).
   * `{ running }`: one already running (the e2e run's shared one), used and never stopped.
   */
  cognito?: boolean | CognitoLocalOptions | { running: Pick<CognitoLocal, 'endpoint' | 'pools'> };
}

export interface DemoHost {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:8080 */
  url: string;
  port: number;
  /** The running cognito-local (with `cognito`): its endpoint and each environment's pool and client ids. */
  cognito?: Pick<CognitoLocal, 'endpoint' | 'pools'>;
  close(): Promise<void>;
}

// Resolved from this file's folder with path.resolve rather than `new URL(rel, import.meta.url)`:
// Vite (under Vitest) rewrites that URL pattern into an asset URL that is not file:.
const SOURCE_DIR = dirname(fileURLToPath(import.meta.url));
const DEFAULT_DIST_DIR = resolve(SOURCE_DIR, '../../dist');
const DEFAULT_CDN_DIR = resolve(SOURCE_DIR, '../../release/cdn');
const SITE_ASSETS_DIR = resolve(SOURCE_DIR, '../site');
const DEFAULT_PORT = 8080;
const DEFAULT_HOST = '127.0.0.1';

/** The static plugin's MIME table says application/javascript; browsers and the brief want text/javascript. */
function serveJavaScriptAsTextJavascript(reply: FastifyReply, path: string): void {
  if (path.endsWith('.js') || path.endsWith('.mjs')) reply.header('content-type', 'text/javascript; charset=utf-8');
}

/** esbuild names chunks `[name]-[hash]`: eight capital letters and digits before the extension. */
const CONTENT_HASHED = /-[A-Z0-9]{8}\.(?:js|mjs|css)(?:\.map)?$/;
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The loader, the ESM entry, the stylesheet: fixed names a release replaces, so caches must ask again soon. */
export const SHORT_CACHE_CONTROL = 'public, max-age=300';

/**
 * Cache headers as the CDN in front of the bundle sets them: a file under esm/
 * whose name carries its content hash never changes, so it is cached for a year
 * and never revalidated; every other bundle file is cached for five minutes.
 */
export function bundleCacheControl(path: string): string {
  return path.includes(`${sep}esm${sep}`) && CONTENT_HASHED.test(basename(path))
    ? IMMUTABLE_CACHE_CONTROL
    : SHORT_CACHE_CONTROL;
}

function serveBundleFile(reply: FastifyReply, path: string): void {
  serveJavaScriptAsTextJavascript(reply, path);
  reply.header('cache-control', bundleCacheControl(path));
}

/**
 * docs/RELEASING.md "Cache headers": a release's own folder (`nm-widgets/1.4.2/…`) never changes, so a year and
 * immutable; a major version's folder (`nm-widgets/v1/…`) moves to each new release, so five minutes. `path` is
 * relative to the CDN's root.
 */
export function cdnCacheControl(path: string): string {
  return /^[^/]+\/\d+\.\d+\.\d+[^/]*\//.test(path.split(sep).join('/')) ? IMMUTABLE_CACHE_CONTROL : SHORT_CACHE_CONTROL;
}

/** What the CDN sends with every file: its cache header, and CORS, which a page on another origin needs to import an ES module. */
function serveCdnFile(cdnDir: string) {
  return (reply: FastifyReply, path: string): void => {
    serveJavaScriptAsTextJavascript(reply, path);
    reply.header('cache-control', cdnCacheControl(relative(cdnDir, path)));
    reply.header('access-control-allow-origin', '*');
    reply.header('x-content-type-options', 'nosniff');
  };
}

/**
 * Builds the Fastify app without listening (tests may use app.inject). With
 * `cognito`, cognito-local is started first and stopped by app.close(); its
 * endpoint and pool ids are on `app.nmDemoIdentity.cognito`.
 */
export async function buildDemoHost(
  options: Pick<DemoHostOptions, 'distDir' | 'cdnDir' | 'latencyMs' | 'cognito' | 'firstPaint'> = {},
): Promise<FastifyInstance> {
  if (typeof options.cognito === 'object' && 'running' in options.cognito) {
    return buildApp(options, { ...options.cognito.running, stop: async () => undefined });
  }
  const cognito = options.cognito
    ? await startCognitoLocal(options.cognito === true ? {} : options.cognito)
    : undefined;
  try {
    return await buildApp(options, cognito);
  } catch (error) {
    await cognito?.stop();
    throw error;
  }
}

async function buildApp(
  options: Pick<DemoHostOptions, 'distDir' | 'cdnDir' | 'latencyMs' | 'firstPaint'>,
  cognito: CognitoLocal | undefined,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: 'warn' } });
  await loadFirstPaint(options.distDir ?? DEFAULT_DIST_DIR, options.firstPaint);
  const carts = new CartStore();
  const cspReports = createCspReportLog();
  const serverFaults = new ServerFaults();
  const identity = new IdentityState();
  const latency = options.latencyMs !== undefined ? { latencyMs: options.latencyMs } : {};
  const cognitoInfo = cognito && { endpoint: cognito.endpoint, pools: cognito.pools };
  // Read by resolveShopperSession for the pages' identity config (identity/pageConfig.ts).
  const demoIdentity: DemoIdentity = { state: identity, ...(cognitoInfo && { cognito: cognitoInfo }) };
  app.decorate('nmDemoIdentity', demoIdentity);
  if (cognito) app.addHook('onClose', async () => cognito.stop());
  app.addHook('onRequest', async (request) => {
    await ensureFirstPaint(firstPaintAsked(request.query));
  });

  // Brotli or gzip for every compressible answer over 1 KB, as the CDN does (first, so it wraps every route).
  // Quality 5, not brotli's default 11: this server compresses on each request, where 11 costs ~100x the time.
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // In front of every route after it: what the host marks immutable is compressed and read once (edge-cache.ts).
  edgeCache(app);
  await app.register(fastifyStatic, {
    root: options.distDir ?? DEFAULT_DIST_DIR,
    prefix: '/static/',
    // dist/ does not exist until the bundle is built; requests 404 until then.
    suppressWarning: true,
    setHeaders: serveBundleFile,
  });
  const cdnDir = options.cdnDir ?? DEFAULT_CDN_DIR;
  await app.register(fastifyStatic, {
    root: cdnDir,
    prefix: '/cdn/',
    decorateReply: false,
    // release/cdn/ exists once `npm run release` has run; requests 404 until then.
    suppressWarning: true,
    setHeaders: serveCdnFile(cdnDir),
  });
  await app.register(fastifyStatic, {
    root: SITE_ASSETS_DIR,
    prefix: '/site/',
    decorateReply: false,
    setHeaders: serveJavaScriptAsTextJavascript,
  });
  await app.register(imageRoutes);
  await app.register(miniCartApiRoutes, { carts, faults: serverFaults, identity, ...latency });
  await app.register(apiRoutes, { carts, identity, ...latency });
  await app.register(identityRoutes, {
    identity,
    ...latency,
    ...(cognitoInfo && { cognito: cognitoInfo }),
    // The device signals are signed with credentials the identity stand-in issued: their secrets check the signature.
    fraudSecretFor: (accessKeyId) => issuedCredentials(accessKeyId)?.secretAccessKey,
  });
  // The header's notification stand-ins (special offers, gift and point cards), bearer-checked like the session's calls.
  await app.register(headerApiRoutes, { identity, ...latency });
  // The navigation service (header.md §7): the two menus' silos, under the fault switch's 'navigation'.
  await app.register(navigationApiRoutes, latency);
  // Cognito Identity (identity pools) at /cognito-identity/, the identity config's identityEndpoint.
  await app.register(cognitoIdentityRoutes);
  await app.register(cspReportRoutes, { log: cspReports });
  await app.register(pageRoutes, { carts });
  await app.register(demoPanelRoutes, { carts, serverFaults });
  await app.register(searchApiRoutes, { ...(options.latencyMs !== undefined && { latencyMs: options.latencyMs }) });
  await app.register(searchPageRoutes);
  await app.register(stylyzeApiRoutes);
  // Browsers ask for /favicon.ico regardless of the <link rel="icon">; answer quietly
  // so no 404 shows up among the console errors the end-to-end tests watch.
  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/site/favicon.svg', 301));

  app.setNotFoundHandler(async (request, reply) => {
    // A release not uploaded yet must not be remembered as missing for as long as a release is kept.
    if (request.url.startsWith('/cdn/')) reply.header('cache-control', 'no-store');
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage)
      return sendHtml(reply, renderNotFoundPage(resolveShopperSession(request, reply), settingsOf(request)), 404);
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(
        JSON.stringify({ statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${request.url}` }),
      );
  });

  return app;
}

function originFor(host: string, port: number): string {
  const reachableHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${reachableHost.includes(':') ? `[${reachableHost}]` : reachableHost}:${port}`;
}

export async function startDemoHost(options: DemoHostOptions = {}): Promise<DemoHost> {
  const host = options.host ?? DEFAULT_HOST;
  const app = await buildDemoHost(options);
  try {
    await app.listen({ port: options.port ?? DEFAULT_PORT, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const cognito = app.nmDemoIdentity?.cognito;
  return {
    url: originFor(host, port),
    port,
    ...(cognito && { cognito }),
    close: async () => {
      await app.close();
    },
  };
}

function isRunDirectly(): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  try {
    return pathToFileURL(realpathSync(entry)).href === import.meta.url;
  } catch {
    return false;
  }
}

/** npm start's cognito-local data, kept between runs (git-ignored). */
const COGNITO_DATA_DIR = resolve(SOURCE_DIR, '../.cognito');

async function main(): Promise<void> {
  const port = process.env['PORT'] ? Number(process.env['PORT']) : DEFAULT_PORT;
  const host = process.env['HOST'] || DEFAULT_HOST;
  const latencyMs = process.env['LATENCY_MS'] ? Number(process.env['LATENCY_MS']) : undefined;
  const cognitoPort = process.env['COGNITO_PORT'] ? Number(process.env['COGNITO_PORT']) : undefined;
  const cognito =
    process.env['COGNITO_LOCAL'] === 'off'
      ? false
      : { dataDir: COGNITO_DATA_DIR, ...(cognitoPort !== undefined && { port: cognitoPort }) };
  const demo = await startDemoHost({
    port,
    host,
    cognito,
    firstPaint: 'every-page',
    ...(latencyMs !== undefined && { latencyMs }),
  });
  console.log(`Demo storefront: http://localhost:${demo.port}/`);
  if (demo.cognito) {
    console.log(`Local Cognito (cognito-local): ${demo.cognito.endpoint}, data in ${COGNITO_DATA_DIR}`);
    console.log(
      `Demo customers (password ${DEMO_PASSWORD}): ${DEMO_CUSTOMERS.map((customer) => customer.email).join(', ')}`,
    );
  }
  if (!existsSync(DEFAULT_DIST_DIR)) {
    console.log('Note: dist/ is not built yet, so /static/ answers 404. Run `npm run build`.');
  }
  if (!existsSync(DEFAULT_CDN_DIR)) {
    console.log(
      'Note: release/cdn/ is not written yet, so /cdn/ (and ?bundle=cdn) answers 404. Run `npm run release`.',
    );
  }
  const stop = (): void => {
    demo.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isRunDirectly()) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
