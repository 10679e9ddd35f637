/**
 * Platform journey: the shell loads, is accessible, handles unknown paths and landscape phones.
 * Contract with the app: [data-testid="app-ready"] (or a filled <main>) once booted;
 * [data-testid="landscape-overlay"] when the viewport is landscape and wider than 500 px.
 */
import { test, expect, checkA11y, screenshot, waitForApp } from './lib/index.mjs';

test('home renders with no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await checkA11y(page, 'home');
  await screenshot(page, 'home-390.png');
});

test("[SHELL-27] an unknown path redirects to '/'", async ({ page }) => {
  await page.goto('/no-such-page');
  await waitForApp(page);
  await expect(page).toHaveURL('/');
});

test('[SHELL-52] a landscape viewport wider than 500 px shows the rotate-device overlay', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.setViewportSize({ width: 900, height: 400 });
  await expect(page.getByTestId('landscape-overlay')).toBeVisible();
  await screenshot(page, 'landscape-900x400.png');
});
