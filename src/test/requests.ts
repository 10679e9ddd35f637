/**
 * What the app sent to the demo API during a test, and the demo API's switches: one recorder for
 * every feature's tests (each feature's tests/helpers.ts shapes it as its tests read it).
 */
import { server } from '@/test/msw-server';
import { API_BASE } from '@/mocks/handlers';

export interface SeenRequest {
  method: string;
  path: string;
  /** The query string, with its '?' ('' when there is none). */
  query: string;
  body: unknown;
  contentType: string;
  authorization: string | null;
}

/**
 * Call at describe level: records every request of each test. Bodies are parsed as JSON when they are
 * (else kept as text); with `jsonOnly`, only bodies sent as JSON are read (uploads stay undefined).
 * `onRequest` sees each request as it is recorded (before its body is read). The one request recorder
 * of the tests: requestLines below and the features' tests/helpers.ts shape what it records.
 */
export function recordRequests({ jsonOnly = false, onRequest }: { jsonOnly?: boolean; onRequest?: (r: SeenRequest) => void } = {}) {
  const seen: SeenRequest[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const contentType = request.headers.get('content-type') ?? '';
    const entry: SeenRequest = {
      method: request.method,
      path: url.pathname,
      query: url.search,
      body: undefined,
      contentType,
      authorization: request.headers.get('authorization'),
    };
    seen.push(entry);
    onRequest?.(entry);
    if (jsonOnly && !contentType.includes('json')) return;
    pending.push(
      request
        .clone()
        .text()
        .then((t) => {
          try {
            entry.body = t ? JSON.parse(t) : undefined;
          } catch {
            entry.body = t;
          }
        }),
    );
  };
  beforeEach(() => {
    seen.length = 0;
    pending.length = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return {
    seen,
    /** The requests to one path. */
    to: (path: string) => seen.filter((r) => r.path === path),
    /** Every request so far, once their bodies are read. */
    async settled() {
      await Promise.all(pending);
      return seen;
    },
  };
}

/** Queues a forced answer of the demo API for the next matching request (POST /__demo/scenario). */
export async function forceNext(scenario: string, path: string, times = 1): Promise<void> {
  const res = await fetch(`${API_BASE}/__demo/scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ scenario, path, times }),
  });
  if (!res.ok) throw new Error(`scenario ${scenario} refused`);
}

/** The first lazy load of a screen chunk can be slow on a busy machine. */
export const SLOW = { timeout: 10000 };

/**
 * Call at describe level: each test's requests whose path starts with one of `prefixes`, as
 * 'METHOD /path?query' lines in the order they were sent (a view of recordRequests).
 */
export function requestLines(prefixes: readonly string[]): string[] {
  const lines: string[] = [];
  recordRequests({
    jsonOnly: true,
    onRequest: (r) => {
      if (prefixes.some((p) => r.path.startsWith(p))) lines.push(`${r.method} ${r.path}${r.query}`);
    },
  });
  beforeEach(() => {
    lines.length = 0;
  });
  return lines;
}
