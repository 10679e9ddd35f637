/**
 * Soak (issue 32): about 30 simulated minutes in one page, without reloading. In Debian's Chromium
 * against the production build and the demo API, 390x844, as Valentina: six phases ("5 minutes" each)
 * that together open and close 100 profiles, scroll 1,000 dashboard cards, open 20 conversations and
 * send 50 messages, receive 500 realtime events (/__demo/trigger: new messages from 40 senders, visits
 * and likes) and like 50 members. Navigation between screens is in-app (history + popstate), as the
 * app's links do.
 *
 * After each phase, and at the start, the dashboard is back at its top and is measured after a GC
 * (CDP HeapProfiler.collectGarbage): JS heap used (Runtime.getHeapUsage), DOM nodes and JS listeners
 * (Memory.getDOMCounters), detached DOM nodes (DOM.getDetachedDomNodes). A like's latency (Event
 * Timing, CPU 4x, median of 5 likes) is taken at the start and at the end.
 * Targets (numbers only): heap growth <= 10 MB after GC, DOM nodes back to the screen's baseline, like
 * latency at the end within 20% of the start.
 *
 *   node bench/soak.mjs [--scale 1] [--root dist]     (--scale 0.2: a fifth of the work, while developing)
 *   flock /tmp/flechazo-e2e.lock node bench/soak.mjs --scale 0.2
 */
import path from 'node:path';
import { ROOT } from '../scripts/lib/proc.mjs';
import { startServers } from '../scripts/serve.mjs';
import { opt, reportRun } from './lib/cli.mjs';
import { memberSession, median } from './lib/demo.mjs';
import { hostBenchmarkIndex, memberContext, timeInteraction } from './lib/interaction.mjs';

const SCALE = Math.min(1, Math.max(0.05, Number(opt('scale', 1)) || 1));
const root = opt('root', 'dist');
const PHASES = 6;
const TOTAL = { profiles: 100, cards: 1000, conversations: 20, events: 500, messages: 50, likes: 50 };
const work = Object.fromEntries(Object.entries(TOTAL).map(([k, v]) => [k, Math.max(PHASES, Math.round(v * SCALE))]));
const per = (k, phase) => Math.floor((work[k] * (phase + 1)) / PHASES) - Math.floor((work[k] * phase) / PHASES);
const TARGET = { heapGrowthMB: 10, likeDriftPct: 20 };
const VALENTINA = { email: 'valentina@demo.flechazo.ar', password: 'demo1234' };
const VALE_ID = 5;
const CARD_SELECTOR = '[data-testid=member-card]';

const servers = await startServers({ root, port: 8080, apiPort: 8081, api: true, log: () => {}, apiLog: () => {}, warn: () => {} });
const APP = servers.url;
const API = servers.apiUrl;
const post = (p, body) =>
  fetch(`${API}${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) =>
    r.json(),
  );

await reportRun('soak', servers, run, print);

/** @param {import('playwright-core').Browser} browser */
async function run(browser) {
  const benchmarkIndex = await hostBenchmarkIndex(browser);
  await post('/__demo/reset', {});
  const session = await memberSession(API, VALENTINA);
  const context = await memberContext(browser, APP, session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  // A like back is a match: its modal ('¡Se gustan!'), whenever it opens, is closed before the next action.
  await page.addLocatorHandler(page.getByTestId('match-modal'), () => page.keyboard.press('Escape'));
  const errors = [];

  /** In-app navigation, as a link does (the router listens to popstate). */
  const navigate = (url) =>
    page.evaluate((u) => {
      history.pushState(history.state, '', u);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, url);
  const toDashboardTop = async () => {
    if (!page.url().endsWith('/dashboard-recent')) await navigate('/dashboard-recent');
    await page.locator(CARD_SELECTOR).first().waitFor({ timeout: 20000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(1200);
  };
  const measure = async (label) => {
    await toDashboardTop();
    for (let i = 0; i < 2; i++) await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const counters = await cdp.send('Memory.getDOMCounters');
    let detached = null;
    try {
      detached = (await cdp.send('DOM.getDetachedDomNodes')).detachedNodes.length;
    } catch {
      /* older Chromium */
    }
    const inDocument = await page.evaluate(() => document.getElementsByTagName('*').length);
    return {
      label,
      heapMB: Math.round((heap.usedSize / 2 ** 20) * 10) / 10,
      domNodes: counters.nodes,
      elementsInDocument: inDocument,
      listeners: counters.jsEventListeners,
      documents: counters.documents,
      detachedNodes: detached,
    };
  };
  /**
   * The like button of the first card not liked yet. After many likes the cards near the top are all
   * liked, and the virtual grid holds only the rows near the viewport: scroll down until one is there.
   */
  const unlikedLike = async () => {
    const like = page.locator(`${CARD_SELECTOR} button.round-btn--like[aria-pressed=false]`).first();
    for (let i = 0; i < 40 && (await like.count()) === 0; i++) {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      await page.waitForTimeout(300);
    }
    await like.scrollIntoViewIfNeeded();
    return like;
  };
  const likeLatency = async () => {
    await toDashboardTop();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const ms = [];
    try {
      for (let i = 0; i < 5; i++) {
        const like = await unlikedLike();
        const id = await like.locator(`xpath=ancestor::*[@data-testid="member-card"]`).getAttribute('data-member-id');
        const r = await timeInteraction(
          page,
          () => like.click(),
          () => page.locator(`${CARD_SELECTOR}[data-member-id="${id}"] .macts__send`).waitFor({ timeout: 15000 }),
        );
        ms.push(r.ms);
        await page.waitForTimeout(300);
      }
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    return { medianMs: median(ms), ms };
  };

  await page.goto(`${APP}/dashboard-recent`);
  await page.locator(CARD_SELECTOR).first().waitFor({ timeout: 30000 });
  await page.waitForTimeout(2000);
  // The first screen's own warm-up (chunks, texts, the first pages) is not a leak: one visit of each screen first.
  await navigate('/message-received');
  await page.getByTestId('chat-row').first().waitFor({ timeout: 20000 });
  const likeStart = await likeLatency();
  const snapshots = [await measure('start')];
  const done = { profiles: 0, cards: 0, conversations: 0, events: 0, messages: 0, likes: 0 };
  let eventSeq = 0;

  for (let phase = 0; phase < PHASES; phase++) {
    try {
      // Realtime events arrive all along the phase: a third now, the rest between the other steps.
      const events = per('events', phase);
      const sendEvents = async (n) => {
        for (let i = 0; i < n; i++) {
          const k = eventSeq++;
          const from = 200000 + (k % 40);
          const kind = k % 10;
          const body =
            kind < 8
              ? {
                  channel: `private-notifications-${VALE_ID}`,
                  event: 'message',
                  data: {
                    iduser: from,
                    apodo: `Soak_${k % 40}`,
                    sexo: 1,
                    imagen: '',
                    message: `evento ${k}`,
                    messageType: 1,
                    timestamp: Date.now(),
                  },
                }
              : {
                  channel: `private-notifications-${VALE_ID}`,
                  event: kind === 8 ? 'visit' : 'like',
                  data: { iduser: from, apodo: `Soak_${k % 40}`, sexo: 1, imagen: '', timestamp: Date.now() },
                };
          await post('/__demo/trigger', body);
          done.events++;
          if (i % 10 === 9) await page.waitForTimeout(50);
        }
      };
      await sendEvents(Math.floor(events / 3));

      // Scroll the dashboard: cards seen, counted by the list's position as the member moves down.
      await toDashboardTop();
      const target = per('cards', phase);
      const startPos = 0;
      let seen = 0;
      for (let guard = 0; seen < target && guard < 400; guard++) {
        await page.mouse.wheel(0, 844);
        await page.waitForTimeout(120);
        const pos = await page.evaluate(() => {
          const cells = [...document.querySelectorAll('.dash-grid__cell')];
          const visible = cells.filter((c) => c.getBoundingClientRect().top < innerHeight);
          return Number(visible.at(-1)?.getAttribute('aria-posinset') ?? 0);
        });
        seen = Math.max(seen, pos - startPos);
      }
      done.cards += seen;

      // Like members on the dashboard.
      await toDashboardTop();
      for (let i = 0; i < per('likes', phase); i++) {
        const like = await unlikedLike();
        await like.click();
        done.likes++;
        await page.waitForTimeout(250);
      }
      await sendEvents(Math.floor(events / 3));

      // Open and close profiles from the cards.
      await toDashboardTop();
      for (let i = 0; i < per('profiles', phase); i++) {
        const open = page.locator(`${CARD_SELECTOR} button[aria-label^="Ver el perfil de"]`).nth(i % 6);
        await open.scrollIntoViewIfNeeded();
        await open.click();
        const view = page.getByTestId('profile-view');
        await view.locator('h3').waitFor({ timeout: 15000 });
        await view.getByRole('button', { name: 'Volver' }).first().click();
        await view.waitFor({ state: 'detached', timeout: 15000 });
        done.profiles++;
      }

      // Conversations: open from the list, send messages, back.
      await navigate('/message-received');
      const rows = page.getByTestId('chat-row');
      await rows.first().waitFor({ timeout: 20000 });
      const chats = per('conversations', phase);
      const messages = per('messages', phase);
      const view = page.getByTestId('message-view');
      const composer = page.locator('[data-testid=composer] textarea:enabled');
      let row = 0;
      for (let c = 0; c < chats; c++) {
        // A conversation without a composer that takes text (the 'Recomendados' notice sender, wherever
        // new messages moved it in the list) is opened, passed over and closed; the next row is tried.
        let opened = false;
        for (let tries = 0; tries < 6 && !opened; tries++) {
          await rows.nth(row++ % 8).click();
          await view.waitFor({ timeout: 15000 });
          opened = await composer.waitFor({ timeout: 5000 }).then(
            () => true,
            () => false,
          );
          if (!opened) {
            await view.getByRole('button', { name: 'Volver' }).first().click();
            await view.waitFor({ state: 'detached', timeout: 15000 });
          }
        }
        if (!opened) throw new Error('no conversation with a composer in the first 8 rows');
        const toSend = Math.floor((messages * (c + 1)) / chats) - Math.floor((messages * c) / chats);
        for (let m = 0; m < toSend; m++) {
          await composer.fill(`Mensaje ${done.messages + 1} del soak`);
          await page.keyboard.press('Enter');
          done.messages++;
          await page.waitForTimeout(150);
        }
        await view.getByRole('button', { name: 'Volver' }).first().click();
        await view.waitFor({ state: 'detached', timeout: 15000 });
        done.conversations++;
      }
      await sendEvents(events - 2 * Math.floor(events / 3));
    } catch (e) {
      errors.push(`phase ${phase + 1}: ${String(e?.message ?? e).split('\n')[0]}`);
    }
    snapshots.push({ ...(await measure(`${(phase + 1) * 5} min`)), done: { ...done } });
  }
  const likeEnd = await likeLatency();
  await context.close();
  return {
    when: new Date().toISOString(),
    build: path.relative(ROOT, servers.root),
    scale: SCALE,
    benchmarkIndex,
    work,
    done,
    target: TARGET,
    snapshots,
    like: { start: likeStart, end: likeEnd },
    errors,
  };
}

function print(r) {
  console.log(
    `soak: ~30 simulated minutes in one page (scale ${r.scale}; host benchmarkIndex ${r.benchmarkIndex}); done: ` +
      `${r.done.profiles} profiles, ${r.done.cards} cards scrolled, ${r.done.conversations} conversations, ${r.done.messages} messages sent, ` +
      `${r.done.events} realtime events, ${r.done.likes} likes`,
  );
  console.log(
    `  ${'when'.padEnd(7)}  ${'heap MB'.padStart(8)}  ${'DOM nodes'.padStart(9)}  ${'in doc'.padStart(7)}  ${'listeners'.padStart(9)}  ${'detached'.padStart(8)}  docs`,
  );
  for (const s of r.snapshots)
    console.log(
      `  ${s.label.padEnd(7)}  ${String(s.heapMB).padStart(8)}  ${String(s.domNodes).padStart(9)}  ${String(s.elementsInDocument).padStart(7)}  ${String(s.listeners).padStart(9)}  ${String(s.detachedNodes ?? '-').padStart(8)}  ${s.documents}`,
    );
  const a = r.snapshots[0];
  const b = r.snapshots.at(-1);
  const growth = Math.round((b.heapMB - a.heapMB) * 10) / 10;
  const drift = r.like.start.medianMs ? Math.round(((r.like.end.medianMs - r.like.start.medianMs) / r.like.start.medianMs) * 100) : null;
  console.log(
    `  heap growth after GC ${growth} MB (target <= ${r.target.heapGrowthMB}: ${growth <= r.target.heapGrowthMB ? 'met' : 'MISSED'}); ` +
      `elements in the dashboard ${a.elementsInDocument} -> ${b.elementsInDocument}; ` +
      `like latency (CPU 4x, median of 5) ${r.like.start.medianMs} -> ${r.like.end.medianMs} ms (${drift == null ? '-' : `${drift >= 0 ? '+' : ''}${drift}%`}, target within ${r.target.likeDriftPct}%)`,
  );
  for (const e of r.errors) console.log(`  ! ${e}`);
}
