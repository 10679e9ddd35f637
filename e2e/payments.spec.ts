/**
 * Payments journeys (issue #16) in Chromium against the production build and the demo API, whose demo
 * payment provider script decides by the card holder's name ('Tarjeta Rechazada' declines).
 * Contract: [data-testid=paywall], [data-testid=plan-{id}], [data-testid=payment], [data-testid=payment-error],
 * [data-testid=coupon], [data-testid=coupon-code], [data-testid=subscribe-done], [data-testid=composer].
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, type AppInfo } from './fixtures';
import { checkA11y } from './lib/a11y';
import { watchShifts } from './lib/layout';
import type { Credentials, DemoApi } from './lib/demo-api';
import { storeSession } from './lib/member';
import { screenshot, waitForApp } from './lib/page';

const SOFIA = { email: 'sofia@demo.flechazo.ar', password: 'demo1234', id: 3 };
const MARTIN = { email: 'martin@demo.flechazo.ar', password: 'demo1234', id: 4 };
const VALE_ID = 5;

async function signedIn(browser: Browser, app: AppInfo, demo: DemoApi, who: Credentials): Promise<{ context: BrowserContext; page: Page }> {
  const auth = await demo.authenticate(who.email, who.password);
  const context = await browser.newContext();
  await storeSession(context, app.url, auth);
  const page = await context.newPage();
  return { context, page };
}

async function payByCard(page: Page, planId: number, name: string) {
  await page.getByTestId(`plan-${planId}`).getByRole('button').click();
  const modal = page.getByTestId('payment');
  await expect(modal.getByRole('button', { name: 'pagar' })).toBeEnabled();
  await modal.getByLabel('Nombre y Apellido').fill(name);
  await modal.getByLabel('DNI').fill('30123456');
  await modal.getByRole('button', { name: 'pagar' }).click();
  return modal;
}

test('[PAY-01] [PAY-21] [PAY-22] [API-10] a free member hits the 402 sending a message, pays by card, lands on /subscribe-done, then sends it', async ({
  browser,
  app,
  demo,
  log,
}) => {
  test.setTimeout(120_000);
  await demo.reset();
  const { context, page } = await signedIn(browser, app, demo, MARTIN);
  try {
    await page.goto(`/message-sent?modal=message-view&id=${VALE_ID}`);
    await waitForApp(page);
    const textarea = page.locator('[data-testid=composer] textarea');
    await textarea.waitFor();
    // The demo lets a free member send 3 messages per conversation; the 4th answers 402.
    let paywallAt = 0;
    for (let i = 1; i <= 4 && !paywallAt; i += 1) {
      const answer = page.waitForResponse((r) => r.url().includes(`/v1/messages/send/${VALE_ID}`));
      await textarea.fill(`Hola Vale, mensaje ${i}`);
      await page.keyboard.press('Enter');
      if ((await answer).status() === 402) paywallAt = Date.now();
    }
    expect(paywallAt).toBeGreaterThan(0);
    await page.getByTestId('paywall').getByTestId('plan-41').getByRole('button').waitFor();
    log(`paywall interactive ${Date.now() - paywallAt} ms after the 402`);
    await expect(page).toHaveURL(/modal=pay-wall&id=SM/);
    await checkA11y(page, 'paywall');
    await screenshot(page, 'paywall-390.png');

    await payByCard(page, 41, 'Martín Gómez');
    await page.getByTestId('subscribe-done').waitFor({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/subscribe-done$/);
    await expect(page.getByTestId('subscribe-done')).toContainText('¡Felicitaciones, Tincho_ros!');
    await checkA11y(page, 'subscribe-done');
    await screenshot(page, 'subscribe-done-390.png');

    await page.getByRole('link', { name: 'Comenzá ahora' }).click();
    await expect(page).toHaveURL(/\/dashboard-recent$/);
    await page.goto(`/message-sent?modal=message-view&id=${VALE_ID}`);
    await textarea.waitFor();
    const answer = page.waitForResponse((r) => r.url().includes(`/v1/messages/send/${VALE_ID}`));
    await textarea.fill('Ahora sí, ¡sin límites!');
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(200);
    await expect(page.getByTestId('message-view')).toContainText('Ahora sí, ¡sin límites!');
    await expect(page.getByTestId('paywall')).toHaveCount(0);
  } finally {
    await context.close().catch(() => {});
  }
});

test("[PAY-13] [PAY-23] a declined card shows the provider's message", async ({ browser, app, demo }) => {
  await demo.reset();
  const { context, page } = await signedIn(browser, app, demo, SOFIA);
  try {
    await page.goto('/dashboard-recent?modal=pay-wall');
    await waitForApp(page);
    await page.getByTestId('plan-44').waitFor();
    const modal = await payByCard(page, 44, 'Tarjeta Rechazada');
    await checkA11y(page, 'payment');
    await expect(modal.getByTestId('payment-error')).toContainText('Tu tarjeta fue rechazada: fondos insuficientes.');
    await expect(page).toHaveURL(/modal=payment/);
    await checkA11y(page, 'payment-declined');
    await screenshot(page, 'payment-declined-390.png');
  } finally {
    await context.close().catch(() => {});
  }
});

test('[PAY-26] [PAY-28] [PAY-29] a cash coupon is issued and survives a reload', async ({ browser, app, demo }) => {
  await demo.reset();
  const { context, page } = await signedIn(browser, app, demo, SOFIA);
  try {
    await page.goto('/dashboard-recent?modal=pay-wall');
    await waitForApp(page);
    await page.getByTestId('plan-44').getByRole('button').click();
    await page.getByRole('button', { name: 'No tengo tarjeta de crédito' }).click();
    await page.getByRole('button', { name: 'Rapipago' }).click();
    const code = page.getByTestId('coupon-code');
    await expect(code).toHaveText(/^\d{5} \d{5}$/);
    const shown = ((await code.textContent()) ?? '').trim();
    await checkA11y(page, 'coupon');
    await screenshot(page, 'coupon-390.png');
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('coupon-code')).toHaveText(shown);
    await expect(page.getByTestId('coupon')).toContainText('El cupón es válido por 5 días');
  } finally {
    await context.close().catch(() => {});
  }
});

test('[PAY-34] a promotional link opens the mapped paywall (code 6 -> 27: PLAN 3 DÍAS)', async ({ page, demo }) => {
  await demo.reset();
  const types: (string | null)[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v2/paywall')) types.push(new URL(r.url()).searchParams.get('type'));
  });
  await page.goto(`/autologin/demo-autologin-${SOFIA.id}/p/6`, { waitUntil: 'commit' });
  await page.waitForURL((u) => u.pathname === '/dashboard-recent' && u.searchParams.get('modal') === 'pay-wall', {
    timeout: 30_000,
    waitUntil: 'commit',
  });
  await expect(page.getByTestId('plan-6041')).toContainText('PLAN 3 DÍAS');
  expect(types.at(-1)).toBe('27');
  await checkA11y(page, 'paywall-promo');
});

test('[WIZ-02] [PAY-12] [PAY-14] [PAY-08] [ACC-09] the PLAN 3 DÍAS costs $ 10,00 in the wizard, the paywall and its checkout; once bought, the paywall and my account say until when', async ({
  browser,
  app,
  demo,
}) => {
  test.setTimeout(150_000);
  await demo.reset();
  const { context, page } = await signedIn(browser, app, demo, SOFIA);
  const price = /\$\s10,00/;
  try {
    // The wizard's step 3 says the price, and its button opens that plan's checkout (issue 42 #3).
    await page.goto('/dashboard-recent?modal=post-register');
    await waitForApp(page);
    const wizard = page.getByTestId('post-register');
    await expect(wizard.getByRole('heading', { name: 'Subí tu mejor foto' })).toBeVisible({ timeout: 20_000 });
    for (const step of ['1', '2', '3']) {
      await wizard.getByRole('button', { name: 'Siguiente' }).click();
      const noPhoto = page.getByTestId('confirm-no-photo');
      if (step === '1' && (await noPhoto.isVisible())) await noPhoto.getByRole('button', { name: 'Continuar sin foto' }).click();
      await expect(wizard).toHaveAttribute('data-step', step);
    }
    await expect(wizard.getByTestId('wizard-promo-price')).toContainText(price);
    await screenshot(page, 'plan-6041-wizard-step-3.png');
    await wizard.getByRole('button', { name: 'Quiero el PLAN 3 DÍAS' }).click();
    await expect(page).toHaveURL(/modal=payment&id=6041/);
    const modal = page.getByTestId('payment');
    await expect(modal.getByTestId('payment-plan')).toContainText('PLAN 3 DÍAS');
    await expect(modal.getByTestId('payment-total')).toHaveText(/^Total a pagar \$\s10,00 en un solo pago$/);
    await expect(modal.getByRole('button', { name: 'No tengo tarjeta de crédito' })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'pagar' })).toBeEnabled();
    await checkA11y(page, 'checkout-6041');
    await screenshot(page, 'plan-6041-checkout.png');

    // The paywall that offers it (promo type 27) says the same price (issue 42 #2).
    await page.goto('/dashboard-recent?modal=pay-wall&id=27');
    const card = page.getByTestId('plan-6041');
    await expect(card.getByTestId('plan-price')).toHaveText(price);
    await expect(card.getByTestId('plan-single')).toHaveText(/^\$\s10,00 en un solo pago$/);
    await expect(card).not.toContainText('300');
    await screenshot(page, 'plan-6041-paywall.png');

    // Bought: the done page, the paywall and my account say what and until when (issue 42 #4).
    const checkout = await payByCard(page, 6041, 'Sofía Pérez');
    await expect(checkout.getByTestId('payment-total')).toContainText(price);
    const done = page.getByTestId('subscribe-done');
    await done.waitFor({ timeout: 20_000 });
    await expect(done).toContainText('Compraste el PLAN 3 DÍAS');
    await page.goto('/dashboard-recent?modal=pay-wall');
    const paywall = page.getByTestId('paywall');
    await expect(paywall.getByTestId('one-time')).toContainText(
      /Compraste el PLAN 3 DÍAS: tenés mensajes ilimitados hasta el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}\./,
    );
    await expect(paywall.getByText('¡Ya sos un usuario suscripto!')).toHaveCount(0);
    await expect(paywall.getByTestId('plan-41').getByRole('button')).toBeVisible();
    await checkA11y(page, 'paywall-promo-member');
    await screenshot(page, 'plan-6041-paywall-after.png');
    await page.goto('/my-account');
    const block = page.getByTestId('subscription-block');
    await expect(block).toContainText(/Compraste el PLAN 3 DÍAS: tenés mensajes ilimitados hasta el/);
    await expect(block).not.toContainText('Estamos procesando tu plan');
    await screenshot(page, 'plan-6041-my-account.png');
  } finally {
    await context.close().catch(() => {});
  }
});

test("[PAY-05] [PAY-08] a subscriber's paywall reopened from its link settles without a layout shift: its header texts and notice come in place of the spinner", async ({
  browser,
  app,
  demo,
}) => {
  await demo.reset();
  const { context, page } = await signedIn(browser, app, demo, { email: 'valentina@demo.flechazo.ar', password: 'demo1234' });
  await watchShifts(page);
  // A slow answer, so the spinner shows first.
  await page.route('**/v2/paywall?*', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto('/dashboard-recent?modal=pay-wall');
  const paywall = page.getByTestId('paywall');
  await expect(paywall.getByText('Cargando planes...')).toBeAttached();
  await expect(paywall.getByText('¡Ya sos un usuario suscripto!')).toBeVisible();
  await expect(paywall.locator('[data-testid^="plan-"]').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.__shifts)).toBe(0);
  await context.close();
});
