/**
 * Malformed answers of the demo API, for the tests that check a screen settles whatever its call
 * answers (OPEN-18): one forced answer, then the app as a signed-in member opens it.
 */
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/handlers';
import type { DEMO_ACCOUNTS } from '@/mocks/db';
import { server } from './msw-server';
import { renderApp, signInStored } from './utils';

/** A 200 whose body is `text`: JSON cut off mid-way, as a broken proxy or server would send it. */
export const cutJson = (text: string) => () => new HttpResponse(text, { status: 200, headers: { 'Content-Type': 'application/json' } });

/** What is still marked busy under `root`. */
export const busy = (root: ParentNode = document) => root.querySelectorAll('[aria-busy="true"]');

/**
 * The demo API answers the next `method path` with `answer`; `who` signs in and the app opens at `at`.
 */
export async function renderAnswered(
  at: string,
  path: string,
  answer: () => Response,
  { method = 'get', who = 'sofia' }: { method?: 'get' | 'post'; who?: keyof typeof DEMO_ACCOUNTS } = {},
) {
  server.use(http[method](apiUrl(path), answer, { once: true }));
  await signInStored(who);
  return renderApp(at);
}
