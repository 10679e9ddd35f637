/** Test helpers for my profile: record what the app sends to the demo API. */
import { server } from '@/test/msw-server';

export interface Seen {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

/** Records every request of each test (JSON bodies parsed). */
export function captureRequests() {
  const seen: Seen[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry: Seen = { method: request.method, path: url.pathname, query: url.search, body: undefined };
    seen.push(entry);
    if ((request.headers.get('content-type') ?? '').includes('json'))
      void request
        .clone()
        .text()
        .then((t) => {
          try {
            entry.body = t ? JSON.parse(t) : undefined;
          } catch {
            entry.body = t;
          }
        });
  };
  beforeEach(() => {
    seen.length = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return seen;
}
