/**
 * The member's walk of the `prism` project: every member screen of the route table (src/app/router/routes.tsx)
 * and every modal of the registry (src/app/modals/registry.ts), each opened and checked:
 *
 * - it settles within SETTLE_MS: nothing busy (aria-busy, skeletons, spinners, the splash) and its region
 *   (the open dialog for a modal, else <main>) shows text: content, an empty state or a named error;
 * - an error it shows has a way on ('Reintentar' or another button); the screen never crashed (the screen
 *   boundary's 'Algo salió mal' panel, the crash screen);
 * - the page's visible text has no 'undefined', 'NaN', '[object Object]' and no raw ISO date.
 *
 * Problems are findings (e2e/prism/fixtures.ts), filed under the screen; the journey goes on and fails at
 * its end with the list. A screenshot of each screen: e2e/artifacts/prism-<seed>-<variant>-<screen>.png.
 */
import { test, type Page } from '@playwright/test';
import { screenshot, waitForApp } from '../lib/page';
import type { Findings } from './fixtures';
import { PRISM_SEED } from './env';

export interface Screen {
  name: string;
  path: string;
  /** Where the app lands instead, by design (the path, and the query when it has one). */
  lands?: string;
  /**
   * A fix on another branch (issue 41) that this screen's content waits for: until it lands the screen
   * settles on less than Prism sent (an empty state); annotated on the report.
   */
  dependsOn?: string;
}

/** Where a screen shows: the open dialog (a modal), <main> (a screen), or a selector (the side menu). */
type Region = string;

/** Ids the app may meet: a number, and a word (the contract's Id is `[integer, string]`; Prism makes up both). */
export const NUMBER_ID = '12';
export const WORD_ID = 'lorem ipsum';
const word = encodeURIComponent(WORD_ID);

/** The member routes of the route table, in the menu's order. */
export const MEMBER_SCREENS: Screen[] = [
  { name: 'dashboard-recent', path: '/dashboard-recent' },
  { name: 'dashboard-new', path: '/dashboard-new' },
  { name: 'dashboard-online', path: '/dashboard-online' },
  { name: 'recommended', path: '/recomendados' },
  { name: 'message-received', path: '/message-received', dependsOn: 'messages: chat rows with userId only (dropped until then)' },
  { name: 'message-sent', path: '/message-sent', dependsOn: 'messages: chat rows with userId only (dropped until then)' },
  { name: 'likes-received', path: '/likes-received' },
  { name: 'likes-sent', path: '/likes-sent' },
  { name: 'visits-received', path: '/visits-received' },
  { name: 'visits-sent', path: '/visits-sent' },
  { name: 'dislikes', path: '/dislikes' },
  { name: 'search-results', path: '/search-results' },
  { name: 'my-profile', path: '/my-profile', dependsOn: 'myprofile: personal-data fields' },
  { name: 'my-account', path: '/my-account' },
  { name: 'unsubscribe-1', path: '/unsubscribe/step-one' },
  // Steps 2 to 4 need step one's check first: opened directly, they go back to it.
  { name: 'unsubscribe-2', path: '/unsubscribe/step-two', lands: '/unsubscribe/step-one' },
  { name: 'unsubscribe-3', path: '/unsubscribe/step-three', lands: '/unsubscribe/step-one' },
  { name: 'unsubscribe-4', path: '/unsubscribe/step-four', lands: '/unsubscribe/step-one' },
  { name: 'report-number-id', path: `/report-user/${NUMBER_ID}` },
  { name: 'report-word-id', path: `/report-user/${word}` },
  { name: 'covid-payment', path: '/covid-payment' },
  { name: 'refund', path: '/refund' },
  { name: 'subscribe-done', path: '/subscribe-done' },
  { name: 'thank-you', path: '/thkyoupage' },
  // PWA-11: where installing is not possible (a test browser), the page sends the member to the dashboard.
  { name: 'add-to-home-screen', path: '/add-to-home-screen', lands: '/dashboard-recent' },
];

/** Every modal of the registry (?modal=), over the screen that opens it. */
export const MEMBER_MODALS: Screen[] = [
  { name: 'profile-view-number-id', path: `/dashboard-recent?modal=profile-view&id=${NUMBER_ID}` },
  { name: 'profile-view-word-id', path: `/dashboard-recent?modal=profile-view&id=${word}` },
  {
    name: 'message-view-number-id',
    path: `/message-received?modal=message-view&id=${NUMBER_ID}`,
    dependsOn: 'messages: image messages at top level',
  },
  // A word is an id as a number is (opaque ids, src/shared/lib/wire.ts): the conversation opens on it.
  { name: 'message-view-word-id', path: `/message-received?modal=message-view&id=${word}` },
  { name: 'paywall', path: '/dashboard-recent?modal=pay-wall' },
  { name: 'paywall-rm', path: '/dashboard-recent?modal=pay-wall&id=RM' },
  { name: 'payment', path: '/dashboard-recent?modal=payment&id=44' },
  {
    name: 'my-profile-images',
    path: '/my-profile?modal=my-profile-images',
    dependsOn: 'myprofile: listProfileImages, photo actions answered {}',
  },
  { name: 'post-register', path: '/dashboard-recent?modal=post-register' },
  { name: 'search', path: '/dashboard-recent?modal=search', dependsOn: 'myprofile: search options groups' },
  { name: 'photo-uploaded', path: '/my-profile?modal=photo-uploaded' },
  { name: 'like-game', path: '/dashboard-recent?modal=like-game' },
];

/** How long a screen may take to settle. */
export const SETTLE_MS = 20_000;

/** Text a member must never read. */
const RAW = [
  { name: "'undefined'", re: /\bundefined\b/ },
  { name: "'NaN'", re: /\bNaN\b/ },
  { name: "'[object Object]'", re: /\[object Object\]/ },
  { name: "'null'", re: /(^|[\s:(])null($|[\s,.)])/ },
  { name: 'a raw ISO date', re: /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/ },
];

interface Snapshot {
  busy: string[];
  region: string;
  text: string;
  body: string;
  crashed: string[];
  alerts: { text: string; actions: number }[];
}

/** What the page shows now: busy things, the region's text, crash panels, alerts (visible ones only). */
function snapshot(page: Page, region: Region): Promise<Snapshot> {
  return page.evaluate((where) => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
    };
    const all = (sel: string) => [...document.querySelectorAll(sel)].filter(visible);
    const dialogs = all('dialog[open], [role="dialog"]');
    const region = where === 'dialog' ? (dialogs[dialogs.length - 1] ?? null) : (all(where)[0] ?? null);
    const busy = all('[aria-busy="true"], .skeleton, .spinner, [data-testid="splash"]').map(
      (el) => el.getAttribute('data-testid') || el.className || el.tagName,
    );
    const crashed = all('[data-testid="screen-error"], [data-testid="crash-screen"], [data-testid="chunk-error"]').map(
      (el) => `${el.getAttribute('data-testid')}: ${(el as HTMLElement).innerText.trim().slice(0, 120)}`,
    );
    // An error shown: what the member can do from there (a button or a link on the page, the toolbar's too).
    const ways = all('button, a[href]').length;
    const alerts = (region ? [...region.querySelectorAll('[role="alert"]')] : []).filter(visible).map((el) => ({
      text: (el as HTMLElement).innerText.trim().slice(0, 160),
      actions: ways,
    }));
    // The text a member can read: text nodes with a box bigger than a pixel (not visually-hidden labels).
    const readable = (root: Element | null) => {
      if (!root) return '';
      const out: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.trim();
        if (!text) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        const r = range.getBoundingClientRect();
        if (r.width > 1 && r.height > 1 && n.parentElement && visible(n.parentElement)) out.push(text);
      }
      return out.join(' ');
    };
    return {
      busy: busy.map(String),
      region: region ? where : 'none',
      text: readable(region),
      body: document.body.innerText,
      crashed,
      alerts,
    };
  }, region);
}

/** Waits until the screen settles (nothing busy, its region has text, twice in a row); the last snapshot. */
async function settle(page: Page, region: Region): Promise<{ settled: boolean; last: Snapshot }> {
  const until = Date.now() + SETTLE_MS;
  let calm = 0;
  let last = await snapshot(page, region);
  while (Date.now() < until) {
    last = await snapshot(page, region);
    calm = last.busy.length === 0 && last.text.length > 0 ? calm + 1 : 0;
    if (calm >= 3) return { settled: true, last };
    await page.waitForTimeout(250);
  }
  return { settled: false, last };
}

/** The checks on a settled (or not) screen; findings go under `findings.step`. */
export function judge(findings: Findings, { settled, last }: { settled: boolean; last: Snapshot }): void {
  if (!settled) {
    if (last.busy.length)
      findings.add(`never settled in ${SETTLE_MS / 1000} s: still busy (${[...new Set(last.busy)].join(', ').slice(0, 200)})`);
    else findings.add(last.region === 'none' ? 'blank: no <main>, no open dialog' : `blank: its ${last.region} shows no text`);
  }
  for (const c of last.crashed) findings.add(`crashed: ${c}`);
  for (const a of last.alerts) if (a.actions === 0) findings.add(`an error without a way on: '${a.text}'`);
  for (const { name, re } of RAW) {
    const m = re.exec(last.body);
    if (m) {
      const at = Math.max(0, m.index - 40);
      findings.add(`shows ${name}: '…${last.body.slice(at, m.index + m[0].length + 40).replace(/\s+/g, ' ')}…'`);
    }
  }
}

/** Opens a screen, lets it settle, judges it and screenshots it. */
export async function visit(page: Page, findings: Findings, variant: string, screen: Screen): Promise<void> {
  findings.step = `${variant} ${screen.name}`;
  if (screen.dependsOn && variant === 'stored')
    test.info().annotations.push({ type: 'depends on', description: `${screen.name}: ${screen.dependsOn}` });
  await page.goto(screen.path);
  await waitForApp(page).catch(() => findings.add('the app shell never appeared'));
  const landsInModal = new URL(screen.lands ?? screen.path, 'http://x').searchParams.has('modal');
  const result = await settle(page, landsInModal ? 'dialog' : 'main');
  // The screen asked for (or where it lands by design), not another one (the server-error screen, the home).
  const now = new URL(page.url());
  const expected = new URL(screen.lands ?? screen.path, page.url());
  const wantModal = expected.searchParams.get('modal');
  if (now.pathname !== expected.pathname || now.searchParams.get('modal') !== wantModal)
    findings.add(`shows ${now.pathname}${now.search} instead of ${expected.pathname}${expected.search}`);
  judge(findings, result);
  await screenshot(page, `prism-${PRISM_SEED}-${variant}-${screen.name}.png`).catch(() => undefined);
}

/** Whether the member is signed in (the app kept the session Prism's answers made): not on the home or the server-error screen. */
export async function signedIn(page: Page): Promise<boolean> {
  const path = new URL(page.url()).pathname;
  return path !== '/' && path !== '/server-error' && path !== '/login';
}

/** The side menu (the toolbar's 'Abrir menú'): its counters and entries are screen text too. */
export async function openMenu(page: Page, findings: Findings, variant: string): Promise<void> {
  findings.step = `${variant} side menu`;
  await page.goto('/dashboard-recent');
  await waitForApp(page);
  const button = page.getByRole('button', { name: 'Abrir menú' });
  if (!(await button.isVisible().catch(() => false))) {
    findings.add("no 'Abrir menú' in the toolbar");
    return;
  }
  await button.click();
  const result = await settle(page, '[data-testid="side-menu"]');
  judge(findings, result);
  await screenshot(page, `prism-${PRISM_SEED}-${variant}-menu.png`).catch(() => undefined);
  // Still usable without a reload: the menu leads to my account.
  findings.step = `${variant} side menu → Mi cuenta`;
  await page.getByTestId('side-menu').getByRole('link', { name: 'Mi cuenta' }).click();
  const account = await settle(page, 'main');
  if (new URL(page.url()).pathname !== '/my-account') findings.add(`the menu's 'Mi cuenta' led to ${new URL(page.url()).pathname}`);
  judge(findings, account);
}
