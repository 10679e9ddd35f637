/**
 * SHELL-31 (A §2) in the browser: an open dialog closes on navigation and the navigation is stopped.
 * The browser's own Back (a popstate the app undoes) and a link, with a dialog of a page (my account's
 * change password) and a dialog over a modal (the paywall's renewal). Every dialog: the jest test
 * src/features/shell/tests/dialogs-hold-navigation.test.tsx.
 */
import type { Page } from '@playwright/test';
import { test, expect, atPath } from './fixtures';
import { screenshot, waitForApp } from './lib/page';

/** Opens the side menu and follows one of its entries. */
async function openMenuItem(page: Page, name: string): Promise<void> {
  await page.locator('button[aria-controls="side-menu"]').click();
  await page.locator('.side-menu--open').waitFor();
  await page.getByRole('navigation', { name: 'Menú principal' }).getByText(name, { exact: true }).click();
}

test.describe('a member', () => {
  test.use({ member: true });

  test("[SHELL-31] [ACC-04] the browser's Back and a link close my account's change-password dialog; the member stays on my account", async ({
    page,
  }) => {
    await page.goto('/message-sent');
    await waitForApp(page);
    // Into my account inside the app (a history entry of the app's own, which Back can be held on).
    await openMenuItem(page, 'Mi cuenta');
    await expect(page).toHaveURL(atPath('/my-account'));
    const dialog = page.getByTestId('change-password-dialog');
    await page.getByTestId('my-account').getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(dialog).toHaveJSProperty('open', true);
    await screenshot(page, 'dialogs-change-password-390.png');

    await page.goBack();
    await expect(dialog).toHaveJSProperty('open', false);
    await page.waitForTimeout(300); // the app's undo of the Back has landed
    await expect(page).toHaveURL(atPath('/my-account'));
    await expect(page.getByTestId('my-account')).toBeVisible();

    // A link: the toolbar's messages (under the dialog's backdrop a finger cannot reach it; a saga or a
    // link inside a dialog can): the app's own navigation, as a click on it.
    await page.getByTestId('my-account').getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(dialog).toHaveJSProperty('open', true);
    await page.getByTestId('toolbar-messages').dispatchEvent('click');
    await expect(dialog).toHaveJSProperty('open', false);
    await expect(page).toHaveURL(atPath('/my-account'));

    // Nothing holds it now: Back goes back.
    await page.goBack();
    await expect(page).toHaveURL(atPath('/message-sent'));
  });

  test("[SHELL-31] [PAY-06] the browser's Back closes the paywall's renewal dialog and leaves the paywall open", async ({ page }) => {
    await page.goto('/message-sent');
    await waitForApp(page);
    await openMenuItem(page, 'Suscribite');
    await expect(page).toHaveURL(atPath('/message-sent?modal=pay-wall'));
    const paywall = page.getByTestId('paywall');
    await paywall.getByRole('button', { name: 'para más información entra aquí' }).click();
    const renewal = page.getByTestId('renewal-dialog');
    await expect(renewal).toHaveJSProperty('open', true);
    await page.goBack();
    await expect(renewal).toHaveJSProperty('open', false);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(atPath('/message-sent?modal=pay-wall'));
    await expect(paywall).toBeVisible();
    // Then Back closes the paywall itself (a route's modal: its history entry).
    await page.goBack();
    await expect(page.getByTestId('paywall')).toHaveCount(0);
    await expect(page).toHaveURL(atPath('/message-sent'));
  });
});
