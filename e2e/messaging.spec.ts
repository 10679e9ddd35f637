/**
 * Messaging journey (issue #5): two members in two browser contexts, the real pusher-js against the
 * demo API's Pusher double. Valentina (premium) and Martín (free) chat.
 * Contract: [data-testid=toast], [data-testid=message-view], [data-testid=chat-status],
 * [data-testid=composer], [data-testid=msg], [data-testid=msg-pending], [data-testid=chat-row].
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { test, expect, type AppInfo } from './fixtures';
import { checkA11y } from './lib/a11y';
import type { Credentials, DemoApi } from './lib/demo-api';
import { storeSession } from './lib/member';
import { screenshot, waitForApp } from './lib/page';

const VALE = { email: 'valentina@demo.flechazo.ar', password: 'demo1234', id: 5 };
const MARTIN = { email: 'martin@demo.flechazo.ar', password: 'demo1234', id: 4 };

interface SignedIn {
  context: BrowserContext;
  page: Page;
}

/**
 * A context of its own for one member (with the config's context options: phone, es-AR, baseURL),
 * logged in before the page opens the app.
 */
async function signedIn(browser: Browser, app: AppInfo, demo: DemoApi, who: Credentials): Promise<SignedIn> {
  const auth = await demo.authenticate(who.email, who.password);
  const context = await browser.newContext();
  await storeSession(context, app.url, auth);
  const page = await context.newPage();
  return { context, page };
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

test('[RT-01] [RT-09] [RT-16] [RT-15] [MSG-33] two members: toast, typing, presence, and the chat', async ({ browser, app, demo }) => {
  test.setTimeout(90_000);
  await demo.reset();
  const vale = await signedIn(browser, app, demo, VALE);
  const martin = await signedIn(browser, app, demo, MARTIN);
  try {
    await vale.page.goto('/message-received');
    await waitForApp(vale.page);
    await vale.page.getByTestId('chat-row').first().waitFor();
    await checkA11y(vale.page, 'message-list');
    await screenshot(vale.page, 'messages-list-390.png');
    await vale.page.goto('/dashboard-recent');
    await waitForApp(vale.page);

    await martin.page.goto(`/message-sent?modal=message-view&id=${VALE.id}`);
    await martin.page.locator('[data-testid=composer] textarea').waitFor();
    await vale.page.waitForTimeout(1500); // both realtime connections up
    // pusher-js runs in the realtime worker, off the page's main thread.
    expect(vale.page.workers().some((w) => /\/pusher-worker\b/.test(w.url()))).toBe(true);
    await martin.page.locator('[data-testid=composer] textarea').fill('¡Hola Vale! ¿Cómo va?');
    await martin.page.keyboard.press('Enter');

    const toast = vale.page.getByTestId('toast');
    await expect(toast).toContainText('Te envió un mensaje');
    await screenshot(vale.page, 'messages-toast-390.png');
    await toast.locator('.toast__body').click();
    await expect(vale.page).toHaveURL(new RegExp(`modal=message-view&id=${MARTIN.id}`));
    await expect(vale.page.getByTestId('message-view')).toContainText('¡Hola Vale! ¿Cómo va?');

    // Presence and typing.
    await expect(vale.page.getByTestId('chat-status')).toContainText('Online');
    await martin.page.locator('[data-testid=composer] textarea').pressSequentially('Te cuento', { delay: 40 });
    await expect(vale.page.getByTestId('chat-status')).toContainText('Escribiendo...');
    await checkA11y(vale.page, 'conversation');
    await screenshot(vale.page, 'messages-conversation-390.png');
    await martin.context.close();
    await expect(vale.page.getByTestId('chat-status')).not.toContainText('Online', { timeout: 15_000 });
  } finally {
    await vale.context.close().catch(() => {});
    await martin.context.close().catch(() => {});
  }
});

test('[MSG-34] a send while offline is kept and delivered when back online', async ({ browser, app, demo }) => {
  test.setTimeout(60_000);
  await demo.reset();
  const vale = await signedIn(browser, app, demo, VALE);
  try {
    await vale.page.goto(`/message-sent?modal=message-view&id=238`);
    await vale.page.locator('[data-testid=composer] textarea').waitFor();
    await vale.context.setOffline(true);
    await vale.page.locator('[data-testid=composer] textarea').fill('Mensaje sin señal');
    await vale.page.keyboard.press('Enter');
    await expect(vale.page.getByTestId('msg-pending')).toContainText('Se enviará cuando vuelvas a tener conexión');
    await vale.context.setOffline(false);
    await expect(vale.page.getByTestId('msg-pending')).toHaveCount(0, { timeout: 15_000 });
    await expect(vale.page.getByTestId('msg').last()).toContainText('Mensaje sin señal');
  } finally {
    await vale.context.close();
  }
});

test('[MSG-37] [MSG-39] an image is blurred until photo permission is confirmed', async ({ browser, app, demo }) => {
  test.setTimeout(60_000);
  await demo.reset();
  const martin = await signedIn(browser, app, demo, MARTIN);
  const vale = await signedIn(browser, app, demo, VALE);
  try {
    // Martín sends Valentina a photo through the attach button.
    await martin.page.goto(`/message-sent?modal=message-view&id=${VALE.id}`);
    await martin.page
      .getByTestId('attach-input')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
    await expect(martin.page.getByTestId('photo').last()).toBeVisible({ timeout: 15_000 });
    await vale.page.goto(`/message-sent?modal=message-view&id=${MARTIN.id}`);
    const blurred = vale.page.getByTestId('photo-blurred');
    await blurred.waitFor();
    await blurred.click();
    await vale.page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(vale.page.getByTestId('photo-blurred')).toHaveCount(0);
  } finally {
    await vale.context.close();
    await martin.context.close();
  }
});

test('[MSG-07] [MSG-11] [MSG-12] [SHELL-51] selection toolbar and delete', async ({ browser, app, demo }) => {
  test.setTimeout(60_000);
  await demo.reset();
  const vale = await signedIn(browser, app, demo, VALE);
  try {
    await vale.page.goto('/message-sent');
    const row = vale.page.getByTestId('chat-row').first().getByRole('button');
    await row.waitFor();
    const box = await boxOf(row);
    await vale.page.mouse.move(box.x + 40, box.y + 20);
    await vale.page.mouse.down();
    await vale.page.waitForTimeout(650);
    await vale.page.mouse.up();
    await expect(vale.page.getByRole('toolbar')).toContainText('1 seleccionado');
    await vale.page.getByRole('button', { name: 'Borrar' }).click();
    await expect(vale.page.getByTestId('message-list-empty')).toBeVisible();
  } finally {
    await vale.context.close();
  }
});
