/**
 * Issue #14 journeys, against the production build and the demo API:
 * 1. two members in two browser contexts: B has the conversation with A open, A types 'Hola' and
 *    presses Enter at once; B sees it (the realtime loop used to be held 3 s by the typing event);
 * 2. every autologin action lands on its destination and is still there 3 s later (the autologin
 *    screen used to send every member on to '/' and then /dashboard-recent);
 * 3. one routed malformed answer (a 200 whose JSON is cut off) per screen settles: its error with
 *    'Reintentar', nothing aria-busy, and the retry loads the content (OPEN-18).
 */
import type { Browser, BrowserContext, Locator, Page, Route } from '@playwright/test';
import { test, expect, atPath, type AppInfo } from './fixtures';
import { checkA11y } from './lib/a11y';
import type { Credentials, DemoApi } from './lib/demo-api';
import { storeSession } from './lib/member';
import { screenshot, waitForApp } from './lib/page';

const VALE = { email: 'valentina@demo.flechazo.ar', password: 'demo1234', id: 5 };
const MARTIN = { email: 'martin@demo.flechazo.ar', password: 'demo1234', id: 4 };

async function signedIn(
  browser: Browser,
  app: AppInfo,
  demo: DemoApi,
  who: Credentials,
): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const auth = await demo.authenticate(who.email, who.password);
  const context = await browser.newContext();
  await storeSession(context, app.url, auth);
  return { context, page: await context.newPage(), token: auth.token };
}

/** A multipart form, as the contract's sendMessage takes it. */
function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
}

/** A message through the API (form, as the app sends it), so the two members have written to each other. */
async function sendAs(demo: DemoApi, token: string, to: number, text: string): Promise<void> {
  const res = await fetch(new URL(`/v1/messages/send/${to}`, demo.url), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form({ type: '1', mensaje: text, isChat: '1' }),
  });
  expect(res.status).toBe(200);
}

test('[RT-07] [MSG-33] [RT-09] [RT-16] B has the conversation open; A types "Hola" and presses Enter at once; B sees it', async ({
  browser,
  app,
  demo,
}) => {
  test.setTimeout(90_000);
  const b = await signedIn(browser, app, demo, VALE);
  const a = await signedIn(browser, app, demo, MARTIN);
  try {
    await sendAs(demo, a.token, VALE.id, 'Hola Vale, ¿cómo va?');
    await sendAs(demo, b.token, MARTIN.id, 'Bien, ¿vos?');
    await b.page.goto(`/message-received?modal=message-view&id=${MARTIN.id}`);
    const bView = b.page.getByTestId('message-view');
    await expect(bView).toContainText('Bien, ¿vos?', { timeout: 30_000 });
    await a.page.goto(`/message-received?modal=message-view&id=${VALE.id}`);
    await expect(a.page.getByTestId('message-view')).toContainText('Bien, ¿vos?', { timeout: 30_000 });
    // Both are in the chat: B sees A online.
    await expect(b.page.getByTestId('chat-status')).toContainText('Online', { timeout: 15_000 });

    const box = a.page.getByRole('textbox', { name: 'Escribí un mensaje' });
    await box.pressSequentially('Hola', { delay: 40 });
    await box.press('Enter');
    // Within a few seconds (the typing reset is 3 s: the message must not wait for it).
    await expect(bView.getByText('Hola', { exact: true })).toHaveCount(1, { timeout: 2_500 });
    await expect(b.page.getByTestId('chat-status')).not.toContainText('Escribiendo', { timeout: 2_500 });
    // No toast for the open conversation (RT-09), and no duplicate once the REST catch-up ran.
    await expect(b.page.getByTestId('toast')).toHaveCount(0);
    await b.page.waitForTimeout(1_500);
    await expect(bView.getByText('Hola', { exact: true })).toHaveCount(1);
    await screenshot(b.page, 'defects-chat-typed-and-sent-390.png');

    // Again, right after: typing keeps flowing both ways.
    await box.pressSequentially('¿Todo bien?', { delay: 40 });
    await expect(b.page.getByTestId('chat-status')).toContainText('Escribiendo...');
    await box.press('Enter');
    await expect(bView.getByText('¿Todo bien?', { exact: true })).toHaveCount(1, { timeout: 2_500 });
  } finally {
    await a.context.close().catch(() => {});
    await b.context.close().catch(() => {});
  }
});

test.describe('autologin actions stay on their destination', () => {
  const table: [string, string, string][] = [
    ['[AUTH-33]', 'm', '/message-received'],
    ['[AUTH-33]', 'm/40', '/message-received?modal=message-view&id=40'],
    ['[AUTH-34]', 'v/40', '/dashboard-recent?modal=profile-view&id=40'],
    ['[AUTH-34]', 'like/40', '/dashboard-recent?modal=profile-view&id=40'],
    ['[AUTH-35]', 'c', '/my-account'],
    ['[AUTH-36]', 'dislike', '/dislikes'],
    ['[AUTH-37]', 'p/27', '/dashboard-recent?modal=pay-wall&id=27'],
    ['[AUTH-38]', 'x', '/dashboard-recent'],
    ['[AUTH-38]', 'r', '/dashboard-recent'],
    ['[AUTH-39]', 'new', '/dashboard-recent?modal=post-register'],
    ['[AUTH-40]', 'visitas', '/visits-received'],
    ['[AUTH-41]', 'edit', '/my-profile'],
    ['[AUTH-42]', 'o/12', '/covid-payment'],
  ];
  for (const [ids, action, destination] of table) {
    test(`${ids} /autologin/<token>/${action} lands on ${destination} and is still there 3 s later`, async ({ page }) => {
      const visited: string[] = [];
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) visited.push(new URL(f.url()).pathname);
      });
      await page.goto(`/autologin/demo-autologin-3/${action}`);
      await expect(page).toHaveURL(atPath(destination), { timeout: 15_000 });
      await page.waitForTimeout(3_000); // the time itself is the point: nothing navigates again
      await expect(page).toHaveURL(atPath(destination));
      const path = await page.evaluate(() => location.pathname);
      expect(path).toBe(destination.split('?')[0]);
    });
  }
});

test.describe('a malformed answer settles with a retry', () => {
  /** A 200 whose JSON is cut off, for the first request only; the retry gets the real answer. */
  async function breakFirst(page: Page, pattern: string): Promise<() => number> {
    let answered = 0;
    await page.route(pattern, async (route: Route) => {
      if (answered++ === 0)
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"items": [{"type": "USER", "id": 4' });
      return route.fallback();
    });
    return () => answered;
  }

  const screens: [string, string, string, string, (p: Page) => Locator][] = [
    [
      '[OPEN-18] [DASH-01] the recent dashboard',
      '/dashboard-recent',
      '**/v1/dashboard/listing/recent*',
      'No pudimos cargar los perfiles.',
      (p) => p.getByTestId('member-card').first(),
    ],
    [
      '[OPEN-18] [DASH-01] the new dashboard',
      '/dashboard-new',
      '**/v1/dashboard/listing/new*',
      'No pudimos cargar los perfiles.',
      (p) => p.getByTestId('member-card').first(),
    ],
    [
      '[OPEN-18] [DASH-01] the online dashboard',
      '/dashboard-online',
      '**/v1/dashboard/listing/online*',
      'No pudimos cargar los perfiles.',
      (p) => p.getByTestId('member-card').first(),
    ],
    [
      '[OPEN-18] [DASH-08] the recommended list',
      '/recomendados',
      '**/v2/user/matching*',
      'No pudimos cargar los perfiles.',
      (p) => p.getByTestId('member-card').first(),
    ],
    [
      '[OPEN-18] [MSG-01] the received messages',
      '/message-received',
      '**/v1/messages/received*',
      'No pudimos cargar tus mensajes.',
      (p) => p.getByTestId('chat-row').first(),
    ],
    [
      '[OPEN-18] [MSG-01] the sent messages',
      '/message-sent',
      '**/v1/messages/sent*',
      'No pudimos cargar tus mensajes.',
      (p) => p.getByTestId('chat-row').first(),
    ],
    [
      '[OPEN-18] [MSG-15] a conversation',
      '/message-received?modal=message-view&id=238',
      '**/v1/messages/view/238',
      'No pudimos cargar la conversación.',
      (p) => p.getByTestId('message-view').getByTestId('msg').first(),
    ],
    [
      '[OPEN-18] [PROF-02] a profile',
      '/dashboard-recent?modal=profile-view&id=40',
      '**/v1/profile/40',
      'No pudimos cargar el perfil.',
      (p) => p.getByTestId('profile-view').getByRole('heading', { level: 3 }),
    ],
  ];
  for (const [title, path, pattern, errorText, content] of screens) {
    test(`${title}: a 200 that is not JSON shows "${errorText}" and "Reintentar" loads it`, async ({ browser, app, demo }) => {
      const { context, page } = await signedIn(browser, app, demo, VALE);
      try {
        const answered = await breakFirst(page, pattern);
        await page.goto(path);
        await waitForApp(page);
        const alert = page.getByRole('alert').filter({ hasText: errorText });
        await expect(alert).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(answered()).toBeGreaterThanOrEqual(1);
        const name = `defects-malformed-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;
        await checkA11y(page, name);
        await screenshot(page, `${name}-390.png`);
        await alert.getByRole('button', { name: 'Reintentar' }).click();
        await expect(content(page)).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
      } finally {
        await context.close().catch(() => {});
      }
    });
  }
});
