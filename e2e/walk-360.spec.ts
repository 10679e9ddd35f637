/**
 * A walk through every screen at 320, 360 and 390 px (issue 30, done-when and item 16): a screenshot of
 * each (e2e/artifacts/walk-<width>-*.png) and, on each, no horizontal overflow and no label broken inside
 * a word, spilling out of its box or cut with an ellipsis (buttons, links, tabs, menu items, labels), nor a
 * picker cutting its chosen text, nor any other text running out of its box or cut off mid-text (issue 42).
 * The checks themselves: e2e/lib/layout.ts. axe runs on a few of the screens at 360 px (the other
 * journeys run it on every screen).
 *
 * Issue 42: the member walk again with the longest real values (the demo API's /__demo/long-values
 * switch, src/mocks/db/long-values.ts): 15-character nicknames without spaces, 'Ciudad Autónoma de
 * Buenos Aires' and the longest city, 500-character descriptions, two-digit counts; plus the search
 * results, a message toast, and the like game and recommended list of a member who has them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { checkA11y } from './lib/a11y';
import { layoutProblems } from './lib/layout';
import { ARTIFACTS_DIR } from './lib/env';
import { screenshot, waitForApp } from './lib/page';

/** The phone widths the walk covers: the smallest phones still sold, the common Android, the iPhone. */
const WIDTHS = [320, 360, 390];

/** Opens `path`, waits for `ready`, screenshots it and returns what is wrong with its layout. */
async function visit(page: Page, name: string, path: string, ready: string, prefix = 'walk'): Promise<string[]> {
  await page.goto(path);
  await waitForApp(page);
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 20_000 });
  return check(page, name, prefix);
}

/** Screenshots the screen as it is and returns what is wrong with its layout. */
async function check(page: Page, name: string, prefix = 'walk'): Promise<string[]> {
  // Images and fonts settle; entrance animations end.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300);
  await screenshot(page, `${prefix}-${page.viewportSize()?.width}-${name}.png`);
  const found = await layoutProblems(page);
  return [...found.page, ...found.labels, ...found.text].map((p) => `${name}: ${p}`);
}

/** Fails listing every problem of every screen (attached to the report, and in e2e/artifacts/layout-problems-*.txt). */
async function report(problems: string[]): Promise<void> {
  const body = problems.join('\n') || 'none';
  await test.info().attach('layout-problems.txt', { body, contentType: 'text/plain' });
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS_DIR, `layout-problems-${test.info().testId}.txt`), `${test.info().title}\n${body}\n`);
  expect(problems).toEqual([]);
}

/** Visits each screen; fails listing every problem of every screen. */
async function walk(page: Page, screens: [string, string, string][], prefix = 'walk'): Promise<void> {
  const problems: string[] = [];
  for (const [name, path, ready] of screens) problems.push(...(await visit(page, name, path, ready, prefix)));
  await report(problems);
}

const PUBLIC: [string, string, string][] = [
  ['home', '/', 'main'],
  ['register', '/register', '[data-testid="register-screen"]'],
  ['login', '/login', '[data-testid="login-screen"]'],
  ['password-recovery', '/password-recovery', '[data-testid="recovery-screen"]'],
  ['reset-password', '/reset_password/change/abc', '[data-testid="reset-screen"]'],
  ['user-locked', '/user-locked', 'main'],
  ['locked', `/locked/${encodeURIComponent('bloqueado@demo.flechazo.ar')}`, '[data-testid="locked-screen"]'],
  ['code', '/code', '[data-testid="code-screen"]'],
  ['server-error', '/server-error', 'main'],
];

const MEMBER: [string, string, string][] = [
  ['dashboard-recent', '/dashboard-recent', '[data-testid="member-card"]'],
  ['dashboard-new', '/dashboard-new', '[data-testid="member-card"]'],
  ['dashboard-online', '/dashboard-online', 'main'],
  ['likes-received', '/likes-received', 'main'],
  ['likes-sent', '/likes-sent', 'main'],
  ['visits-received', '/visits-received', 'main'],
  ['visits-sent', '/visits-sent', 'main'],
  ['dislikes', '/dislikes', 'main'],
  ['message-received', '/message-received', '[data-testid="chat-row"]'],
  ['message-sent', '/message-sent', 'main'],
  ['my-profile', '/my-profile', '[data-testid="my-profile"]'],
  ['my-account', '/my-account', '[data-testid="my-account"]'],
  ['unsubscribe-one', '/unsubscribe/step-one', '[data-testid="unsubscribe-step-1"]'],
  ['report', '/report-user/20', '[data-testid="report"]'],
  ['subscribe-done', '/subscribe-done', 'main'],
  ['thank-you', '/thkyoupage', 'main'],
  ['refund', '/refund', 'main'],
  ['covid-payment', '/covid-payment', 'main'],
  ['profile-view', '/dashboard-recent?modal=profile-view&id=20', '[data-testid="profile-view"] h3'],
  ['message-view', '/message-received?modal=message-view&id=20', '[data-testid="message-view"]'],
  ['paywall', '/dashboard-recent?modal=pay-wall&id=RM', '[data-testid="paywall"]'],
  ['search', '/dashboard-recent?modal=search', 'dialog[open]'],
  ['my-profile-images', '/my-profile?modal=my-profile-images', 'dialog[open]'],
  ['post-register', '/my-profile?modal=post-register', '[data-testid="post-register"]'],
];

/** Screens that show other members (names, places, descriptions, counts), besides MEMBER. */
const MEMBER_LISTS: [string, string, string][] = [['search-results', '/search-results', '[data-testid="member-card"]']];

/** Valentina (premium, like game, recommended list). */
const VALENTINA = { email: 'valentina@demo.flechazo.ar', password: 'demo1234' };

for (const width of WIDTHS) {
  test.describe(`walk at ${width} px`, () => {
    test.use({ viewport: { width, height: 780 } });

    test(`[SHELL-01] [SHELL-02] [SHELL-10] every public screen: a screenshot each, no sideways scroll, no label broken or spilling (${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await walk(page, PUBLIC);
    });

    test.describe('a member', () => {
      test.use({ member: true });

      test(`[SHELL-11] [SHELL-18] [SHELL-29] every member screen and modal: a screenshot each, no sideways scroll, no label broken or spilling (${width} px)`, async ({
        page,
      }) => {
        test.setTimeout(300_000);
        await walk(page, MEMBER);
      });
    });
  });
}

for (const width of WIDTHS) {
  test.describe(`walk with the longest values at ${width} px`, () => {
    test.use({ viewport: { width, height: 780 } });
    test.beforeEach(async ({ demo }) => {
      await demo.request('POST', '/__demo/long-values', {});
    });

    test.describe('a member', () => {
      test.use({ member: true });

      test(`[DASH-03] [LIST-02] [MSG-03] [MSG-17] [ME-08] [SRCH-11] every member screen and modal with 15-character nicknames, the longest places, 500-character descriptions and two-digit counts: no text out of its box (${width} px)`, async ({
        page,
      }) => {
        test.setTimeout(360_000);
        await walk(page, [...MEMBER, ...MEMBER_LISTS], 'long');
      });

      test(`[DASH-03] a 15-character nickname on a card ends in an ellipsis before the online dot, inside the card, and stays whole for screen readers (${width} px)`, async ({
        page,
      }) => {
        await page.goto('/dashboard-recent');
        await waitForApp(page);
        await page.getByTestId('member-card').first().waitFor();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        const names = await page.locator('[data-testid="member-card"]').evaluateAll((cards) =>
          cards.map((card) => {
            const open = card.querySelector<HTMLElement>('.mcard__open')!;
            const range = document.createRange();
            range.selectNodeContents(open);
            const dot = card.querySelector('.mcard__status')?.getBoundingClientRect() ?? null;
            const box = open.getBoundingClientRect();
            const info = card.querySelector('.mcard__info')!.getBoundingClientRect();
            return {
              name: open.textContent ?? '',
              label: open.getAttribute('aria-label') ?? '',
              text: Math.round(range.getBoundingClientRect().width),
              button: Math.round(box.width),
              cut: open.scrollWidth > open.clientWidth + 1,
              ellipsis: getComputedStyle(open).textOverflow === 'ellipsis',
              // What the eye sees of the name ends before the dot and inside the card's text box.
              clear: (!dot || box.right <= dot.left + 0.5) && box.right <= info.right + 0.5,
            };
          }),
        );
        fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
        fs.writeFileSync(path.join(ARTIFACTS_DIR, `card-names-${width}.json`), JSON.stringify(names, null, 1));
        for (const n of names) {
          expect(n.name).toMatch(/^\S{15}$/);
          expect(n.label).toContain(n.name); // 'Ver el perfil de Wmqx…': the whole name for screen readers
          expect(n.clear, JSON.stringify(n)).toBe(true);
          if (n.cut) expect(n.ellipsis, JSON.stringify(n)).toBe(true);
        }
        await screenshot(page, `long-${width}-card-names.png`, {
          clip: (await page.getByTestId('member-card').first().boundingBox()) ?? undefined,
        });
      });

      test(`[RT-16] [RT-18] a message toast from a member with a 15-character nickname fits (${width} px)`, async ({
        page,
        account,
        demo,
      }) => {
        const channel = (account!.auth.pusher as { notificationsChannel: string }).notificationsChannel;
        await page.goto('/dashboard-recent');
        await waitForApp(page);
        await page.getByTestId('member-card').first().waitFor();
        const from = { iduser: 20, apodo: 'Wmqx59642mw7621', sexo: 1, imagen: '', message: 'Hola', messageType: 1, timestamp: Date.now() };
        // Sent once the app's realtime worker has subscribed (delivered to one connection).
        await expect
          .poll(async () => ((await demo.trigger({ channel, event: 'message', data: from })) as { delivered: number }).delivered, {
            timeout: 20_000,
          })
          .toBeGreaterThan(0);
        await page.getByTestId('toast').first().waitFor();
        await page.getByTestId('toast').first().hover(); // holds it while the checks run
        await report(await check(page, 'toast', 'long'));
      });

      test(`[SHELL-36] [SHELL-49] the side menu's two-digit counters and the member's 15-character nickname fit (${width} px)`, async ({
        page,
      }) => {
        await page.goto('/dashboard-recent');
        await waitForApp(page);
        await page.getByTestId('member-card').first().waitFor();
        await page.locator('button[aria-controls="side-menu"]').click();
        await page.locator('.side-menu--open').waitFor();
        await page.waitForTimeout(700); // the menu's 0.55 s slide (SHELL-43)
        await report(await check(page, 'side-menu', 'long'));
      });
    });

    test.describe('a member with the like game', () => {
      test.use({ member: VALENTINA });

      test(`[GAME-01] [GAME-03] [SHELL-25] the like game and the recommended list with 15-character nicknames and the longest places (${width} px)`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        await walk(
          page,
          [
            ['like-game', '/dashboard-recent?modal=like-game', '[data-testid="like-game-card"]'],
            ['recomendados', '/recomendados', 'main'],
            ['likes-received-premium', '/likes-received', 'main'],
          ],
          'long',
        );
      });
    });
  });
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test.describe('a member', () => {
    test.use({ member: true });

    test('[DASH-02] [SHELL-56] cards show the whole location (city and province), never cut mid-word to a stub', async ({ page }) => {
      await page.goto('/dashboard-recent');
      await waitForApp(page);
      const locs = page.locator('[data-testid="member-card"] .mcard__loc');
      await locs.first().waitFor();
      const cut = await locs.evaluateAll((els) =>
        els
          .filter((el) => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis')
          .map((el) => el.textContent),
      );
      expect(cut).toEqual([]);
      await screenshot(page, 'walk-360-card-location.png');
    });

    test('[MSG-04] a locked row shows its placeholder unreadable (no legible glyphs) and still says it is locked', async ({ page }) => {
      await page.goto('/message-received');
      await waitForApp(page);
      const locked = page.getByTestId('chat-row-locked').first();
      await locked.waitFor();
      const style = await locked.locator('.chat-row__blur').evaluate((el) => {
        const s = getComputedStyle(el);
        const blur = Number(/blur\((\d+(?:\.\d+)?)px\)/.exec(s.filter)?.[1] ?? 0);
        const shadow = Number(/(\d+(?:\.\d+)?)px\s*$/.exec(s.textShadow.replace(/rgba?\([^)]*\)\s*/, ''))?.[1] ?? 0);
        return { color: s.color, blur, shadow };
      });
      // Either the glyphs are not painted (transparent, only a strong blur of their shadow) or blurred hard.
      expect(style.color === 'rgba(0, 0, 0, 0)' ? style.shadow >= 8 : style.blur >= 8, JSON.stringify(style)).toBe(true);
      await expect(locked).toContainText('Mensaje bloqueado');
      await screenshot(page, 'walk-360-locked-rows.png', {
        clip: (await locked.locator('xpath=ancestor::li[1]').boundingBox()) ?? undefined,
      });
    });

    test('[SHELL-31] axe stays clean on the walked screens that changed (cards, my account, report, toasts)', async ({ page }) => {
      for (const [name, path, ready] of [MEMBER[0]!, MEMBER[11]!, MEMBER[13]!]) {
        await page.goto(path);
        await waitForApp(page);
        await page.locator(ready).first().waitFor();
        await checkA11y(page, `walk-360-${name}`);
      }
    });
  });
});
