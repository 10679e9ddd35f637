/**
 * Issue 33, tabs that agree: two tabs (pages of one context) of one member. A logout, an account
 * deletion or a forced logout (a 401 of the catalogue) in one tab logs the other out within a second
 * (BroadcastChannel 'flechazo-session'); a login in one tab is picked up by the other when it gets the
 * focus; a relog needed by both tabs at once is done once (Web Lock 'flechazo-relog': the second tab
 * adopts the tokens the first one stored).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, atPath } from './fixtures';
import { DEMO_MEMBER } from './lib/demo-api';
import { screenshot, waitForApp } from './lib/page';

async function onDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard-recent');
  await waitForApp(page);
  await expect(page.getByTestId('toolbar')).toBeVisible({ timeout: 20_000 });
}

/** The test's page and a second tab of the same member, both on the dashboard; returns the second. */
async function twoTabsOnDashboard(page: Page, context: BrowserContext): Promise<Page> {
  await onDashboard(page);
  const other = await context.newPage();
  await onDashboard(other);
  return other;
}

test.describe('two tabs of one member', () => {
  test.use({ member: true });

  test('[AUTH-64] [SHELL-40] a logout in one tab logs out the other within 1 s', async ({ page, context }) => {
    test.setTimeout(90_000);
    const other = await twoTabsOnDashboard(page, context);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    const t0 = Date.now();
    await expect(other).toHaveURL(atPath('/'), { timeout: 1_000 });
    await expect(other.getByTestId('toolbar')).toHaveCount(0, { timeout: 1_000 });
    test.info().annotations.push({ type: 'other tab logged out after', description: `${Date.now() - t0} ms` });
    await expect(page).toHaveURL(atPath('/'));
    await screenshot(other, 'tabs-logged-out-other-390.png');
    // Still logged out after a reload: nothing of the session is left for the other tab to restore.
    await other.reload();
    await waitForApp(other);
    await expect(other).toHaveURL(atPath('/'));
  });

  test('[ACC-16] [AUTH-64] an account deletion in one tab logs out the other within 1 s', async ({ page, context }) => {
    test.setTimeout(90_000);
    const other = await twoTabsOnDashboard(page, context);
    await page.goto('/my-account');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByTestId('delete-account-dialog');
    await dialog.getByLabel('Tu contraseña').fill(DEMO_MEMBER.password);
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await expect(page).toHaveURL(atPath('/'), { timeout: 20_000 });
    await expect(other).toHaveURL(atPath('/'), { timeout: 1_000 });
  });

  test('[API-07] [AUTH-64] a forced logout (401 invalid_token) in one tab logs out the other within 1 s', async ({
    page,
    context,
    demo,
  }) => {
    test.setTimeout(90_000);
    const other = await twoTabsOnDashboard(page, context);
    await demo.scenario('invalid_token', { path: '/v1/session', times: 1 });
    // AUTH-63: the first tab coming back to the foreground refreshes the session, which answers 401.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page).toHaveURL(atPath('/'), { timeout: 20_000 });
    await expect(other).toHaveURL(atPath('/'), { timeout: 1_000 });
  });

  test("[API-05] a relog both tabs need at once is done once: the second tab adopts the first one's tokens", async ({
    page,
    context,
    demo,
  }) => {
    test.setTimeout(90_000);
    const other = await twoTabsOnDashboard(page, context);
    const relogs: string[] = [];
    context.on('request', (r) => {
      if (new URL(r.url()).pathname === '/relog') relogs.push(r.url());
    });
    await demo.expireTokens({});
    // Both tabs restart at once: each restores the stored (now expired) session and meets token_expired.
    await Promise.all([page.reload(), other.reload()]);
    for (const p of [page, other]) {
      await waitForApp(p);
      await expect(p).toHaveURL(atPath('/dashboard-recent'));
      await expect(p.getByTestId('toolbar')).toBeVisible({ timeout: 20_000 });
    }
    expect(relogs).toHaveLength(1);
  });
});

test('[AUTH-15] [AUTH-52] a login in one tab is picked up by the other when it gets the focus', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await waitForApp(page);
  const other = await context.newPage();
  await other.goto('/login');
  await waitForApp(other);
  await other.getByLabel('Email').fill(DEMO_MEMBER.email);
  await other.getByLabel('Contraseña', { exact: true }).fill(DEMO_MEMBER.password);
  await other.keyboard.press('Enter');
  await expect(other).toHaveURL(atPath('/dashboard-recent'), { timeout: 20_000 });
  await page.waitForTimeout(300); // AUTH-18: the session is saved 100 ms after authentication
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page).toHaveURL(atPath('/dashboard-recent'), { timeout: 20_000 });
  await expect(page.getByTestId('toolbar')).toBeVisible({ timeout: 20_000 });
  await screenshot(page, 'tabs-login-picked-up-390.png');
});
