/**
 * The demo API as a real HTTP server: the msw handlers behind express through
 * @mswjs/http-middleware, CORS for the app's origin, compressed answers, and the Pusher WebSocket
 * double on the same port. Used by node/server.ts (npm run demo-api, npm start) and by the tests, on any port.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { API_BASE, CHAT_CHANNEL_PREFIX, NOTIFICATIONS_CHANNEL_PREFIX, PUSHER_APP_KEY } from '../config';
import { handlers } from '../handlers';
import { SCENARIO_HEADER, scenarioHandler } from '../handlers/scenarios';
import { apiContract, contractGate, contractMode, ContractRecorder, RealtimeContract } from '../contract';
import { onTrigger } from '../realtime';
import { PusherDouble } from './pusher-double';

const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Accept', 'X-Requested-With', SCENARIO_HEADER];

/** CORS for any origin: the app (another port) sends a bearer token, so preflights are the norm. */
function cors(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Type, Cache-Control');
  if (req.method !== 'OPTIONS') {
    next();
    return;
  }
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Headers', requested ? `${ALLOWED_HEADERS.join(', ')}, ${requested}` : ALLOWED_HEADERS.join(', '));
  res.setHeader('Access-Control-Max-Age', '600');
  if (req.headers['access-control-request-private-network']) res.setHeader('Access-Control-Allow-Private-Network', 'true');
  res.status(204).end();
}

/**
 * The handlers match absolute URLs on API_BASE (http://localhost:8081). http-middleware rebuilds the
 * request URL from the Host header, so we present every request as addressed to API_BASE's host:
 * the same handlers then answer on 127.0.0.1, on ::1 and on any port (tests use random ports).
 */
function hostAsApiBase(req: Request, _res: Response, next: NextFunction): void {
  req.headers['x-forwarded-host'] = req.headers.host;
  req.headers.host = new URL(API_BASE).host;
  next();
}

/**
 * msw's HttpResponse.error() (scenario `network`) reaches http-middleware as a response with status
 * 0, which node refuses to write (it throws and would take the process down). Cutting the socket
 * instead is exactly what a network failure looks like to the client.
 */
function networkErrorAsClosedSocket(_req: Request, res: Response, next: NextFunction): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode === 0) {
      res.socket?.destroy();
      return res;
    }
    return end(...args);
  }) as Response['end'];
  next();
}

/**
 * The contract checks of the node server (docs/contract-checks.md): every request and every answer
 * of the API, and what crosses the Pusher double, checked against contract/; the strict modes
 * (DEMO_CONTRACT=strict | strict-bare) prune answers. GET /__demo/contract-violations reports.
 */
export function createContractChecks(recorder = new ContractRecorder()) {
  const contract = apiContract(API_BASE);
  const realtime = new RealtimeContract({ chatChannelPrefix: CHAT_CHANNEL_PREFIX, notificationsPrefix: NOTIFICATIONS_CHANNEL_PREFIX });
  return {
    recorder,
    gate: contractGate(handlers, {
      contract,
      mode: contractMode,
      checkRequests: true,
      scenarioHandler,
      onRequest: (route, found) => {
        if (route.kind === 'skip') recorder.skipped(route.reason);
        else recorder.checked('request', found);
      },
      onAnswer: (route, found, reason) => {
        if (found === 'skipped') recorder.skipped(reason ?? 'skipped');
        else recorder.checked('answer', found, route.kind === 'operation' ? route.operationId : undefined);
      },
    }),
    audit: (kind: 'subscribe' | 'client event' | 'server event', channel: string, event: string, data: unknown): void => {
      if (kind === 'subscribe') recorder.checked('realtime', realtime.checkSubscription(channel));
      else if (kind === 'client event') recorder.checked('realtime', realtime.checkClientEvent(channel, event, data));
      else recorder.checked('realtime', realtime.checkServerEvent(channel, event, data));
    },
  };
}

export type ContractChecks = ReturnType<typeof createContractChecks>;

export function createDemoApp(checks: ContractChecks = createContractChecks(), realtime?: { dropAll(): number }): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(cors);
  // POST /__demo/realtime/drop: cuts every realtime socket (the chaos journey's dropped connection,
  // e2e/chaos); the clients reconnect as after any network loss.
  app.post('/__demo/realtime/drop', (_req, res) => {
    res.json({ dropped: realtime ? realtime.dropAll() : 0 });
  });
  // Like a production API: JSON (the location list, listings) travels gzip-compressed.
  app.use(compression());
  app.use(hostAsApiBase);
  app.use(networkErrorAsClosedSocket);
  // What the contract checks found so far: counts and violations (e2e fails on any, and prints the counts).
  app.get('/__demo/contract-violations', (_req, res) => {
    res.json({ mode: contractMode(), optOut: checks.recorder.optOut, ...checks.recorder.summary() });
  });
  // A journey that breaks the contract on purpose: {why}; its violations count as deliberate skips until DELETE.
  app.post('/__demo/contract-violations/allow', express.json(), (req, res) => {
    const why = (req.body as { why?: unknown } | undefined)?.why;
    checks.recorder.optOut = typeof why === 'string' && why ? why : 'unspecified';
    res.json({ ok: true, optOut: checks.recorder.optOut });
  });
  app.delete('/__demo/contract-violations/allow', (_req, res) => {
    checks.recorder.optOut = null;
    res.json({ ok: true });
  });
  app.use(createMiddleware(checks.gate));
  app.use((_req, res) => {
    res.status(404).json({ error: 'not_found' });
  });
  // A handler that throws is a bug in the demo: log it and answer 500 like a real server would.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    console.error(`demo API: ${req.method} ${req.url} failed:`, error);
    if (res.headersSent) res.socket?.destroy();
    else res.status(500).json({ error: 'server_error' });
  });
  return app;
}

export interface DemoServer {
  port: number;
  contract: ContractChecks;
  /** http://localhost:<port> */
  url: string;
  pusher: PusherDouble;
  close(): Promise<void>;
}

export interface StartOptions {
  port?: number;
  /** Loopback addresses to listen on; ::1 is skipped quietly where IPv6 is unavailable. */
  hosts?: string[];
  log?: (line: string) => void;
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Starts the demo API (HTTP + Pusher double) and wires realtime.trigger() to the double. */
export async function startDemoServer(options: StartOptions = {}): Promise<DemoServer> {
  const [primaryHost = '127.0.0.1', ...otherHosts] = options.hosts ?? ['127.0.0.1', '::1'];
  const checks = createContractChecks();
  const pusher = new PusherDouble({ appKey: PUSHER_APP_KEY, log: options.log, audit: checks.audit });
  const app = createDemoApp(checks, pusher);
  const servers: http.Server[] = [];

  const primary = http.createServer(app);
  await listen(primary, options.port ?? 0, primaryHost);
  servers.push(primary);
  const port = (primary.address() as AddressInfo).port;
  for (const host of otherHosts) {
    const extra = http.createServer(app);
    try {
      await listen(extra, port, host);
      servers.push(extra);
    } catch (error) {
      options.log?.(`demo API: not listening on ${host} (${(error as Error).message})`);
    }
  }
  for (const server of servers) pusher.attach(server);
  const stopRelay = onTrigger((event) => pusher.trigger(event.channel, event.event, event.data));

  return {
    port,
    url: `http://localhost:${port}`,
    pusher,
    contract: checks,
    async close() {
      stopRelay();
      await pusher.close();
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
