/** Test helpers of the account area: what the app sent to the demo API, and the demo API's switches. */
import { forceNext, recordRequests, SLOW } from '@/test/requests';
import { API_BASE } from '@/mocks/handlers';
import { DEMO_ACCOUNTS } from '@/mocks/db';

export { forceNext, SLOW };

/** Call at describe level: records every request of each test; `to` waits for the bodies. */
export function captureRequests() {
  const { seen, settled } = recordRequests();
  return {
    seen,
    async to(path: string, method?: string) {
      await settled();
      return seen.filter((r) => r.path === path && (!method || r.method === method));
    },
  };
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
