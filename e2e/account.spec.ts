/**
 * Account journeys (issue 19): change the password and log in with the new one, notifications kept
 * across a reload, delete an account and fail to log in with it, the four unsubscribe steps, a
 * withdrawal as the premium member, and reporting a member; axe on every screen and dialog.
 * Contract: data-testid my-account, change-password-dialog, delete-account-dialog, subscription-block,
 * unsubscribe-step-1..4, unsubscribe-users, refund, refund-number, report, profile-view, login-screen.
 */
import type { Page } from '@playwright/test';
import { test, expect, atPath } from './fixtures';
import { checkA11y } from './lib/a11y';
import { ageRange } from './lib/age-range';
import { screenshot, waitForApp } from './lib/page';
import { SESSION_STORAGE_KEY } from './lib/member';

const SOFIA = { email: 'sofia@demo.flechazo.ar', password: 'demo1234' };
const MARTIN = { email: 'martin@demo.flechazo.ar', password: 'demo1234' };
const VALE = { email: 'valentina@demo.flechazo.ar', password: 'demo1234' };

async function openAccount(page: Page) {
  await page.goto('/my-account');
  await waitForApp(page);
  await page.getByTestId('my-account').waitFor({ timeout: 20000 });
}

async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await waitForApp(page);
  await page.getByTestId('login-screen').waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.keyboard.press('Enter');
}

test.describe('Sofía (free member)', () => {
  test.use({ member: SOFIA });

  test('[ACC-04] [ACC-05] [ACC-06] [ACC-07] [API-51] change the password, then log in with the new one (the old one fails)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openAccount(page);
    await checkA11y(page, 'my-account');
    await screenshot(page, 'account-390.png', { fullPage: true });
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const dialog = page.getByTestId('change-password-dialog');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Revisá los campos inválidos')).toBeVisible();
    await checkA11y(page, 'change-password-dialog');
    await dialog.getByLabel('Contraseña actual', { exact: true }).fill(SOFIA.password);
    await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('nueva_e2e');
    await dialog.getByLabel('Repetí la nueva contraseña').fill('nueva_e2e');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Tu contraseña se cambió correctamente.')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The new token was stored: a reload keeps the member in.
    await page.reload();
    await page.getByTestId('my-account').waitFor({ timeout: 20000 });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(atPath('/'));
    await login(page, SOFIA.email, SOFIA.password);
    await expect(page.getByText('El Email o el Password son inválidos')).toBeVisible();
    await login(page, SOFIA.email, 'nueva_e2e');
    await expect(page).toHaveURL(atPath('/dashboard-recent'), { timeout: 20000 });
  });

  test('[ACC-03] [API-53] a held arrow key moves an age thumb and its release saves once; a drag saves once too', async ({ page }) => {
    await openAccount(page);
    const card = page.getByTestId('my-account');
    const { puts, answered, min, max, low, high } = await ageRange(page, card);
    await min.focus();
    await page.keyboard.down('ArrowRight');
    await page.keyboard.down('ArrowRight');
    await expect(min).toHaveValue(String(low + 2));
    await expect(min).toHaveAttribute('aria-valuetext', `${low + 2} años`);
    await expect(card).toContainText(`De ${low + 2} a ${high} años`);
    expect(puts).toHaveLength(0);
    await page.keyboard.up('ArrowRight');
    await expect.poll(() => puts.length).toBe(1);
    expect(puts[0]).toEqual({ min: low + 2, max: high });
    // Drag the upper thumb to the right with the pointer: one save, on release.
    const box = (await max.boundingBox())!;
    const at = (age: number) => box.x + box.height / 2 + ((age - 18) / 81) * (box.width - box.height);
    const y = box.y + box.height / 2;
    await page.mouse.move(at(high), y);
    await page.mouse.down();
    await page.mouse.move(at(high) + 60, y, { steps: 6 });
    const dragged = Number(await max.inputValue());
    expect(dragged).toBeGreaterThan(high);
    expect(puts).toHaveLength(1);
    await page.mouse.up();
    await expect.poll(() => puts.length).toBe(2);
    expect(puts[1]).toEqual({ min: low + 2, max: dragged });
    await expect.poll(() => answered.length).toBe(2);
    await page.reload();
    await page.getByTestId('my-account').waitFor({ timeout: 20000 });
    await expect(page.getByTestId('my-account')).toContainText(`De ${low + 2} a ${dragged} años`);
  });

  test('[REPORT-01] to [REPORT-07] [PROF-05] [API-66] report a member from the profile view', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/dashboard-recent?modal=profile-view&id=20');
    await waitForApp(page);
    const modal = page.getByTestId('profile-view');
    await modal.getByRole('heading', { level: 3 }).waitFor({ timeout: 20000 });
    await modal.getByRole('button', { name: 'Más opciones' }).click();
    await modal.getByRole('menuitem', { name: 'Denunciar a este usuario' }).click();
    await expect(page).toHaveURL(atPath('/report-user/20'));
    await page.getByTestId('report').waitFor({ timeout: 20000 });
    await page.getByRole('button', { name: 'Denunciar' }).click();
    await expect(page.getByText('Tenés que seleccionar un motivo')).toBeVisible();
    await checkA11y(page, 'report');
    await page.getByLabel('Motivo').selectOption('13');
    await page.getByLabel('Descripción').fill('Usa fotos de una modelo.');
    await expect(page.getByText('24 de 500')).toBeVisible();
    await page.getByRole('button', { name: 'Denunciar' }).click();
    await expect(page.getByText('Tu denuncia se ha realizado correctamente.')).toBeVisible();
    await checkA11y(page, 'report-done');
    await page.goto('/dashboard-recent?modal=profile-view&id=20');
    await modal.getByRole('heading', { level: 3 }).waitFor({ timeout: 20000 });
    await modal.getByRole('button', { name: 'Más opciones' }).click();
    await expect(modal.getByRole('menuitem', { name: 'La persona ya fue denunciada' })).toBeVisible();
  });
});

test.describe('Martín (free member)', () => {
  test.use({ member: MARTIN });

  test('[ACC-15] [ACC-16] [ACC-17] [API-54] delete the account; logging in with it then fails', async ({ page }) => {
    await openAccount(page);
    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByTestId('delete-account-dialog');
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await expect(dialog.getByText('El password es inválido')).toBeVisible();
    await checkA11y(page, 'delete-account-dialog');
    await dialog.getByLabel('Tu contraseña').fill(MARTIN.password);
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await expect(page).toHaveURL(atPath('/'), { timeout: 15000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
    await login(page, MARTIN.email, MARTIN.password);
    await expect(page.getByText('El Email o el Password son inválidos')).toBeVisible();
  });
});

test.describe('Valentina (premium member)', () => {
  test.use({ member: VALE });

  test('[ACC-10] [ACC-11] [ACC-13] [API-52] toggled notifications are kept after a reload', async ({ page }) => {
    await openAccount(page);
    const visitsWeb = page.getByRole('switch', { name: 'Visitas en Web' });
    const promoAndroid = page.getByRole('switch', { name: 'Promociones en Android' });
    await expect(visitsWeb).toBeChecked();
    await expect(promoAndroid).not.toBeChecked();
    const saved = page.waitForResponse((r) => r.url().endsWith('/v1/account/notifications') && r.request().method() === 'PUT');
    await visitsWeb.click();
    await saved;
    const savedAgain = page.waitForResponse((r) => r.url().endsWith('/v1/account/notifications') && r.request().method() === 'PUT');
    await promoAndroid.click();
    await savedAgain;
    await page.reload();
    await page.getByTestId('my-account').waitFor({ timeout: 20000 });
    await expect(page.getByRole('switch', { name: 'Visitas en Web' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Promociones en Android' })).toBeChecked();
    await checkA11y(page, 'my-account-premium');
  });

  test('[UNSUB-01] to [UNSUB-08] [API-56] walk the four unsubscribe steps from my account', async ({ page }) => {
    test.setTimeout(90_000);
    await openAccount(page);
    await page.getByTestId('subscription-block').getByRole('link', { name: 'Cancelar suscripción' }).click();
    await page.getByTestId('unsubscribe-step-1').waitFor({ timeout: 20000 });
    await page.getByLabel('Email').fill('Valentina@Demo.Flechazo.AR');
    await page.getByLabel('Contraseña', { exact: true }).fill('mala');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('El Email o el Password son inválidos')).toBeVisible();
    await checkA11y(page, 'unsubscribe-1');
    await page.getByLabel('Contraseña', { exact: true }).fill(VALE.password);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByTestId('unsubscribe-step-2').waitFor({ timeout: 15000 });
    await expect(page.getByTestId('unsubscribe-users').getByRole('button').first()).toBeVisible();
    await checkA11y(page, 'unsubscribe-2');
    await page.getByRole('link', { name: 'Continuar con la baja' }).click();
    await page.getByTestId('unsubscribe-step-3').waitFor();
    await checkA11y(page, 'unsubscribe-3');
    await page.getByRole('button', { name: 'Confirmar la baja' }).click();
    await page.getByTestId('unsubscribe-step-4').waitFor({ timeout: 15000 });
    await expect(page.getByRole('heading', { name: 'Tu suscripción fue cancelada' })).toBeVisible();
    await checkA11y(page, 'unsubscribe-4');
    // A reload loses the list: back to step one.
    await page.reload();
    await expect(page).toHaveURL(atPath('/unsubscribe/step-one'), { timeout: 15000 });
  });

  test('[REFUND-01] to [REFUND-07] [API-65] the premium member confirms a withdrawal from the side menu', async ({ page }) => {
    await page.goto('/dashboard-recent');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'arrepentimiento' }).click();
    await page.getByTestId('refund').waitFor({ timeout: 20000 });
    await checkA11y(page, 'refund');
    await page.getByRole('button', { name: 'Confirmar' }).dblclick();
    await expect(page.getByTestId('refund-number')).toHaveText(/^\d+$/, { timeout: 15000 });
    await expect(page.getByText('Si pagaste con tarjeta')).toBeVisible();
    await checkA11y(page, 'refund-done');
    await screenshot(page, 'refund-done-390.png');
    await page.getByRole('link', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(atPath('/dashboard-recent'));
    // billing.btnRefund is gone: so is the entry.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('link', { name: 'arrepentimiento' })).toHaveCount(0);
  });
});
