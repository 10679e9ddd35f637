/** Test helpers of the account area: its screens opened and filled, what the app sent to the demo API, the demo API's switches. */
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { forceNext, recordRequests, SLOW } from '@/test/requests';
import { renderApp, signInStored } from '@/test/utils';
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

/** Signs `key` in, opens `path` and waits for its screen (`testId`): the app, a user-event and the screen. */
export async function openScreen(path: string, testId: string, key: keyof typeof DEMO_ACCOUNTS = 'sofia') {
  const user = userEvent.setup();
  await signInStored(key);
  const app = renderApp(path);
  const page = await screen.findByTestId(testId, {}, SLOW);
  return { ...app, user, page };
}

/** Fills the labelled fields of `page` in order (a select picks its option, others are typed) and presses `button`. */
export async function submitForm(user: UserEvent, page: HTMLElement, fields: Record<string, string>, button: string) {
  for (const [label, value] of Object.entries(fields)) {
    const field = within(page).getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await user.type(field, value);
  }
  await user.click(within(page).getByRole('button', { name: button }));
}
