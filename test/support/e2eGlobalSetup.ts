import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startCognitoLocal, type CognitoLocal } from '../../demo-host/src/identity/cognitoLocal';

/**
 * The e2e project's global setup (vitest.config.ts): one cognito-local for the
 * whole run, shared by every test file that asks for one (`useDemoSuite({ cognito: true })`),
 * in whichever worker it runs. Started on the first request only, so a run of
 * files that never sign in (the stories) never starts it; stopped when the run ends.
 *
 * The files reach it through a small broker on 127.0.0.1 whose address is
 * provided as `nmCognitoBroker` (demoHost.ts `sharedCognito()`): GET / starts
 * it if needed and answers its endpoint and pool ids. Sharing is safe: the
 * demo customers are seeded once and never changed by a test, and signing out
 * is local to the page (amazon-cognito-identity-js keeps tokens in the page's
 * storage; nothing is revoked on the server).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    nmCognitoBroker: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let cognito: Promise<CognitoLocal> | undefined;
  const server: Server = createServer((request, response) => {
    cognito ??= startCognitoLocal();
    cognito.then(
      ({ endpoint, pools }) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ endpoint, pools }));
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      },
    );
    request.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('nmCognitoBroker', `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await (await cognito?.catch(() => undefined))?.stop();
  };
}
