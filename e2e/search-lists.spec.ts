/**
 * Search and lists journeys (issue 17): a demo member searches with advanced filters and gets
 * filtered results, undoes a like from 'Te gustan', reverses a dislike from 'No me gustan'; axe on
 * the search modal, the results and the lists (no serious/critical); screenshots at 390x844 and
 * 1280x800. Contract with the app: data-testid search-modal, search-advanced, search-results,
 * member-card, list-card (data-member-id).
 */
import type { Page } from '@playwright/test';
import { test, expect, atPath } from './fixtures';
import { checkA11y } from './lib/a11y';
import { screenshot, waitForApp } from './lib/page';

const modal = (page: Page) => page.getByTestId('search-modal');
const listCards = (page: Page) => page.getByTestId('list-card');

async function openSearch(page: Page) {
  await page.goto('/dashboard-recent');
  await waitForApp(page);
  await expect(page.getByTestId('member-card').first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('banner').getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(atPath('/dashboard-recent?modal=search'));
  await expect(modal(page).getByRole('combobox', { name: 'Provincia' })).toBeVisible();
}

test.describe('a member', () => {
  test.use({ member: true });

  test('[SRCH-01][SRCH-02][SRCH-04][SRCH-06][SRCH-08][SRCH-11] searches with advanced filters and gets filtered results', async ({ page }) => {
    test.setTimeout(120_000);
    await openSearch(page);
    await screenshot(page, 'search-modal-390');
    await checkA11y(page, 'search modal');
    await modal(page).getByRole('button', { name: 'Avanzada', exact: true }).click();
    const advanced = modal(page).getByTestId('search-advanced');
    await expect(advanced).toBeVisible();
    // Nickname fragment and a multi-select list: every result must carry both.
    await advanced.getByRole('searchbox', { name: 'Apodo' }).fill('asador');
    await advanced.getByRole('group', { name: /Estado civil/ }).getByText('Soltero/a', { exact: true }).click();
    await advanced.getByRole('group', { name: /Estado civil/ }).getByText('Divorciado/a', { exact: true }).click();
    await screenshot(page, 'search-modal-advanced-390');
    await checkA11y(page, 'search modal advanced');
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/dashboard/search');
    await modal(page).getByRole('button', { name: 'buscar', exact: true }).click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ isAdvanced: true, apodo: 'asador', estado_civil: ['Soltero/a', 'Divorciado/a'] });
    await expect(page).toHaveURL(atPath('/search-results'));
    const results = page.getByTestId('search-results');
    await expect(results.getByTestId('member-card').first()).toBeVisible({ timeout: 20_000 });
    const names = await results.getByTestId('member-card').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n.toLowerCase()).toContain('asador');
    await screenshot(page, 'search-results-390');
    await checkA11y(page, 'search results');

    // A reload keeps the search (local storage): the modal opens with the same filters.
    await page.reload();
    await waitForApp(page);
    await page.getByRole('button', { name: 'Cambiar filtros' }).click();
    await expect(modal(page).getByRole('searchbox', { name: 'Apodo' })).toHaveValue('asador');
  });

  test('[LIST-05][LIST-12][LIST-02] undoes a like from "Te gustan"', async ({ page }) => {
    await page.goto('/likes-sent');
    await waitForApp(page);
    await expect(listCards(page).first()).toBeVisible({ timeout: 20_000 });
    await screenshot(page, 'list-likes-sent-390');
    await checkA11y(page, 'likes sent');
    const before = await listCards(page).count();
    const first = listCards(page).first();
    const id = await first.getAttribute('data-member-id');
    const nick = (await first.locator('.mrow__name').textContent()) ?? '';
    await first.getByRole('button', { name: `Ya no me gusta ${nick}` }).click();
    await expect(page.locator(`[data-testid="list-card"][data-member-id="${id}"]`)).toHaveCount(0);
    await expect(listCards(page)).toHaveCount(before - 1);
    await page.reload();
    await waitForApp(page);
    await expect(listCards(page).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(`[data-testid="list-card"][data-member-id="${id}"]`)).toHaveCount(0);
  });

  test('[LIST-07][LIST-12][LIST-09] reverses a dislike from "No me gustan" until the list is empty', async ({ page }) => {
    await page.goto('/dislikes');
    await waitForApp(page);
    await expect(listCards(page).first()).toBeVisible({ timeout: 20_000 });
    await checkA11y(page, 'dislikes');
    const ids = await listCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-member-id')));
    for (const id of ids) {
      const card = page.locator(`[data-testid="list-card"][data-member-id="${id}"]`);
      await card.getByRole('button', { name: /^Volver a ver a / }).click();
      await expect(card).toHaveCount(0);
    }
    await expect(page.getByText('No hay resultados')).toBeVisible();
    await page.reload();
    await waitForApp(page);
    await expect(page.getByText('No hay resultados')).toBeVisible({ timeout: 20_000 });
  });

  test('[LIST-03][LIST-04][LIST-06] the lists at 1280x800: tabs, profile view and back, message buttons', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/likes-received');
    await waitForApp(page);
    await expect(listCards(page).first()).toBeVisible({ timeout: 20_000 });
    await screenshot(page, 'list-matches-1280');
    await checkA11y(page, 'matches 1280');
    await listCards(page).first().getByRole('button', { name: /^Ver el perfil de / }).click();
    await expect(page.getByTestId('profile-view')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('profile-view')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Me gusta' }).getByRole('link', { name: 'Te gustan' }).click();
    await expect(page).toHaveURL(atPath('/likes-sent'));
    await page.goto('/visits-received');
    await expect(listCards(page).first().getByRole('button', { name: /^Enviar un mensaje a / })).toBeVisible({ timeout: 20_000 });
    await checkA11y(page, 'visits 1280');
    await openSearch(page);
    await screenshot(page, 'search-modal-1280');
  });
});
