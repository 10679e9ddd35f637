/** Test helpers for the entry flows: observe what the app sends to the demo API, drive its switches. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordRequests, forceNext, SLOW } from '@/test/requests';
import { renderApp } from '@/test/utils';
import { API_BASE } from '@/mocks/handlers';

export { recordRequests, forceNext, SLOW };

/** The e-mails the demo API "sent" (recovery links, validation codes). */
export async function outbox(to: string): Promise<{ kind: string; link?: string; code?: string }[]> {
  const res = await fetch(`${API_BASE}/__demo/outbox?to=${encodeURIComponent(to)}`);
  return (await res.json()) as { kind: string; link?: string; code?: string }[];
}

/** A visitor opens `path` and waits for the screen `testId`: the app and a user-event without delays. */
export async function openAt(path: string, testId: string) {
  const user = userEvent.setup({ delay: null });
  const app = renderApp(path);
  await screen.findByTestId(testId, {}, SLOW);
  return { user, ...app };
}
