/**
 * Discovery journey (issue #4): a demo member browses the three dashboards, scrolls to load more,
 * opens a profile and its gallery (swipe, zoom levels 1/2/4/8, double tap, close by hash), likes and
 * dislikes; axe on each view (no serious/critical); screenshots at 390x844 and 1280x800.
 * Contract with the app: data-testid member-card (data-member-id), profile-view; yet-another-react-
 * lightbox class names inside the gallery (.yarl__counter, .yarl__slide_current .yarl__slide_wrapper).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, atPath } from './fixtures';
import { checkA11y } from './lib/a11y';
import { screenshot, waitForApp } from './lib/page';

const cards = (page: Page) => page.getByTestId('member-card');
/** The zoom the gallery shows: the scale of the current slide's wrapper (the library sets it inline). */
const zoomOf = (page: Page) =>
  page.evaluate(() => {
    const w = document.querySelector('.yarl__slide_current .yarl__slide_wrapper');
    const m = /scale\(([\d.]+)\)/.exec(w?.getAttribute('style') ?? '');
    return m ? Number(m[1]) : 1;
  });
const counter = (page: Page) => page.locator('.yarl__counter');
/** Waits until `count` photos inside `scope` have loaded, so a screenshot shows the finished state. */
const photosLoaded = (page: Page, scope: string, count: number) =>
  page.waitForFunction(
    ({ sel, n }) =>
      [...document.querySelectorAll<HTMLImageElement>(`${sel} .pimg img`)].filter((i) => i.complete && i.naturalWidth > 0).length >= n,
    { sel: scope, n: count },
    { timeout: 10_000 },
  );
/** How many lines a button's label takes (1 = it does not wrap). */
const lineCount = (locator: Locator) =>
  locator.evaluate((el) => {
    const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    if (!text) return 0;
    const r = document.createRange();
    r.selectNodeContents(text);
    return new Set([...r.getClientRects()].map((b) => Math.round(b.top))).size;
  });

async function nicknameOf(card: Locator): Promise<string> {
  return (await card.getAttribute('aria-label')) ?? '';
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

test.describe('a member', () => {
  test.use({ member: true });

  test('[DASH-01][DASH-09][PROF-03][PROF-08][PROF-09][PROF-10][PROF-11][DASH-05][DASH-06] browses, scrolls, opens a profile and its gallery, likes and dislikes (390x844)', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/dashboard-recent');
    await waitForApp(page);
    await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
    // Wait for the first photos so the screenshot shows the finished state.
    await photosLoaded(page, 'body', 2);
    await screenshot(page, 'discovery-dashboard-390.png');
    await checkA11y(page, 'dashboard recent 390');

    // DASH-01: the three dashboards.
    const tabs = page.getByRole('navigation', { name: 'Perfiles' });
    for (const [name, path] of [
      ['Nuevos', '/dashboard-new'],
      ['Online', '/dashboard-online'],
      ['Recientes', '/dashboard-recent'],
    ] as const) {
      await tabs.getByRole('link', { name }).click();
      await expect(page).toHaveURL(atPath(path));
      await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
      if (name === 'Nuevos') await checkA11y(page, 'dashboard new');
    }

    // DASH-09: scrolling near the bottom loads more. The grid is virtualised, so count what the list
    // holds (aria-setsize on its items), not the cards that happen to be in the DOM.
    const loaded = () => page.evaluate(() => Number(document.querySelector('[aria-setsize]')?.getAttribute('aria-setsize') ?? 0));
    const before = await loaded();
    expect(before).toBeGreaterThan(0);
    // Keep scrolling to the bottom while waiting, as a member would (the first page may still be settling).
    await page.waitForFunction(
      (n) => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return Number(document.querySelector('[aria-setsize]')?.getAttribute('aria-setsize') ?? 0) > n;
      },
      before,
      { timeout: 20_000, polling: 400 },
    );
    expect(await loaded()).toBeGreaterThan(before);
    await page.evaluate(() => window.scrollTo(0, 0));

    // Open a profile from a card.
    const first = cards(page).first();
    const nick = await nicknameOf(first);
    await first.getByRole('button', { name: `Ver el perfil de ${nick}` }).click();
    const modal = page.getByTestId('profile-view');
    await expect(modal.getByRole('heading', { level: 3 })).toContainText(nick);
    await expect(page).toHaveURL(/\?modal=profile-view&id=\d+$/);
    await photosLoaded(page, '[data-testid="profile-view"]', 1);
    await screenshot(page, 'discovery-profile-390.png');
    await checkA11y(page, 'profile view 390');

    // PROF-03 / PROF-11: the photo opens the gallery at #gallery-open.
    await modal.getByRole('button', { name: `Ver las fotos de ${nick}` }).click();
    const gallery = page.getByRole('dialog', { name: `Fotos de ${nick}` });
    await expect(gallery).toBeVisible();
    await expect(page).toHaveURL((u) => u.hash === '#gallery-open');
    await expect(counter(page)).toHaveText(/^1\s+de\s+\d+$/);
    const total = Number(/de\s+(\d+)/.exec(await counter(page).innerText())?.[1]);
    // PROF-08: full screen, thumbnails.
    const box = await boxOf(gallery);
    expect(box.width).toBe(390);
    expect(box.height).toBe(844);
    expect(await gallery.locator('.yarl__thumbnails_thumbnail').count()).toBeGreaterThanOrEqual(total);
    await page.waitForTimeout(600);
    await screenshot(page, 'discovery-gallery-390.png');
    await checkA11y(page, 'gallery');

    // PROF-10: a 30 px drag does nothing, an 80 px swipe changes photo.
    const swipe = async (dx: number) => {
      await page.mouse.move(200, 420);
      await page.mouse.down();
      await page.mouse.move(200 + dx / 2, 421, { steps: 4 });
      await page.mouse.move(200 + dx, 422, { steps: 4 });
      await page.mouse.up();
      await page.waitForTimeout(700);
    };
    if (total > 1) {
      await swipe(-30);
      await expect(counter(page)).toHaveText(/^1\s+de/);
      await swipe(-80);
      await expect(counter(page)).toHaveText(/^2\s+de/);
      await swipe(80);
      await expect(counter(page)).toHaveText(/^1\s+de/);
    }

    // PROF-09: zoom in goes 1 -> 2 -> 4 -> 8 and stops there; zoom out comes back.
    const zoomIn = gallery.getByRole('button', { name: 'Acercar' });
    const zoomOut = gallery.getByRole('button', { name: 'Alejar' });
    await expect(zoomIn).toBeEnabled();
    await expect(zoomOut).toBeDisabled();
    const levels = [await zoomOf(page)];
    for (let i = 0; i < 3; i++) {
      await zoomIn.click();
      await page.waitForTimeout(650);
      levels.push(await zoomOf(page));
    }
    expect(levels).toEqual([1, 2, 4, 8]);
    await expect(zoomIn).toBeDisabled();
    await screenshot(page, 'discovery-gallery-zoom8-390.png');
    for (let i = 0; i < 3; i++) {
      await zoomOut.click();
      await page.waitForTimeout(650);
    }
    expect(await zoomOf(page)).toBe(1);

    // PROF-10: two taps 300 ms apart are not a double tap; two within 250 ms zoom to the next stop.
    await page.mouse.click(195, 420);
    await page.waitForTimeout(300);
    await page.mouse.click(195, 420);
    await page.waitForTimeout(650);
    expect(await zoomOf(page)).toBe(1);
    await page.waitForTimeout(400);
    await page.mouse.click(195, 420);
    await page.waitForTimeout(80);
    await page.mouse.click(195, 420);
    await page.waitForTimeout(650);
    expect(await zoomOf(page)).toBe(2);

    // PROF-11: browser back removes the hash and closes the gallery, the profile stays.
    await page.goBack();
    await expect(gallery).toBeHidden();
    await expect(page).toHaveURL(/\?modal=profile-view&id=\d+$/);
    await expect(modal).toBeVisible();
    // And the close button does the same.
    await modal.getByRole('button', { name: `Ver las fotos de ${nick}` }).click();
    await expect(gallery).toBeVisible();
    await gallery.getByRole('button', { name: 'Cerrar' }).click();
    await expect(gallery).toBeHidden();
    await expect(page).toHaveURL((u) => u.hash === '');

    // Like from the profile: one 'Enviale un mensaje' button, here and on the card.
    await modal.getByRole('button', { name: `Me gusta ${nick}`, exact: true }).click();
    const sendInProfile = modal.getByRole('button', { name: 'Enviale un mensaje' });
    await expect(sendInProfile).toBeVisible({ timeout: 10_000 });
    expect(await lineCount(sendInProfile)).toBe(1);
    expect(
      await sendInProfile.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right <= window.innerWidth),
    ).toBe(true);
    await modal.getByRole('button', { name: 'Volver' }).click();
    await expect(modal).toBeHidden();
    const likedCard = page.locator(`[data-testid="member-card"][aria-label="${nick}"]`).first();
    const sendOnCard = likedCard.getByRole('button', { name: 'Enviale un mensaje' });
    await expect(sendOnCard).toBeVisible({ timeout: 10_000 });
    // The label stays on one line on a phone, and is not cut off (390 px, and a 360 px Android).
    // Not cut: the label fits the button, and the button fits inside the card (which clips overflow).
    const fits = (loc: Locator) =>
      loc.evaluate((el) => {
        const card = el.closest('article')!.getBoundingClientRect();
        const b = el.getBoundingClientRect();
        return el.scrollWidth <= el.clientWidth + 1 && b.left >= card.left && b.right <= card.right;
      });
    expect(await lineCount(sendOnCard)).toBe(1);
    expect(await fits(sendOnCard)).toBe(true);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.waitForTimeout(300);
    expect(await lineCount(sendOnCard)).toBe(1);
    expect(await fits(sendOnCard)).toBe(true);
    await screenshot(page, 'discovery-liked-card-360.png', { clip: await boxOf(likedCard) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await likedCard.scrollIntoViewIfNeeded();
    await screenshot(page, 'discovery-liked-card-390.png', { clip: await boxOf(likedCard) });

    // Like on another card: heart, then the single button (DASH-05).
    await page.evaluate(() => window.scrollTo(0, 0));
    const byNick = (n: string) => page.locator(`[data-testid="member-card"][aria-label="${n}"]`).first();
    // Members not liked yet (the seed likes some): their cards still have the three buttons.
    const open = page.locator('[data-testid="member-card"]:has(.round-btn--dislike)');
    const nick2 = await nicknameOf(open.nth(0));
    const nick3 = await nicknameOf(open.nth(1));
    const second = byNick(nick2);
    await second.getByRole('button', { name: `Me gusta ${nick2}`, exact: true }).click();
    await expect(second.getByRole('button', { name: 'Enviale un mensaje' })).toBeVisible({ timeout: 10_000 });

    // Dislike: the card animates out and the member is gone (DASH-06).
    const third = byNick(nick3);
    await third.getByRole('button', { name: `No me gusta ${nick3}` }).click();
    await expect(page.locator(`[data-testid="member-card"][aria-label="${nick3}"]`)).toHaveCount(0);
    await checkA11y(page, 'dashboard after like and dislike');
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('[DASH-03][PROF-02] the dashboard and the profile view at 1280x800', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/dashboard-online');
      await waitForApp(page);
      await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
      await photosLoaded(page, 'body', 4);
      await screenshot(page, 'discovery-dashboard-1280.png');
      await checkA11y(page, 'dashboard online 1280');
      const first = cards(page).first();
      const nick = await nicknameOf(first);
      await first.getByRole('button', { name: `Ver el perfil de ${nick}` }).click();
      const modal = page.getByTestId('profile-view');
      await expect(modal.getByRole('heading', { level: 3 })).toContainText(nick);
      await photosLoaded(page, '[data-testid="profile-view"]', 1);
      await screenshot(page, 'discovery-profile-1280.png');
      await checkA11y(page, 'profile view 1280');
      await modal.getByRole('button', { name: `Ver las fotos de ${nick}` }).click();
      await expect(page.getByRole('dialog', { name: `Fotos de ${nick}` })).toBeVisible();
      await page.waitForTimeout(600);
      await screenshot(page, 'discovery-gallery-1280.png');
    });
  });
});
