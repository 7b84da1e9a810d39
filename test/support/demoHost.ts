import { startDemoHost, type DemoHostOptions } from '../../demo-host/src/server';

export type DemoHost = Awaited<ReturnType<typeof startDemoHost>>;

/** The demo host on 127.0.0.1, on a free port, serving the built dist/ (with `cognito`, a local Cognito beside it). */
export function startTestHost(options: Pick<DemoHostOptions, 'cognito'> = {}): Promise<DemoHost> {
  return startDemoHost({ port: 0, host: '127.0.0.1', ...options });
}
