/**
 * Client for the demo API (src/mocks/node/server.ts): its test controls under /__demo/
 * (src/mocks/handlers/demo-control.ts) and the login and register calls.
 */
import { DEMO_API_URL } from './env';

/** Answers of the demo API: JSON whose shape the demo API defines. */
export type Json = unknown;

export interface Credentials {
  email: string;
  password: string;
}

/** The answer of POST /v1/authenticate and POST /v1/register (the fields journeys use). */
export interface AuthAnswer {
  token: string;
  recovery_token?: string | null;
  [field: string]: unknown;
}

export interface ScenarioOptions {
  times?: number;
  path?: string;
  method?: string;
}

/** A chat message as the demo API holds it (GET /__demo/messages); type 1 text, 2 photo. */
export interface DemoMessage {
  id: number;
  from: number;
  to: number;
  type: number;
  text: string;
  image?: string;
  createdAt: string;
}

/** The seeded demo member (README quick start). */
export const DEMO_MEMBER: Credentials = { email: 'sofia@demo.flechazo.ar', password: 'demo1234' };

export class DemoApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'DemoApiError';
  }
}

async function call(base: string, method: string, pathname: string, body?: unknown): Promise<Json> {
  const res = await fetch(new URL(pathname, base), {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15000),
  });
  const text = await res.text();
  let json: Json;
  let parsed = true;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    parsed = false;
  }
  if (!res.ok) throw new DemoApiError(`${method} ${pathname} -> ${res.status} ${text.slice(0, 300)}`, res.status, parsed ? json : text);
  return parsed ? json : text;
}

function asAuth(answer: Json, who: string): AuthAnswer {
  const token = (answer as { token?: unknown } | null)?.token;
  if (typeof token !== 'string') throw new Error(`no token in the demo API's answer for ${who}: ${JSON.stringify(answer)?.slice(0, 300)}`);
  return answer as AuthAnswer;
}

/** GET /__demo/contract-violations: what the demo API's contract checks found (docs/contract-checks.md). */
export interface ContractReport {
  mode: string;
  optOut: string | null;
  counts: {
    requests: { checked: number; violations: number };
    answers: { checked: number; violations: number };
    realtime: { checked: number; violations: number };
    skipped: Record<string, number>;
    /** operationId -> answers checked */
    operations?: Record<string, number>;
  };
  /** Violations so far (counts every one; `lines` keeps the last 500). */
  total: number;
  lines: string[];
}

export interface DemoApi {
  url: string;
  /** GET /__demo/contract-violations */
  contract(): Promise<ContractReport>;
  /** POST/DELETE /__demo/contract-violations/allow: a journey that breaks the contract on purpose. */
  allowContractViolations(why: string | null): Promise<Json>;
  request(method: string, path: string, body?: unknown): Promise<Json>;
  /** POST /__demo/reset: back to the seeded state (the `demo` fixture does it before each test). */
  reset(): Promise<Json>;
  /**
   * POST /__demo/scenario: force an answer of the error catalogue ('500', 'token_expired', '402', 'slow',
   * 'network' ...) on the next `times` matching requests; or pass the whole body as an object.
   */
  scenario(name: string, options?: ScenarioOptions): Promise<Json>;
  scenario(body: Record<string, unknown>): Promise<Json>;
  /** DELETE /__demo/scenario */
  clearScenarios(): Promise<Json>;
  /** GET /__demo/outbox: e-mails sent (recovery links, codes), optionally to one address. */
  outbox(to?: string): Promise<Json>;
  /** GET /__demo/messages: the chat messages the server holds, optionally from and/or to a member. */
  messages(filter?: { from?: number; to?: number }): Promise<DemoMessage[]>;
  /** POST /__demo/trigger: a realtime (Pusher) server event. */
  trigger(body: { channel: string; event: string; data?: unknown }): Promise<Json>;
  /** GET /__demo/realtime: what the server pushed over realtime. */
  realtime(): Promise<Json>;
  /** POST /__demo/tokens/expire: age bearer tokens out (relog). */
  expireTokens(body?: { userId?: number; maxAgeMs?: number | null }): Promise<Json>;
  /** POST /v1/authenticate -> {token, recovery_token, sessionInfo, ...} */
  authenticate(email: string, password: string): Promise<AuthAnswer>;
  /** POST /v1/register -> same shape. */
  register(payload: Record<string, unknown>): Promise<AuthAnswer>;
}

export function demoApi(url: string = DEMO_API_URL): DemoApi {
  const req = (method: string, pathname: string, body?: unknown) => call(url, method, pathname, body);
  return {
    url,
    request: req,
    contract: async () => (await req('GET', '/__demo/contract-violations')) as ContractReport,
    allowContractViolations: (why) =>
      why ? req('POST', '/__demo/contract-violations/allow', { why }) : req('DELETE', '/__demo/contract-violations/allow'),
    reset: () => req('POST', '/__demo/reset', {}),
    scenario: (nameOrBody: string | Record<string, unknown>, options: ScenarioOptions = {}) =>
      req('POST', '/__demo/scenario', typeof nameOrBody === 'string' ? { scenario: nameOrBody, ...options } : nameOrBody),
    clearScenarios: () => req('DELETE', '/__demo/scenario'),
    outbox: (to?: string) => req('GET', `/__demo/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`),
    messages: async (filter = {}) => {
      const q = new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, String(v)]));
      return (await req('GET', `/__demo/messages${q.size ? `?${q.toString()}` : ''}`)) as DemoMessage[];
    },
    trigger: (body) => req('POST', '/__demo/trigger', body),
    realtime: () => req('GET', '/__demo/realtime'),
    expireTokens: (body = {}) => req('POST', '/__demo/tokens/expire', body),
    authenticate: async (email, password) => asAuth(await req('POST', '/v1/authenticate', { email, password }), email),
    register: async (payload) => asAuth(await req('POST', '/v1/register', payload), String(payload.email)),
  };
}
