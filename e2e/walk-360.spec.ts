/**
 * A walk through every screen at 320, 360 and 390 px (issue 30, done-when and item 16): a screenshot of
 * each (e2e/artifacts/walk-<width>-*.png) and, on each, no horizontal overflow and no label broken inside
 * a word, spilling out of its box or cut with an ellipsis (buttons, links, tabs, menu items, labels), nor a
 * picker cutting its chosen text. The checks themselves: e2e/lib/layout.ts. axe runs on a few of the
 * screens at 360 px (the other journeys run it on every screen).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { checkA11y } from './lib/a11y';
import { layoutProblems } from './lib/layout';
import { screenshot, waitForApp } from './lib/page';

/** The phone widths the walk covers: the smallest phones still sold, the common Android, the iPhone. */
const WIDTHS = [320, 360, 390];

/** Opens `path`, waits for `ready`, screenshots it and returns what is wrong with its layout. */
async function visit(page: Page, name: string, path: string, ready: string): Promise<string[]> {
  await page.goto(path);
  await waitForApp(page);
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 20_000 });
  // Images and fonts settle; entrance animations end.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300);
  await screenshot(page, `walk-${page.viewportSize()?.width}-${name}.png`);
  const found = await layoutProblems(page);
  return [...found.page, ...found.labels].map((p) => `${name}: ${p}`);
}

/** Visits each screen; fails listing every problem of every screen. */
async function walk(page: Page, screens: [string, string, string][]): Promise<void> {
  const problems: string[] = [];
  for (const [name, path, ready] of screens) problems.push(...(await visit(page, name, path, ready)));
  await test.info().attach('layout-problems.txt', { body: problems.join('\n') || 'none', contentType: 'text/plain' });
  expect(problems).toEqual([]);
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
