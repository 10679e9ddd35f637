/**
 * Untrusted data in the browser (issue 22): the demo API's XSS corpus switch (POST /__demo/xss,
 * src/mocks/db/xss.ts) fills every member and API text with src/test/xss-corpus.ts, then a member visits
 * the screens that show them. Zero dialogs (page.on('dialog')), zero executions (every executable
 * payload sets window.__xss, trapped here), no request to a host off the allow-lists, and no broken
 * layout: at 390 px the page never scrolls sideways (long unbroken strings wrap or ellipsise).
 * Screenshots at 390x844 and 1280x800 (e2e/artifacts/xss-*).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { screenshot, waitForApp } from './lib/page';
import { XSS_CORPUS } from '../src/test/xss-corpus';

interface Watch {
  dialogs: string[];
  offList: string[];
}

/** Dialogs and requests to hosts no URL from data may reach (evil.example is the corpus's). */
function watch(page: Page): Watch {
  const w: Watch = { dialogs: [], offList: [] };
  page.on('dialog', (d) => {
    w.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on('request', (r) => {
    if (/evil\.example/.test(r.url())) w.offList.push(r.url());
  });
  return w;
}

/** window.__xss as a trap: any payload that runs records itself. */
const TRAP = () => {
  const runs: unknown[] = [];
  Object.defineProperty(window, '__xssRuns', { value: runs });
  Object.defineProperty(window, '__xss', {
    configurable: false,
    get: () => undefined,
    set: (v: unknown) => void runs.push(v),
  });
};

async function expectClean(page: Page, w: Watch, where: string) {
  const runs = await page.evaluate(() => (window as unknown as { __xssRuns: unknown[] }).__xssRuns);
  expect(runs, `${where}: payloads that ran`).toEqual([]);
  expect(w.dialogs, `${where}: dialogs`).toEqual([]);
  expect(w.offList, `${where}: requests off the allow-lists`).toEqual([]);
  const injected = await page.evaluate(
    () =>
      document.querySelectorAll('body script, iframe, object, embed, img[src="x"], svg[onload], math, details[ontoggle], body style')
        .length,
  );
  expect(injected, `${where}: elements of a payload in the page`).toBe(0);
  // No horizontal overflow of the page (a long unbroken string must wrap or ellipsise).
  const overflow = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth - window.innerWidth,
    body: document.body.scrollWidth - window.innerWidth,
    dialogs: [...document.querySelectorAll('dialog[open]')].map((d) => d.scrollWidth - d.clientWidth),
  }));
  expect(overflow.doc, `${where}: page wider than the viewport`).toBeLessThanOrEqual(0);
  expect(overflow.body, `${where}: body wider than the viewport`).toBeLessThanOrEqual(0);
  for (const d of overflow.dialogs) expect(d, `${where}: a dialog scrolls sideways`).toBeLessThanOrEqual(0);
  // Nothing inside the page's content or an open dialog sticks out of the viewport (clipped or not),
  // except inside horizontal scrollers (a photo strip) by design.
  const outside = await page.evaluate(() => {
    const out: string[] = [];
    for (const root of document.querySelectorAll('main, dialog[open]'))
      for (const el of root.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || (r.right <= window.innerWidth + 1 && r.left >= -1)) continue;
        let p = el.parentElement;
        let scroller = false;
        while (p && p !== root) {
          if (/(auto|scroll)/.test(getComputedStyle(p).overflowX)) scroller = true;
          p = p.parentElement;
        }
        if (!scroller)
          out.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} ${Math.round(r.left)}..${Math.round(r.right)}`);
      }
    return out.slice(0, 8);
  });
  expect(outside, `${where}: elements outside the viewport`).toEqual([]);
}

/** At least one corpus text is shown literally in `scope`. */
async function expectLiteral(page: Page, selector: string) {
  const texts = await page.locator(selector).allTextContents();
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  const corpus = new Set(XSS_CORPUS.map(norm));
  expect(texts.map(norm).filter((t) => corpus.has(t) || [...corpus].some((c) => c.length > 12 && t.includes(c))).length).toBeGreaterThan(0);
}

test.describe('the XSS corpus in every screen', () => {
  // The corpus is written into the demo database on purpose: its payloads break the contract's lengths.
  test.use({ member: true, allowContractViolations: "the XSS corpus writes payloads longer than the contract's limits" });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`[DASH-02] [PROF-02] [MSG-16] [MSG-21] [PAY-04] [LIST-01] [ME-06] at ${viewport.width} px: literal text, zero dialogs, zero executions, no sideways scroll`, async ({
      page,
      demo,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(viewport);
      await demo.request('POST', '/__demo/xss');
      await page.addInitScript(TRAP);
      const w = watch(page);
      const tag = `xss-${viewport.width}`;

      await page.goto('/dashboard-recent');
      await waitForApp(page);
      await expect(page.getByTestId('member-card').first()).toBeVisible({ timeout: 20_000 });
      await expectLiteral(page, '.mcard__open');
      await screenshot(page, `${tag}-dashboard`);
      await expectClean(page, w, 'dashboard');

      await page.getByTestId('member-card').first().locator('.mcard__open').click();
      await expect(page.getByTestId('profile-view')).toBeVisible({ timeout: 20_000 });
      await page.waitForTimeout(500);
      await screenshot(page, `${tag}-profile`);
      await expectClean(page, w, 'profile view');

      await page.goto('/message-received');
      await expect(page.getByTestId('chat-row').first()).toBeVisible({ timeout: 20_000 });
      await screenshot(page, `${tag}-messages`);
      await expectClean(page, w, 'message list');

      // The notice sender (HTML notices) and the latest conversation.
      await page.goto('/message-received?modal=message-view&id=1');
      await expect(page.getByTestId('msg-notice').first()).toBeVisible({ timeout: 20_000 });
      await screenshot(page, `${tag}-notice`);
      await expectClean(page, w, 'notice conversation');

      await page.goto('/message-received');
      await page.getByTestId('chat-row').last().getByRole('button').first().click();
      await expect(page.getByTestId('message-view')).toBeVisible({ timeout: 20_000 });
      await page.waitForTimeout(800);
      await screenshot(page, `${tag}-conversation`);
      await expectClean(page, w, 'conversation');

      await page.goto('/dashboard-recent?modal=pay-wall&id=RM');
      await expect(page.getByTestId('legal')).toBeVisible({ timeout: 20_000 });
      await expectLiteral(page, '[data-testid="paywall"] *');
      await screenshot(page, `${tag}-paywall`);
      await expectClean(page, w, 'paywall');

      await page.goto('/likes-sent');
      await waitForApp(page);
      await page.waitForTimeout(1500);
      await screenshot(page, `${tag}-likes`);
      await expectClean(page, w, 'likes');

      await page.goto('/my-profile');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await page.waitForTimeout(800);
      await screenshot(page, `${tag}-my-profile`, { fullPage: true });
      await expectClean(page, w, 'my profile');
    });
  }
});
