/** Test helpers of the account area: what the app sent to the demo API, and the demo API's switches. */
import { server } from '@/test/msw-server';
import { API_BASE } from '@/mocks/handlers';
import { DEMO_ACCOUNTS } from '@/mocks/db';

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  contentType: string;
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
      body: undefined,
      contentType: request.headers.get('content-type') ?? '',
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
    async to(path: string, method?: string) {
      await Promise.all(pending);
      return seen.filter((r) => r.path === path && (!method || r.method === method));
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

/** A login against the demo API: its status. */
export async function loginStatus(key: keyof typeof DEMO_ACCOUNTS, password: string): Promise<number> {
  const res = await fetch(`${API_BASE}/v1/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS[key].email, password }),
  });
  return res.status;
}

/** The first lazy load of a screen chunk can be slow on a busy machine. */
export const SLOW = { timeout: 10000 };
