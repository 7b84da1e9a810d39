import { inject } from 'vitest';
import type { CognitoLocal } from '../../demo-host/src/identity/cognitoLocal';
import { startDemoHost, type DemoHostOptions } from '../../demo-host/src/server';

export type DemoHost = Awaited<ReturnType<typeof startDemoHost>>;

/** The broker's address under the e2e project; undefined elsewhere (another project, or no vitest at all: the bench). */
function cognitoBroker(): string | undefined {
  try {
    return inject('nmCognitoBroker');
  } catch {
    return undefined;
  }
}

/**
 * The run's one cognito-local (e2eGlobalSetup.ts), started by the first file
 * that asks; undefined where no broker is provided, and each host starts its own.
 */
async function sharedCognito(): Promise<Pick<CognitoLocal, 'endpoint' | 'pools'> | undefined> {
  const broker = cognitoBroker();
  if (!broker) return undefined;
  const response = await fetch(broker);
  if (!response.ok) throw new Error(`The run's cognito-local did not start: ${await response.text()}`);
  return (await response.json()) as Pick<CognitoLocal, 'endpoint' | 'pools'>;
}

/**
 * The demo host on 127.0.0.1, on a free port, serving the built dist/, every
 * page drawn with the widgets' first paint as `npm start` draws them (a page
 * asked with `?first-paint=0` renders on the client). With
 * `cognito`, the pages sign in against a local Cognito: the run's shared one
 * under the e2e project, else one started beside this host. With `cdnDir`,
 * that folder is the CDN at /cdn/ (a release layout a test wrote).
 */
export async function startTestHost(
  options: { cognito?: boolean; firstPaint?: DemoHostOptions['firstPaint']; cdnDir?: string } = {},
): Promise<DemoHost> {
  const hostOptions: DemoHostOptions = {
    port: 0,
    host: '127.0.0.1',
    firstPaint: options.firstPaint ?? 'every-page',
    ...(options.cdnDir && { cdnDir: options.cdnDir }),
  };
  if (options.cognito) {
    const running = await sharedCognito();
    hostOptions.cognito = running ? { running } : true;
  }
  return startDemoHost(hostOptions);
}
