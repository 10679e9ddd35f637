/**
 * Issue 30, the rest of items 16, 19 and 20 on a phone: the like game fills the screen, confirms a
 * pick and opens a profile; promo cards follow the theme and show their image whole; card nicknames,
 * the 'Enviale un mensaje' pill and my profile's city picker fit at 360 px. Screenshots:
 * e2e/artifacts/rest-*.png.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { layoutProblems } from './lib/layout';
import { screenshot, waitForApp } from './lib/page';

/** The share of the viewport's height the like game's pair of cards takes. */
async function stageShare(page: Page): Promise<number> {
  const stage = page.locator('.lgame__stage');
  const box = await stage.boundingBox();
  const h = page.viewportSize()?.height ?? 1;
  return (box?.height ?? 0) / h;
}

test.describe('issue 30, the rest', () => {
  test.use({ member: true });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 780 },
  ]) {
    test(`[GAME-01] [GAME-04] at ${viewport.width}x${viewport.height} the like game fills the height, confirms a pick and opens a profile`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard-recent?modal=like-game');
      await waitForApp(page);
      const game = page.getByTestId('like-game');
      await expect(game.getByTestId('like-game-card')).toHaveCount(2, { timeout: 20_000 });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await screenshot(page, `rest-like-game-${viewport.width}.png`);
      // No empty quarter: the pair takes more than half of the screen's height.
      expect(await stageShare(page)).toBeGreaterThan(0.5);
      const found = await layoutProblems(page);
      expect(found.page).toEqual([]);
      // A pick: the next pair at once and a line under it says who was liked (the '¡Te gusta!' badge on
      // the leaving card lasts ~0.3 s: jest checks it).
      await game.getByTestId('like-game-card').first().click();
      await screenshot(page, `rest-like-game-${viewport.width}-picked.png`);
      await expect(game.getByTestId('like-game-feedback')).toContainText(/Le diste Me gusta a .+\./);
      // 'Ver perfil' opens the profile view, not a pick.
      const next = await game.getByTestId('like-game-card').nth(1).getAttribute('data-member-id');
      await game.getByTestId('like-game-profile').nth(1).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('modal')).toBe('profile-view');
      expect(new URL(page.url()).searchParams.get('id')).toBe(next);
      await expect(page.getByTestId('profile-view')).toBeVisible();
    });
  }

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test('[DASH-03] [ME-03] nicknames show whole on the cards, the message pill keeps its padding, the city picker fits', async ({
      page,
    }) => {
      await page.goto('/dashboard-recent');
      await waitForApp(page);
      await page.getByTestId('member-card').first().waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await screenshot(page, 'rest-cards-360.png');
      // The seed's nicknames fit whole; only one wider than the card ends in an ellipsis (issue 42, the
      // longest-values walk in walk-360.spec.ts).
      const names = await page
        .locator('.mcard__open')
        .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
      expect(names).toEqual([]);
      const cards = (await layoutProblems(page)).labels.filter((p) => /mcard|Enviale|macts/.test(p));
      expect(cards).toEqual([]);
      // The pill's label keeps at least 6 px from each edge.
      const gaps = await page.locator('.mcard .macts__send').evaluateAll((els) =>
        els.map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const text = range.getBoundingClientRect();
          const box = el.getBoundingClientRect();
          return Math.min(text.left - box.left, box.right - text.right);
        }),
      );
      expect(gaps.length).toBeGreaterThan(0);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(6);

      await page.goto('/my-profile');
      await waitForApp(page);
      await page.getByTestId('my-profile').waitFor();
      // The province picker holds the longest name.
      const city = page.locator('.me-loc select').first();
      await expect(city.locator('option:checked')).toHaveText('Ciudad Autónoma de Buenos Aires');
      await city.scrollIntoViewIfNeeded();
      await screenshot(page, 'rest-my-profile-city-360.png');
      const pickers = (await layoutProblems(page)).labels.filter((p) => p.startsWith('<select>'));
      expect(pickers).toEqual([]);
    });

    test('[DASH-04] [LIST-09] [AUTH-57] promo cards follow the blue theme and show their image whole', async ({ page, account }) => {
      expect(account).not.toBeNull();
      await page.goto('/dashboard-recent');
      await waitForApp(page);
      const notice = page.getByTestId('notice-card').first();
      await notice.scrollIntoViewIfNeeded();
      await expect(notice.locator('img')).toHaveCSS('object-fit', 'contain');
      const bg = await notice.evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(bg).toContain('linear-gradient');
      await screenshot(page, 'rest-notice-card-360.png', { clip: (await notice.boundingBox()) ?? undefined });

      await page.goto('/likes-received');
      await waitForApp(page);
      const row = page.getByTestId('list-notice').first();
      await row.waitFor({ timeout: 20_000 });
      await row.scrollIntoViewIfNeeded();
      await expect(row.locator('img')).toHaveCSS('object-fit', 'contain');
      await screenshot(page, 'rest-list-notice-360.png', { clip: (await row.boundingBox()) ?? undefined });
    });
  });

  test.describe('a man (blue theme)', () => {
    test.use({ member: { email: 'martin@demo.flechazo.ar', password: 'demo1234' }, viewport: { width: 360, height: 780 } });

    test('[DASH-04] [AUTH-57] the promo card paints the blue theme, not coral', async ({ page }) => {
      await page.goto('/dashboard-recent');
      await waitForApp(page);
      await expect(page.locator('html')).toHaveClass(/theme-male/);
      const notice = page.getByTestId('notice-card').first();
      await notice.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const bg = await notice.evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(bg).toContain('rgb(3, 105, 161)');
      expect(bg).not.toContain('rgb(201, 74, 46)');
      await screenshot(page, 'rest-notice-card-male-360.png', { clip: (await notice.boundingBox()) ?? undefined });
    });
  });
});
