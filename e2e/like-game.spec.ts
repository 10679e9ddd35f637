/**
 * Like-game journeys (issue #17): a member with like_game opens the game from the toolbar and plays ten
 * rounds by swiping and ten with the keyboard; each round likes one card (POST /v1/user/{id}/like),
 * skips the other (POST /v1/juegolikes/skipped) and shows a new pair. Error and empty states, reduced
 * motion; axe on each view (no serious/critical); screenshots at 390x844 and 1280x800.
 * Contract with the app: data-testid like-game (the dialog), like-game-card (data-member-id),
 * like-game-hint; the leaving pair's .lgame__leaving .lgame-card.
 */
import type { Locator, Page, Response } from '@playwright/test';
import { test, expect } from './fixtures';
import { checkA11y } from './lib/a11y';
import { sessionStorageState } from './lib/member';
import { screenshot, waitForApp } from './lib/page';

/** The seeded demo member with like_game (id 5, README). */
const VALENTINA = { email: 'valentina@demo.flechazo.ar', password: 'demo1234' };
const VALENTINA_ID = 5;

const cards = (page: Page) => page.getByTestId('like-game-card');
const pairIds = (page: Page) => cards(page).evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.memberId)));

/** Resolves when the game shows a pair sharing no member with `before`. */
async function nextPair(page: Page, before: number[]): Promise<number[]> {
  await expect
    .poll(async () => {
      const ids = await pairIds(page);
      return ids.length === 2 && !ids.some((id) => before.includes(id));
    })
    .toBe(true);
  return pairIds(page);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

/** Drags a card right by `dx` px with the mouse (pointer events). */
async function swipe(page: Page, card: Locator, dx: number) {
  const box = await boxOf(card);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let s = 1; s <= 6; s++) await page.mouse.move(x + (dx * s) / 6, y + s);
  await page.mouse.up();
}

/** Counts the game's like and skip answers. */
function recordCalls(page: Page) {
  const likes: number[] = [];
  const skips: { iduser: number; iduserblock: number }[] = [];
  page.on('response', (res: Response) => {
    const req = res.request();
    const url = new URL(req.url());
    if (req.method() !== 'POST' || res.status() !== 200) return;
    const like = /^\/v1\/user\/(\d+)\/like$/.exec(url.pathname);
    if (like) likes.push(Number(like[1]));
    if (url.pathname === '/v1/juegolikes/skipped') skips.push(req.postDataJSON() as { iduser: number; iduserblock: number });
  });
  return { likes, skips };
}

async function openGame(page: Page) {
  await page.goto('/dashboard-recent');
  await waitForApp(page);
  await page.getByRole('button', { name: '¿Quién te gusta más?' }).click();
  await expect(page.getByTestId('like-game')).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  // The first pair's pictures are on screen.
  await expect
    .poll(() =>
      cards(page).evaluateAll((els) =>
        els.every((e) => {
          const i = e.querySelector('img');
          return !!i && i.complete && i.naturalWidth > 0;
        }),
      ),
    )
    .toBe(true);
}

test.describe('the like game', () => {
  test.use({ member: VALENTINA });

  test('[GAME-01][GAME-04][SHELL-47] ten rounds by swipe: each likes the swiped card, skips the other and shows a new pair', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const calls = recordCalls(page);
    await openGame(page);
    await checkA11y(page, 'like game');
    await screenshot(page, 'like-game-390.png');

    // A short drag (80 px or less) snaps back and likes nobody.
    const start = await pairIds(page);
    await swipe(page, cards(page).nth(1), 60);
    await page.waitForTimeout(300);
    expect(await pairIds(page)).toEqual(start);

    const liked: number[] = [];
    const skipped: number[] = [];
    let before = start;
    for (let round = 0; round < 10; round++) {
      const side = round % 2;
      await swipe(page, cards(page).nth(side), 140);
      const after = await nextPair(page, before);
      liked.push(before[side]!);
      skipped.push(before[1 - side]!);
      before = after;
    }
    await expect.poll(() => calls.likes.length).toBe(10);
    await expect.poll(() => calls.skips.length).toBe(10);
    expect(calls.likes).toEqual(liked);
    expect(calls.skips).toEqual(skipped.map((id) => ({ iduser: VALENTINA_ID, iduserblock: id })));
  });

  test('[GAME-04] ten rounds with the keyboard: the arrow keys move between the cards, Enter likes', async ({ page }) => {
    test.setTimeout(120_000);
    const calls = recordCalls(page);
    await openGame(page);
    await cards(page).first().focus();
    let before = await pairIds(page);
    const liked: number[] = [];
    for (let round = 0; round < 10; round++) {
      const side = round % 2 === 0 ? 1 : 0;
      await page.keyboard.press(side === 1 ? 'ArrowRight' : 'ArrowLeft');
      await expect(cards(page).nth(side)).toBeFocused();
      await page.keyboard.press('Enter');
      liked.push(before[side]!);
      before = await nextPair(page, before);
      // Focus stays on the card the member was on: the next pair takes its place.
      await expect(cards(page).nth(side)).toBeFocused();
    }
    await expect.poll(() => calls.likes.length).toBe(10);
    expect(calls.likes).toEqual(liked);
    await checkA11y(page, 'like game after ten rounds');
  });

  test('[GAME-06] a hint shows after 3 s without a choice', async ({ page }) => {
    await openGame(page);
    await expect(page.getByTestId('like-game-hint')).toHaveText('¡Elegí una! Tocala o deslizala a la derecha', { timeout: 6000 });
    await checkA11y(page, 'like game hint');
  });

  test("[GAME-09][GAME-10] 'Error al cargar perfiles' + 'Reintentar' and 'No hay perfiles disponibles' + 'Recargar' settle and recover", async ({
    page,
    demo,
  }) => {
    await demo.scenario('400', { path: '/v1/juegolikes/*' });
    await page.goto('/dashboard-recent?modal=like-game');
    const game = page.getByTestId('like-game');
    await expect(game.getByRole('alert')).toContainText('Error al cargar perfiles');
    await checkA11y(page, 'like game error');
    await screenshot(page, 'like-game-error-390.png');
    await game.getByRole('button', { name: 'Reintentar' }).click();
    await expect(cards(page)).toHaveCount(2);

    await page.route('**/v1/juegolikes/*/*/*/*/*', (route) => route.fulfill({ json: { resultset: [] } }), { times: 1 });
    await game.getByRole('button', { name: 'Cargar otros perfiles' }).click();
    await expect(game.getByText('No hay perfiles disponibles')).toBeVisible();
    await checkA11y(page, 'like game empty');
    await game.getByRole('button', { name: 'Recargar' }).click();
    await expect(cards(page)).toHaveCount(2);
  });

  test('[A11Y] reduced motion: the played pair fades instead of flying out', async ({ browser, account, app }) => {
    const context = await browser.newContext({
      reducedMotion: 'reduce',
      viewport: { width: 390, height: 844 },
      storageState: sessionStorageState(app.url, account!),
    });
    const page = await context.newPage();
    await page.goto('/dashboard-recent?modal=like-game');
    await expect(cards(page)).toHaveCount(2);
    // The leaving pair lives ~240 ms: its animations are recorded as they start, not read afterwards
    // (a loaded machine may look only once the pair is gone).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { leavingAnimations: string[] }).leavingAnimations = seen;
      document.addEventListener('animationstart', (e) => {
        if ((e.target as Element).matches('.lgame__leaving .lgame-card')) seen.push(e.animationName);
      });
    });
    await cards(page).first().click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { leavingAnimations: string[] }).leavingAnimations))
      .toEqual(['lgame-fade', 'lgame-fade']);
    await context.close();
  });
});

test.describe('the like game on desktop', () => {
  test.use({ member: VALENTINA, viewport: { width: 1280, height: 800 } });

  test('[GAME-01] two cards side by side, full screen, at 1280x800', async ({ page }) => {
    await openGame(page);
    const [a, b] = [await boxOf(cards(page).nth(0)), await boxOf(cards(page).nth(1))];
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(b.x).toBeGreaterThan(a.x + a.width);
    expect(a.y + a.height).toBeLessThanOrEqual(800);
    const dialog = await boxOf(page.getByTestId('like-game'));
    expect(dialog.width).toBe(1280);
    await checkA11y(page, 'like game desktop');
    await screenshot(page, 'like-game-1280.png');
  });
});
