// cognito-local (npm) beside the demo host (TOOLCHAIN.md "A local
// Cognito"): a real user-pool emulator the widgets sign in to through
// amazon-cognito-identity-js's `endpoint` option, as they would to AWS.
//
// startCognitoLocal() runs it as a child process on 127.0.0.1 on a free port,
// waits until it answers, then (idempotently: found by name when the data
// directory already has them) creates one user pool per environment with a
// public and a "confidential" app client, and seeds the demo customers
// (customers.ts) with their password set for good.
//
// Two things cognito-local does differently from Cognito, and what we do:
// - Its ID token carries sub, email, email_verified, cognito:username and the
//   custom: attributes, but no standard profile attribute (no given_name).
//   Cognito's does. So a pre-token-generation "Lambda" (a tiny HTTP server in
//   this process, which cognito-local's Lambda client is pointed at) copies
//   given_name and family_name into the ID token, as Cognito would.
// - It keeps its data in `.cognito/` under its working directory, so the
//   child runs in the folder that holds `dataDir`.
//
// The child dies with the demo host: stop() kills it, a process 'exit'
// listener kills it, and it exits by itself when its stdin (a pipe from this
// process) closes, which also covers a demo host killed with SIGKILL.

import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from './customers';
import type { DemoCustomer } from './customers';

/** header.md §9: the main brand's environments, one user pool each. */
export const COGNITO_ENVIRONMENTS = ['dev-int', 'dev-int2', 'prep', 'prod'] as const;
type CognitoEnvironment = (typeof COGNITO_ENVIRONMENTS)[number];

export interface PoolIds {
  userPoolId: string;
  /** The public app client (no secret): the password flow and refresh. */
  clientId: string;
  /**
   * The second app client, for USE_CONFIDENTIAL_CLIENT (header.md §7). It has
   * no secret either: the page is public and can keep none, and cognito-local
   * does not check SECRET_HASH. It is a different client id, which is what the
   * widgets' option switches.
   */
  confidentialClientId: string;
}

export interface CognitoLocalOptions {
  /**
   * Where cognito-local keeps its data: a folder named `.cognito` is used as
   * it is (npm start: demo-host/.cognito, kept between runs); any other folder
   * gets a `.cognito` inside. Default: a fresh temporary folder, removed on stop().
   */
  dataDir?: string;
  /** Default: a free port. */
  port?: number;
}

export interface CognitoLocal {
  /** e.g. http://127.0.0.1:41234 (no trailing slash); POST `${endpoint}/` with X-Amz-Target. */
  endpoint: string;
  pools: Record<CognitoEnvironment, PoolIds>;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 3_000;
const PUBLIC_CLIENT_NAME = 'nm-web';
const CONFIDENTIAL_CLIENT_NAME = 'nm-web-confidential';
const PRE_TOKEN_FUNCTION = 'nm-demo-pre-token-generation';
/** Standard attributes Cognito puts in the ID token that cognito-local leaves out. */
const PROFILE_CLAIMS = ['given_name', 'family_name'] as const;

const requireFromHere = createRequire(import.meta.url);
const START_SCRIPT = requireFromHere.resolve('cognito-local/lib/bin/start.js');

/** Calls one user-pool action of cognito-local's JSON protocol; a non-2xx answer throws its __type. */
export async function cognitoCall<T = Record<string, unknown>>(
  endpoint: string,
  action: string,
  body: object,
): Promise<T> {
  const response = await fetch(`${endpoint}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const answer = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (!response.ok) {
    const type = typeof answer['__type'] === 'string' ? answer['__type'] : `HTTP ${response.status}`;
    const message = typeof answer['message'] === 'string' ? answer['message'] : '';
    throw Object.assign(new Error(`cognito-local ${action}: ${type}: ${message}`), { name: type });
  }
  return answer as T;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The pre-token-generation trigger, answering the Lambda Invoke API that
 * cognito-local's AWS SDK (v2) Lambda client calls:
 * POST /2015-03-31/functions/{name}/invocations with the trigger's event,
 * answered with the event and its `response.claimsOverrideDetails`.
 */
async function startPreTokenLambda(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let event: Record<string, unknown> = {};
      try {
        event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        // An unreadable event gets no extra claims.
      }
      const attributes = ((event['request'] as Record<string, unknown> | undefined)?.['userAttributes'] ??
        {}) as Record<string, unknown>;
      const claimsToAddOrOverride: Record<string, string> = {};
      for (const claim of PROFILE_CLAIMS) {
        const value = attributes[claim];
        if (typeof value === 'string' && value !== '') claimsToAddOrOverride[claim] = value;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ...event, response: { claimsOverrideDetails: { claimsToAddOrOverride } } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${HOST}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface DataLocation {
  /** The child's working directory (cognito-local uses `<cwd>/.cognito`). */
  workDir: string;
  cognitoDir: string;
  /** Removed on stop(): the temporary folder we made. */
  temporary?: string;
}

function dataLocation(dataDir: string | undefined): DataLocation {
  if (dataDir === undefined) {
    const temporary = mkdtempSync(join(tmpdir(), 'nm-cognito-local-'));
    return { workDir: temporary, cognitoDir: join(temporary, '.cognito'), temporary };
  }
  if (basename(dataDir) === '.cognito') return { workDir: dirname(dataDir), cognitoDir: dataDir };
  return { workDir: dataDir, cognitoDir: join(dataDir, '.cognito') };
}

/**
 * cognito-local merges `.cognito/config.json` over its defaults: our trigger
 * and the Lambda endpoint (a new port each start) are written on every start,
 * any other key someone put there is kept.
 */
function writeConfig(cognitoDir: string, lambdaUrl: string): void {
  mkdirSync(cognitoDir, { recursive: true });
  const file = join(cognitoDir, 'config.json');
  let existing: Record<string, unknown> = {};
  if (existsSync(file)) {
    try {
      existing = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      existing = {};
    }
  }
  const config = {
    ...existing,
    TriggerFunctions: {
      ...(existing['TriggerFunctions'] as object | undefined),
      PreTokenGeneration: PRE_TOKEN_FUNCTION,
    },
    LambdaClient: {
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      region: 'local',
      endpoint: lambdaUrl,
    },
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

/** Kept for the error message when the child fails to start. */
function captureOutput(child: ChildProcess): () => string {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
}

/**
 * The child: node with a one-line watchdog (exit when stdin closes, that is
 * when this process is gone), then cognito-local's own start script.
 */
function spawnCognitoLocal(workDir: string, port: number): ChildProcess {
  const watchdog = `process.stdin.on('end',()=>process.exit(0));process.stdin.on('error',()=>process.exit(0));process.stdin.resume();require(${JSON.stringify(START_SCRIPT)});`;
  return spawn(process.execPath, ['-e', watchdog], {
    cwd: workDir,
    env: { ...process.env, PORT: String(port), HOST, NODE_NO_WARNINGS: '1', DEBUG: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

async function waitUntilAnswering(endpoint: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `cognito-local exited before answering (code ${String(child.exitCode ?? child.signalCode)}):\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${endpoint}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`cognito-local did not answer on ${endpoint} within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

interface PoolSummary {
  Id: string;
  Name: string;
}
interface ClientSummary {
  ClientId: string;
  ClientName: string;
}

async function ensurePool(endpoint: string, name: CognitoEnvironment): Promise<string> {
  const { UserPools = [] } = await cognitoCall<{ UserPools?: PoolSummary[] }>(endpoint, 'ListUserPools', {
    MaxResults: 60,
  });
  const found = UserPools.find((pool) => pool.Name === name);
  if (found) return found.Id;
  const created = await cognitoCall<{ UserPool: PoolSummary }>(endpoint, 'CreateUserPool', {
    PoolName: name,
    UsernameAttributes: ['email'],
    // cognito-local prefixes custom attributes with `custom:`, as Cognito does.
    Schema: [
      { Name: 'profileId', AttributeDataType: 'String', Mutable: true },
      { Name: 'ucaId', AttributeDataType: 'String', Mutable: true },
    ],
  });
  return created.UserPool.Id;
}

async function ensureClient(endpoint: string, userPoolId: string, clientName: string): Promise<string> {
  const { UserPoolClients = [] } = await cognitoCall<{ UserPoolClients?: ClientSummary[] }>(
    endpoint,
    'ListUserPoolClients',
    { UserPoolId: userPoolId, MaxResults: 60 },
  );
  const found = UserPoolClients.find((client) => client.ClientName === clientName);
  if (found) return found.ClientId;
  const created = await cognitoCall<{ UserPoolClient: ClientSummary }>(endpoint, 'CreateUserPoolClient', {
    UserPoolId: userPoolId,
    ClientName: clientName,
    GenerateSecret: false,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  });
  return created.UserPoolClient.ClientId;
}

function customerAttributes(customer: DemoCustomer): Array<{ Name: string; Value: string }> {
  return [
    { Name: 'email', Value: customer.email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'given_name', Value: customer.givenName },
    { Name: 'custom:profileId', Value: customer.profileId },
    { Name: 'custom:ucaId', Value: customer.ucaId },
  ];
}

/** Creates the customer, or brings an existing one's attributes back to the seed; the password is set for good either way. */
async function ensureCustomer(endpoint: string, userPoolId: string, customer: DemoCustomer): Promise<void> {
  try {
    await cognitoCall(endpoint, 'AdminGetUser', { UserPoolId: userPoolId, Username: customer.email });
    await cognitoCall(endpoint, 'AdminUpdateUserAttributes', {
      UserPoolId: userPoolId,
      Username: customer.email,
      UserAttributes: customerAttributes(customer),
    });
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
    await cognitoCall(endpoint, 'AdminCreateUser', {
      UserPoolId: userPoolId,
      Username: customer.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: customerAttributes(customer),
    });
  }
  await cognitoCall(endpoint, 'AdminSetUserPassword', {
    UserPoolId: userPoolId,
    Username: customer.email,
    Password: DEMO_PASSWORD,
    Permanent: true,
  });
}

async function seed(endpoint: string): Promise<Record<CognitoEnvironment, PoolIds>> {
  const pools = {} as Record<CognitoEnvironment, PoolIds>;
  // One after another: cognito-local keeps each pool in one JSON file, written whole.
  for (const env of COGNITO_ENVIRONMENTS) {
    const userPoolId = await ensurePool(endpoint, env);
    const clientId = await ensureClient(endpoint, userPoolId, PUBLIC_CLIENT_NAME);
    const confidentialClientId = await ensureClient(endpoint, userPoolId, CONFIDENTIAL_CLIENT_NAME);
    for (const customer of DEMO_CUSTOMERS) await ensureCustomer(endpoint, userPoolId, customer);
    pools[env] = { userPoolId, clientId, confidentialClientId };
  }
  return pools;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Starts cognito-local with the demo's pools, clients and customers. */
export async function startCognitoLocal(options: CognitoLocalOptions = {}): Promise<CognitoLocal> {
  const location = dataLocation(options.dataDir);
  const lambda = await startPreTokenLambda();
  writeConfig(location.cognitoDir, lambda.url);
  const port = options.port ?? (await freePort());
  const endpoint = `http://${HOST}:${port}`;
  const child = spawnCognitoLocal(location.workDir, port);
  const output = captureOutput(child);
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      process.removeListener('exit', killOnExit);
      await stopChild(child);
      await lambda.close();
      if (location.temporary) rmSync(location.temporary, { recursive: true, force: true });
    })();
    return stopped;
  };

  try {
    await waitUntilAnswering(endpoint, child, output);
    const pools = await seed(endpoint);
    return { endpoint, pools, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
