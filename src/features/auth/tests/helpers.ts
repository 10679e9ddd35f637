/** Test helpers for the entry flows: observe what the app sends to the demo API, drive its switches. */
import { server } from '@/test/msw-server';
import { API_BASE } from '@/mocks/handlers';

export interface SeenRequest {
  method: string;
  path: string;
  /** The query string, with its '?' ('' when there is none). */
  query: string;
  body: unknown;
  authorization: string | null;
}

/** Call at describe level: records every request of each test (body parsed as JSON when it is). */
export function captureRequests() {
  const seen: SeenRequest[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry: SeenRequest = {
      method: request.method,
      path: url.pathname,
      query: url.search,
      body: undefined,
      authorization: request.headers.get('authorization'),
    };
    seen.push(entry);
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
    async settled() {
      await Promise.all(pending);
      return seen;
    },
    to: (path: string) => seen.filter((r) => r.path === path),
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

/** The e-mails the demo API "sent" (recovery links, validation codes). */
export async function outbox(to: string): Promise<{ kind: string; link?: string; code?: string }[]> {
  const res = await fetch(`${API_BASE}/__demo/outbox?to=${encodeURIComponent(to)}`);
  return (await res.json()) as { kind: string; link?: string; code?: string }[];
}

/** The first lazy load of a screen chunk can be slow on a busy machine. */
export const SLOW = { timeout: 10000 };
