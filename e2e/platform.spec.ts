/**
 * Platform journey: the shell loads, is accessible, handles unknown paths and landscape phones.
 * Contract with the app: [data-testid="app-ready"] (or a filled <main>) once booted;
 * [data-testid="landscape-overlay"] when the viewport is landscape and wider than 500 px.
 */
import { test, expect, atPath } from './fixtures';
import { checkA11y } from './lib/a11y';
import { holdAppScriptsAndWatchShifts } from './lib/layout';
import { screenshot, waitForApp } from './lib/page';

test('[A11Y] home renders with no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await checkA11y(page, 'home');
  await screenshot(page, 'home-390.png');
});

test('[PERF][SHELL-53] the splash lays its logo where it stays, whether or not the parser has reached its name yet: no shift as index.html streams in', async ({
  page,
}) => {
  // The app's scripts never come: the splash stays (a visitor's /login has no static copy).
  await page.route('**/js/**', () => {});
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const logo = await page.evaluate(() => {
    const boot = document.querySelector('#root .boot')!;
    const svg = boot.querySelector('svg')!;
    const name = boot.querySelector('p')!;
    const y = () => svg.getBoundingClientRect().y;
    const whole = y();
    // A first frame painted between the logo and the name (seen once in 12 reopened links: CLS 0.00058).
    name.remove();
    const logoOnly = y();
    boot.append(name);
    return { whole, logoOnly, again: y() };
  });
  expect(logo.whole).toBeGreaterThan(0);
  expect(logo.logoOnly).toBe(logo.whole);
  expect(logo.again).toBe(logo.whole);
});

test("[PERF] a visitor's home is static HTML: no app script runs until a press, which the app then receives", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual(['/runtime-config.js']);
  await screenshot(page, 'static-home.png');
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await page.getByRole('link', { name: 'Ya tengo cuenta' }).click();
  await expect(page).toHaveURL(atPath('/login'));
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  // The app took over the page (no reload) and the press reached its own link.
  expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
  expect(scripts.some((s) => s.startsWith('/js/main.'))).toBe(true);
});

test.describe('a member reopening a link', () => {
  test.use({ member: { email: 'valentina@demo.flechazo.ar', password: 'demo1234' } });

  for (const [what, link, content, early, chunks] of [
    [
      'a conversation',
      '/message-received?modal=message-view&id=238',
      'msg',
      ['/v1/messages/received?page=0', '/v1/messages/view/238'],
      ['messages', 'message-view'],
    ],
    [
      'a profile view',
      '/dashboard-recent?modal=profile-view&id=12',
      'profile-view',
      ['/v1/dashboard/listing/recent?page=0', '/v1/profile/12'],
      ['dashboard', 'profile'],
    ],
    ['a member list', '/likes-sent', 'list-card', ['/v1/user/likes?page=0'], ['lists']],
    ['my profile', '/my-profile', 'my-profile', ['/v1/profile'], ['my-profile']],
    ['my account', '/my-account', 'my-account', ['/v1/account'], ['account']],
  ] as const) {
    test(`[PERF][OPEN-11][OPEN-05] ${what} reopened from its link is asked for once, by the boot loader, and the app takes every early answer; its chunks are preloaded`, async ({
      page,
    }) => {
      const seen: string[] = [];
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (r.method() === 'GET' && u.pathname.startsWith('/v1/')) seen.push(u.pathname + u.search);
      });
      await page.goto(link);
      await expect(page.getByTestId(content).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const asked = ['/v1/session?id=0', ...early];
      // Each asked for once (by the loader), none left unused.
      expect(seen.filter((p) => asked.includes(p)).sort()).toEqual([...asked].sort());
      const answers = await page.evaluate(() =>
        Object.entries(window.__FLECHAZO_BOOT__?.early?.answers ?? {}).map(([k, v]) => `${k} ${v === undefined ? 'taken' : 'left'}`),
      );
      expect(answers).toEqual(asked.map((p) => `${p} taken`));
      // The screen's and the modal's chunks downloaded with the entry scripts (the loader's preloads).
      const preloaded = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href') ?? ''),
      );
      for (const chunk of chunks) expect(preloaded.some((href) => href.startsWith(`/js/${chunk}.`))).toBe(true);
    });
  }
  test("[PERF][MSG-03][SHELL-45][SHELL-47][SHELL-49] the messages list reopened from its link shows its rows and the member's toolbar (like game, unread count) from the early answers before any app script runs; the app's rows and toolbar take over in place, with no layout shift", async ({
    page,
  }) => {
    // The app's scripts are held until the static list has been looked at (the list's renderer, a
    // script of its own, is the loader's and comes at once).
    const releaseScripts = await holdAppScriptsAndWatchShifts(page);
    await page.goto('/message-received', { waitUntil: 'commit' });
    // The static copy sits in a closed shadow root, which no locator enters (the loader hands it over for tests).
    const rows = (where: 'static' | 'app') =>
      page.evaluate((where) => {
        const root = where === 'static' ? window.__FLECHAZO_BOOT__?.preview : document.getElementById('root');
        return [...(root?.querySelectorAll<HTMLElement>('[data-testid="chat-row"]') ?? [])].map((row) => {
          const { x, y, width, height } = row.getBoundingClientRect();
          const text = (sel: string) => row.querySelector(sel)?.textContent ?? '';
          return {
            name: text('.chat-row__name'),
            line: text('.chat-row__bottom'),
            date: text('time'),
            box: { x, y, width, height },
            shown: row.checkVisibility({ visibilityProperty: true }),
          };
        });
      }, where);
    // The toolbar's buttons (SHELL-45): Valentina plays the like game and has unread messages.
    const toolbar = (where: 'static' | 'app') =>
      page.evaluate((where) => {
        const root = where === 'static' ? window.__FLECHAZO_BOOT__?.preview : document.getElementById('root');
        return [...(root?.querySelectorAll<HTMLElement>('[data-testid="toolbar"] .toolbar__actions > *') ?? [])].map((el) => {
          const { x, y, width, height } = el.getBoundingClientRect();
          return { label: el.getAttribute('aria-label'), text: el.textContent, box: { x, y, width, height } };
        });
      }, where);
    await expect.poll(async () => (await rows('static')).length).toBeGreaterThanOrEqual(5);
    const before = await rows('static');
    expect(before.every((r) => r.shown && r.name && r.line && r.date)).toBe(true);
    const staticToolbar = await toolbar('static');
    expect(staticToolbar[0]!.label).toBe('¿Quién te gusta más?');
    expect(staticToolbar[2]!.label).toMatch(/^Mensajes, \d+ sin leer$/);
    // A picture of the app, not a second one: the app's scripts are held and its root is hidden.
    await expect(page.locator('#root [data-testid="app-ready"]')).toHaveCount(0);
    expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    await screenshot(page, 'static-messages-390.png');

    releaseScripts();
    await expect(page.getByTestId('chat-row').first()).toBeVisible();
    await expect(page.locator('#static-preview')).toHaveCount(0);
    const after = (await rows('app')).slice(0, before.length);
    expect(after.map(({ name, line, date }) => ({ name, line, date }))).toEqual(
      before.map(({ name, line, date }) => ({ name, line, date })),
    );
    for (const [i, r] of before.entries())
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(after[i]!.box[k]).toBeCloseTo(r.box[k], 0);
    // The app's first toolbar is the static one: the same buttons, labels, badge and places.
    expect(await toolbar('app')).toEqual(staticToolbar);
    expect(await page.evaluate(() => window.__shifts)).toBe(0);
  });

  test("[PERF][ME-01][ME-06][ME-07] my profile reopened from its link shows the member's photo, nickname and age, completeness and the form's data and description from the early answer before any app script runs; the app's screen takes over in place once its form is in, with no skeleton or layout shift, and a tap on the description reaches the app's", async ({
    page,
  }) => {
    const releaseScripts = await holdAppScriptsAndWatchShifts(page);
    // What the app's page holds as the static copy goes: its form, never its skeletons.
    await page.addInitScript(() => {
      new MutationObserver((_m, observer) => {
        if (document.getElementById('static-preview') || !document.querySelector('#root [data-testid="my-profile"]')) return;
        observer.disconnect();
        const w = window as unknown as { __atRelease: { skeletons: number; sections: number } };
        w.__atRelease = {
          skeletons: document.querySelectorAll('#root .skeleton').length,
          sections: document.querySelectorAll('#root [data-testid="my-profile"] > section').length,
        };
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/my-profile', { waitUntil: 'commit' });
    const seen = (where: 'static' | 'app') =>
      page.evaluate((where) => {
        const root = where === 'static' ? window.__FLECHAZO_BOOT__?.preview : document.getElementById('root');
        const screen = root?.querySelector<HTMLElement>('[data-testid="my-profile"]');
        if (!screen) return null;
        // In the page, not the window: the replayed tap focuses the app's text box, which the browser
        // may scroll into view (a scroll, not a shift).
        const box = (sel: string) => {
          const el = screen.querySelector(sel);
          if (!el) return null;
          const { x, y, width, height } = el.getBoundingClientRect();
          return { x: x + window.scrollX, y: y + window.scrollY, width, height };
        };
        const img = screen.querySelector<HTMLImageElement>('.me-head__photo img');
        const hint = '[aria-labelledby="me-s-desc"] .me-hint';
        return {
          name: screen.querySelector('.me-head__name')?.textContent ?? '',
          find: screen.querySelector('.me-head .me-hint')?.textContent ?? null,
          percent: screen.querySelector('.me-complete__text')?.textContent ?? '',
          photo: img?.getAttribute('src') ?? '',
          sections: [...screen.querySelectorAll('section > .section-title')].slice(0, 2).map((h) => h.textContent),
          nickname: screen.querySelector<HTMLInputElement>('[aria-labelledby="me-s-data"] input')?.value ?? null,
          place: [...screen.querySelectorAll<HTMLSelectElement>('.me-loc select')].map((s) => s.selectedOptions[0]?.textContent ?? ''),
          description: screen.querySelector('textarea')?.value ?? null,
          hint: screen.querySelector(hint)?.textContent ?? '',
          counter: screen.querySelector('.me-counter')?.textContent ?? '',
          painted: Boolean(img?.complete && img.naturalWidth > 0),
          boxes: [
            '.me-head',
            '.me-head__photo',
            '.me-head__name',
            '.me-complete',
            '.me-head__actions',
            '[aria-labelledby="me-s-data"]',
            '[aria-labelledby="me-s-data"] input',
            '.me-loc',
            '[aria-labelledby="me-s-desc"]',
            hint,
            'textarea',
            '.me-counter',
          ].map(box),
          shown: screen.checkVisibility({ visibilityProperty: true }),
        };
      }, where);
    await expect.poll(async () => (await seen('static'))?.painted).toBe(true);
    const before = (await seen('static'))!;
    expect(before.shown).toBe(true);
    expect(before.name).toMatch(/^\S.*, \d+ años$/);
    expect(before.percent).toMatch(/^Perfil completo al \d+%$/);
    expect(before.sections).toEqual(['Mis datos', 'Sobre mí']);
    expect(before.nickname).toBe(before.name.replace(/, \d+ años$/, ''));
    expect(before.place.every((p) => p && p !== 'Seleccionar')).toBe(true);
    expect(before.description).toBeTruthy();
    expect(before.hint).toMatch(/^No incluyas datos de contacto/);
    expect(before.counter).toBe(`${before.description!.length} de 1500`);
    // The description's hint and text box are on the phone's first screen.
    const hint = before.boxes[9]!;
    expect(hint.y + hint.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    // A picture of the app, not a second one: the app's scripts are held and its root is hidden.
    await expect(page.locator('#root [data-testid="app-ready"]')).toHaveCount(0);
    expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    await screenshot(page, 'static-my-profile-390.png');
    // A tap on the description before the app is in: the static text box takes no typing; the tap
    // reaches the app's text box once it is there.
    const text = before.boxes[10]!;
    await page.mouse.click(text.x + text.width / 2, text.y + text.height / 2);
    await page.keyboard.type('zz');

    releaseScripts();
    await expect(page.getByTestId('my-profile')).toBeVisible();
    await expect(page.locator('#static-preview')).toHaveCount(0);
    // The static copy went in the commit that brought the app's form: no skeleton showed.
    const atRelease = await page.evaluate(
      () => (window as unknown as { __atRelease?: { skeletons: number; sections: number } }).__atRelease,
    );
    expect(atRelease?.skeletons).toBe(0);
    expect(atRelease?.sections).toBeGreaterThan(2);
    const after = (await seen('app'))!;
    expect({ ...after, painted: true, boxes: [] }).toEqual({ ...before, painted: true, boxes: [] });
    for (const [i, b] of before.boxes.entries())
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(after.boxes[i]![k]).toBeCloseTo(b![k], 0);
    await expect(page.getByRole('textbox', { name: 'Descripción' })).toBeFocused();
    expect(await page.evaluate(() => window.__shifts)).toBe(0);
    await screenshot(page, 'app-my-profile-390.png');
  });

  test("[PERF][ACC-01] my account reopened from its link shows the member's age range, data, plan and switches from the early answers before any app script runs; the app's screen takes over in place, with no layout shift", async ({
    page,
  }) => {
    const releaseScripts = await holdAppScriptsAndWatchShifts(page);
    await page.goto('/my-account', { waitUntil: 'commit' });
    const cards = (where: 'static' | 'app') =>
      page.evaluate((where) => {
        const root = where === 'static' ? window.__FLECHAZO_BOOT__?.preview : document.getElementById('root');
        return [...(root?.querySelectorAll<HTMLElement>('[data-testid="my-account"] > section') ?? [])].map((card) => {
          const { x, y, width, height } = card.getBoundingClientRect();
          const switches = [...card.querySelectorAll('input')].map((i) => `${i.value}:${i.checked}`);
          return {
            text: card.innerText,
            switches,
            box: { x, y, width, height },
            shown: card.checkVisibility({ visibilityProperty: true }),
          };
        });
      }, where);
    await expect.poll(async () => (await cards('static')).length).toBe(7);
    const before = await cards('static');
    expect(before.every((c) => c.shown && c.text)).toBe(true);
    expect(before[1]!.text).toContain('valentina@demo.flechazo.ar');
    await expect(page.locator('#root [data-testid="app-ready"]')).toHaveCount(0);
    await screenshot(page, 'static-my-account-390.png');

    releaseScripts();
    await expect(page.getByTestId('my-account')).toBeVisible();
    await expect(page.locator('#static-preview')).toHaveCount(0);
    const after = await cards('app');
    expect(after.map(({ text, switches }) => ({ text, switches }))).toEqual(before.map(({ text, switches }) => ({ text, switches })));
    for (const [i, c] of before.entries())
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(after[i]!.box[k]).toBeCloseTo(c.box[k], 0);
    expect(await page.evaluate(() => window.__shifts)).toBe(0);
  });

  test("[PERF][ACC-10][ACC-11] my account reopened from its link: a tap on a switch of the static copy is not lost; it shows the press, and the app's same switch flips and is saved once the app is there", async ({
    page,
  }) => {
    const releaseScripts = await holdAppScriptsAndWatchShifts(page);
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && new URL(r.url()).pathname === '/v1/account/notifications') saves.push(r.postData() ?? '');
    });
    await page.goto('/my-account', { waitUntil: 'commit' });
    // The copy's first switch that is off (its accessible name: 'Visitas en Web' and the like).
    const off = () =>
      page.evaluate(
        () =>
          [...(window.__FLECHAZO_BOOT__?.preview?.querySelectorAll<HTMLInputElement>('[data-testid="notification-toggles"] input') ?? [])]
            .find((i) => !i.checked)
            ?.getAttribute('aria-label') ?? null,
      );
    await expect.poll(off).not.toBeNull();
    const name = (await off())!;
    const staticSwitch = () =>
      page.evaluate((name) => {
        const input = window.__FLECHAZO_BOOT__?.preview?.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`);
        if (!input) return null;
        input.scrollIntoView({ block: 'center' }); // the alerts card is below the fold
        const { x, y, width, height } = input.getBoundingClientRect();
        return { checked: input.checked, x: x + width / 2, y: y + height / 2, dimmed: input.closest('label')!.style.opacity };
      }, name);
    const { x, y } = (await staticSwitch())!;
    await page.mouse.click(x, y);
    // The copy is a picture: its switch does not flip, it shows the press.
    expect(await staticSwitch()).toMatchObject({ checked: false, dimmed: '0.75' });
    expect(saves).toEqual([]);
    await screenshot(page, 'static-my-account-switch-pressed-390.png');

    releaseScripts();
    const own = page.getByRole('switch', { name });
    await expect(own).toBeChecked();
    await expect(own).toBeFocused();
    await expect(page.locator('#static-preview')).toHaveCount(0);
    await expect.poll(() => saves.length).toBe(1);
    const KEYS: Record<string, string> = {
      Mensajes: 'messages',
      Visitas: 'visits',
      'Se gustan': 'matches',
      Recomendados: 'recomendados',
      Resumen: 'resumen',
      Promociones: 'promociones',
    };
    const [, type, column] = /^(.+) en (Web|Android)$/.exec(name)!;
    expect(JSON.parse(saves[0]!)).toMatchObject({ [column!.toLowerCase()]: { [KEYS[type!]!]: '1' } });
    expect(await page.evaluate(() => window.__shifts)).toBe(0);
  });

  test("[PERF][LIST-02][LIST-03] 'Te gustan' reopened from its link shows its rows from the early answer before any app script runs; the app's rows take over in place, with no layout shift, and receive a press made before", async ({
    page,
  }) => {
    // The app's scripts are held until the static list has been looked at and pressed.
    const releaseScripts = await holdAppScriptsAndWatchShifts(page);
    await page.goto('/likes-sent', { waitUntil: 'commit' });
    // The static copy sits in a closed shadow root, which no locator enters (the loader hands it over for tests).
    const rows = (where: 'static' | 'app') =>
      page.evaluate((where) => {
        const root = where === 'static' ? window.__FLECHAZO_BOOT__?.preview : document.getElementById('root');
        return [...(root?.querySelectorAll<HTMLElement>('.mlist-grid > li') ?? [])].map((li) => {
          const rect = (el: Element | null) => {
            const r = el?.getBoundingClientRect();
            return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
          };
          const text = (sel: string) => li.querySelector(sel)?.textContent ?? '';
          const img = li.querySelector('img');
          return {
            id: li.querySelector<HTMLElement>('[data-member-id]')?.dataset.memberId ?? null,
            name: text('.mrow__name'),
            age: text('.mrow__age'),
            place: text('.mrow__loc'),
            box: rect(li),
            open: rect(li.querySelector('.mrow__open')),
            photo: Boolean(img?.complete && img.naturalWidth > 0 && img.checkVisibility()),
          };
        });
      }, where);
    await expect.poll(async () => (await rows('static')).filter((r) => r.photo).length).toBeGreaterThanOrEqual(4);
    const before = await rows('static');
    const members = before.filter((r) => r.id !== null);
    expect(members.length).toBeGreaterThanOrEqual(3);
    expect(members.every((r) => r.name && / años$/.test(r.age) && / - /.test(r.place))).toBe(true);
    // A picture of the app, not a second one: the app's scripts are held and its root is hidden.
    await expect(page.locator('#root [data-testid="app-ready"]')).toHaveCount(0);
    expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    await screenshot(page, 'static-likes-sent-390.png');
    const pressed = members[1]!;
    await page.mouse.click(pressed.open!.x + pressed.open!.width / 2, pressed.open!.y + pressed.open!.height / 2);

    releaseScripts();
    const modal = page.getByTestId('profile-view');
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?modal=profile-view&id=${pressed.id}$`));
    await expect(page.locator('#static-preview')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    const after = (await rows('app')).slice(0, before.length);
    expect(after.map(({ id, name, age, place }) => ({ id, name, age, place }))).toEqual(
      before.map(({ id, name, age, place }) => ({ id, name, age, place })),
    );
    for (const [i, r] of before.entries())
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(after[i]!.box![k]).toBeCloseTo(r.box![k], 0);
    expect(await page.evaluate(() => window.__shifts)).toBe(0);
  });

  test("[PERF][MSG-15][MSG-16] a conversation reopened from its link (a tapped notification) shows its bubbles and the member's name from the early answer before any app script runs; the app's dialog takes over in place, with no layout shift, and a press on the text box reaches the app's", async ({
    page,
  }) => {
    const releaseScripts = await holdAppScriptsAndWatchShifts(page);
    await page.goto('/message-received?modal=message-view&id=238', { waitUntil: 'commit' });
    // The static copy sits in a closed shadow root, which no locator enters (the loader hands it over for tests).
    const seen = (where: 'static' | 'app') =>
      page.evaluate((where) => {
        const root = where === 'static' ? window.__FLECHAZO_BOOT__?.preview : document.getElementById('root');
        const dialog = root?.querySelector<HTMLDialogElement>('dialog[data-testid="message-view"]');
        const box = (el: Element | null | undefined) => {
          const r = el?.getBoundingClientRect();
          return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
        };
        return {
          open: Boolean(dialog?.open),
          name: dialog?.querySelector('.chat-head__name')?.textContent ?? '',
          photo: dialog?.querySelector('.chat-head img')?.getAttribute('src') ?? '',
          head: box(dialog?.querySelector('.chat-head')),
          input: box(dialog?.querySelector('textarea')),
          bubbles: [...(dialog?.querySelectorAll<HTMLElement>('[data-testid="msg"]') ?? [])].map((li) => ({
            text: li.textContent ?? '',
            side: li.classList.contains('msg--mine') ? 'mine' : 'theirs',
            box: box(li),
            shown: li.checkVisibility({ visibilityProperty: true }),
          })),
        };
      }, where);
    await expect.poll(async () => (await seen('static')).bubbles.length).toBeGreaterThanOrEqual(3);
    const before = await seen('static');
    expect(before.open).toBe(true);
    expect(before.name).toBeTruthy();
    expect(before.photo).toBeTruthy(); // the demo member has none: the default image
    // Scrolled to the newest message, as the app's (MSG-29): the last bubble is in view.
    expect(before.bubbles.at(-1)!.shown).toBe(true);
    expect(before.bubbles.at(-1)!.box!.y + before.bubbles.at(-1)!.box!.height).toBeLessThanOrEqual(before.input!.y);
    await expect(page.locator('#root [data-testid="app-ready"]')).toHaveCount(0);
    expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    await screenshot(page, 'static-conversation-390.png');

    // A press on the static text box, before the app has arrived.
    await page.mouse.click(before.input!.x + before.input!.width / 2, before.input!.y + before.input!.height / 2);
    releaseScripts();
    await expect(page.getByTestId('message-view').getByTestId('msg').first()).toBeVisible();
    await expect(page.locator('#static-preview')).toHaveCount(0);
    const after = await seen('app');
    expect(after.open).toBe(true);
    expect(after.name).toBe(before.name);
    expect(after.photo).toBe(before.photo);
    expect(after.bubbles.map(({ text, side }) => ({ text, side }))).toEqual(before.bubbles.map(({ text, side }) => ({ text, side })));
    for (const [i, b] of before.bubbles.entries())
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(after.bubbles[i]!.box![k]).toBeCloseTo(b.box![k], 0);
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(after.head![k]).toBeCloseTo(before.head![k], 0);
    await expect(page.getByRole('textbox', { name: 'Escribí un mensaje' })).toBeFocused();
    expect(await page.evaluate(() => window.__shifts)).toBe(0);
    await screenshot(page, 'app-conversation-390.png');
  });

  test("[PERF][PROF-02][PROF-04] a profile reopened from its link (over the dashboard) shows the member's photo, name, age, place and the rest of the view from the early answer before any app script runs; the app's dialog takes over in place, with no layout shift, and a press on its menu button reaches the app's", async ({
    page,
  }) => {
    const releaseScripts = await holdAppScriptsAndWatchShifts(page);
    await page.goto('/dashboard-recent?modal=profile-view&id=12', { waitUntil: 'commit' });
    // The static copy sits in a closed shadow root, which no locator enters (the loader hands it over for tests).
    const seen = (where: 'static' | 'app') =>
      page.evaluate((where) => {
        const root = where === 'static' ? window.__FLECHAZO_BOOT__?.preview : document.getElementById('root');
        const dialog = root?.querySelector<HTMLDialogElement>('dialog[data-testid="profile-view"]');
        const box = (el: Element | null | undefined) => {
          const r = el?.getBoundingClientRect();
          return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
        };
        const img = dialog?.querySelector<HTMLImageElement>('.pview__photo img');
        const menu = dialog?.querySelector('button[aria-haspopup="menu"]');
        return {
          open: Boolean(dialog?.open),
          animating: (dialog?.getAnimations({ subtree: true }) ?? []).some((a) => a.playState === 'running'),
          name: dialog?.querySelector('.pview__name')?.textContent ?? '',
          place: dialog?.querySelector('.pview__loc')?.textContent ?? '',
          photo: img?.getAttribute('src') ?? '',
          priority: img?.getAttribute('fetchpriority') ?? '',
          painted: Boolean(img?.complete && img.naturalWidth > 0),
          menu: box(menu),
          expanded: menu?.getAttribute('aria-expanded') ?? '',
          parts: [
            ...(dialog?.querySelectorAll('.pview__title, .pview__photo, .pview__head > *, .pcard, .pview__actions button') ?? []),
          ].map((el) => ({ what: el.className, text: el.textContent ?? '', box: box(el) })),
        };
      }, where);
    await expect.poll(async () => (await seen('static')).painted).toBe(true);
    await expect.poll(async () => (await seen('static')).animating).toBe(false);
    const before = await seen('static');
    expect(before.open).toBe(true);
    expect(before.name).toMatch(/^.+, \d+ años$/);
    expect(before.place).toMatch(/^.+ - .+$/);
    expect(before.photo).toMatch(/\/users\/800x1000\//);
    expect(before.priority).toBe('high');
    expect(before.parts.filter((p) => p.what === 'pcard').length).toBeGreaterThanOrEqual(3);
    await expect(page.locator('#root [data-testid="app-ready"]')).toHaveCount(0); // the app's scripts are held
    expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    await screenshot(page, 'static-profile-view-390.png');

    // The static copy goes in the same task as the app's dialog opens with its content (before a frame can
    // paint the dashboard behind), not when the dashboard's cards are in.
    await page.evaluate(() => {
      const box = document.getElementById('static-preview')!;
      new MutationObserver((_, observer) => {
        if (box.isConnected) return;
        const dialog = document.querySelector<HTMLDialogElement>('#root dialog[data-testid="profile-view"]');
        window.__viewAtRelease = Boolean(dialog?.open && dialog.querySelector('.pview__name'));
        observer.disconnect();
      }).observe(document.body, { childList: true });
    });
    // A press on the static menu button, before the app has arrived.
    await page.mouse.click(before.menu!.x + before.menu!.width / 2, before.menu!.y + before.menu!.height / 2);
    releaseScripts();
    await expect(page.getByTestId('profile-view').locator('.pview__name')).toBeVisible();
    await expect(page.locator('#static-preview')).toHaveCount(0);
    expect(await page.evaluate(() => window.__viewAtRelease)).toBe(true);
    const after = await seen('app');
    expect(after.open).toBe(true);
    expect({ ...after, parts: after.parts.map(({ what, text }) => ({ what, text })) }).toMatchObject({
      name: before.name,
      place: before.place,
      photo: before.photo,
      parts: before.parts.map(({ what, text }) => ({ what, text })),
    });
    for (const [i, b] of before.parts.entries())
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(after.parts[i]!.box![k]).toBeCloseTo(b.box![k], 0);
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(after.menu![k]).toBeCloseTo(before.menu![k], 0);
    await expect(page.getByRole('button', { name: 'Más opciones' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem')).toBeVisible();
    expect(await page.evaluate(() => window.__shifts)).toBe(0);
    await screenshot(page, 'app-profile-view-390.png');
  });
});

test.describe('a man reopening a link', () => {
  test.use({ member: { email: 'martin@demo.flechazo.ar', password: 'demo1234' } });

  test("[AUTH-57][PERF] a man's static first screen paints the blue theme before any app script runs, so the hand-over changes no colour", async ({
    page,
  }) => {
    const releaseScripts = await holdAppScriptsAndWatchShifts(page);
    await page.goto('/my-profile', { waitUntil: 'commit' });
    const paint = (where: 'static' | 'app') =>
      page.evaluate((where) => {
        const root = where === 'static' ? window.__FLECHAZO_BOOT__?.preview : document.getElementById('root');
        const bar = root?.querySelector('.me-complete__bar span');
        return bar
          ? {
              bar: getComputedStyle(bar).backgroundImage,
              meta: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
            }
          : null;
      }, where);
    await expect.poll(() => paint('static')).not.toBeNull();
    const before = (await paint('static'))!;
    await expect(page.locator('#root [data-testid="app-ready"]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveClass(/theme-male/);
    expect(before.bar).toContain('rgb(37, 99, 235)');
    expect(before.meta).toBe('#2563eb');
    await screenshot(page, 'static-my-profile-male-390.png');

    releaseScripts();
    await expect(page.getByTestId('my-profile')).toBeVisible();
    await expect(page.locator('#static-preview')).toHaveCount(0);
    expect(await paint('app')).toEqual(before);
    await expect(page.locator('html')).toHaveClass(/theme-male/);
    expect(await page.evaluate(() => window.__shifts)).toBe(0);
  });
});

test.describe('a member', () => {
  test.use({ member: true });

  test("[AUTH-53] a member who opens '/' gets the app at once and lands in the authenticated area", async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(atPath('/dashboard-recent'));
  });

  test("[PERF] a member's session and first dashboard page are asked for by the boot loader, once each, and the app uses those answers", async ({
    page,
  }) => {
    const seen: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (r.method() !== 'OPTIONS' && (u.pathname.startsWith('/v1/') || u.pathname.startsWith('/js/http.')))
        seen.push(u.pathname + u.search);
    });
    await page.goto('/dashboard-recent');
    await expect(page.getByTestId('member-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.filter((p) => p.startsWith('/v1/session'))).toEqual(['/v1/session?id=0']);
    expect(seen.filter((p) => p.startsWith('/v1/dashboard/listing'))).toEqual(['/v1/dashboard/listing/recent?page=0']);
    // The loader's answers were taken by the app (each once), and axios was not needed for them.
    const early = await page.evaluate(() =>
      Object.entries(window.__FLECHAZO_BOOT__?.early?.answers ?? {}).map(([k, v]) => `${k} ${v === undefined ? 'taken' : 'left'}`),
    );
    expect(early).toEqual(['/v1/session?id=0 taken', '/v1/dashboard/listing/recent?page=0 taken']);
    expect(seen.some((p) => p.startsWith('/js/http.'))).toBe(false);
  });

  test("[PERF] a member's first cards show from the early answer before any app script runs; the app takes over in place, with no layout shift, and receives a press made before", async ({
    page,
  }) => {
    // The app's scripts are held until the static dashboard has been looked at and pressed.
    const releaseScripts = await holdAppScriptsAndWatchShifts(page);
    await page.goto('/dashboard-recent', { waitUntil: 'commit' });
    // The static copy sits in a closed shadow root, which no locator enters (the loader hands it over for
    // tests): a card, its photo, its 'Ver el perfil' button and where they are.
    const staticCard = (i: number) =>
      page.evaluate((i) => {
        const card = window.__FLECHAZO_BOOT__?.preview?.querySelectorAll<HTMLElement>('[data-testid="member-card"]')[i];
        if (!card) return null;
        const rect = (el: Element) => {
          const { x, y, width, height } = el.getBoundingClientRect();
          return { x, y, width, height };
        };
        const img = card.querySelector('img');
        const open = card.querySelector('.mcard__open');
        return {
          id: card.dataset.memberId,
          nick: card.getAttribute('aria-label'),
          box: rect(card),
          open: open ? rect(open) : null,
          photo: Boolean(img?.complete && img.naturalWidth > 0 && img.checkVisibility()),
        };
      }, i);
    await expect.poll(async () => (await staticCard(0))?.photo).toBe(true);
    // A picture of the app, not a second one: page locators find no card before the app's own.
    await expect(page.getByTestId('member-card')).toHaveCount(0);
    await expect(page.locator('#root [data-testid="app-ready"]')).toHaveCount(0); // the app's scripts are held
    expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    const first = (await staticCard(0))!;
    const second = (await staticCard(1))!;
    await screenshot(page, 'static-dashboard-390.png');
    expect(second.open).not.toBeNull();
    await page.mouse.click(second.open!.x + second.open!.width / 2, second.open!.y + second.open!.height / 2);
    const { id } = second;

    releaseScripts();
    const modal = page.getByTestId('profile-view');
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?modal=profile-view&id=${id}$`));
    await expect(page.locator('#static-preview')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    const appBox = (await page.getByTestId('member-card').first().boundingBox())!;
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(appBox[k]).toBeCloseTo(first.box[k], 0);
    expect(await page.evaluate(() => window.__shifts)).toBe(0);
  });

  test("[PERF][SRCH-08][SRCH-11] a member reopening their search results sees the first cards from the boot loader's early POST of the saved search before any app script runs; the app takes that answer, takes over in place with no layout shift, and receives a press made before", async ({
    page,
  }) => {
    // The saved search the search modal stored (SRCH-08): the loader builds the app's very body from it.
    await page.addInitScript(() =>
      localStorage.setItem(
        'flechazo.search',
        JSON.stringify({ isAdvanced: false, apodo: '', id_provincia: 0, id_localidad: 0, distancia: 0, edad_min: 25, edad_max: 45 }),
      ),
    );
    const posts: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/v1/dashboard/search') posts.push(`${r.method()} ${r.postData() ?? ''}`);
    });
    // The app's scripts are held until the static results have been looked at and pressed.
    const releaseScripts = await holdAppScriptsAndWatchShifts(page);
    await page.goto('/search-results', { waitUntil: 'commit' });
    // The static copy sits in a closed shadow root, which no locator enters (the loader hands it over for tests).
    const staticCard = (i: number) =>
      page.evaluate((i) => {
        const card = window.__FLECHAZO_BOOT__?.preview?.querySelectorAll<HTMLElement>('[data-testid="member-card"]')[i];
        if (!card) return null;
        const rect = (el: Element) => {
          const { x, y, width, height } = el.getBoundingClientRect();
          return { x, y, width, height };
        };
        const img = card.querySelector('img');
        const open = card.querySelector('.mcard__open');
        return {
          id: card.dataset.memberId,
          box: rect(card),
          open: open ? rect(open) : null,
          photo: Boolean(img?.complete && img.naturalWidth > 0 && img.checkVisibility()),
        };
      }, i);
    await expect.poll(async () => (await staticCard(0))?.photo).toBe(true);
    const heading = await page.evaluate(() => window.__FLECHAZO_BOOT__?.preview?.querySelector('.sresults__title')?.textContent);
    expect(heading).toBe('Tu búsqueda');
    // A picture of the app, not a second one: page locators find no card before the app's own.
    await expect(page.getByTestId('member-card')).toHaveCount(0);
    await expect(page.locator('#root [data-testid="app-ready"]')).toHaveCount(0); // the app's scripts are held
    expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    const first = (await staticCard(0))!;
    const second = (await staticCard(1))!;
    await screenshot(page, 'static-search-results-390.png');
    expect(second.open).not.toBeNull();
    await page.mouse.click(second.open!.x + second.open!.width / 2, second.open!.y + second.open!.height / 2);
    const { id } = second;

    releaseScripts();
    const modal = page.getByTestId('profile-view');
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?modal=profile-view&id=${id}$`));
    await expect(page.locator('#static-preview')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    const appBox = (await page.getByTestId('member-card').first().boundingBox())!;
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(appBox[k]).toBeCloseTo(first.box[k], 0);
    expect(await page.evaluate(() => window.__shifts)).toBe(0);
    await screenshot(page, 'app-search-results-390.png');
    // One POST of the filters, the loader's, whose answer the app took (OPEN-15: never a GET here).
    await page.waitForLoadState('networkidle');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^POST \{"altura":"","apodo":"",.*"edad_max":45,"edad_min":25,/);
    const early = await page.evaluate(() =>
      Object.entries(window.__FLECHAZO_BOOT__?.early?.answers ?? {}).map(([k, v]) => `${k} ${v === undefined ? 'taken' : 'left'}`),
    );
    expect(early).toContain('POST /v1/dashboard/search taken');
  });

  test("[PERF] a member's first-screen scripts ask V8 to compile them as they stream in; a chunk loaded later does not", async ({
    page,
  }) => {
    const firstLines: Promise<[string, string]>[] = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.request().resourceType() === 'script' && path.startsWith('/js/'))
        firstLines.push(r.text().then((t): [string, string] => [path, t.split('\n', 1)[0] ?? '']));
    });
    await page.goto('/dashboard-recent');
    await expect(page.getByTestId('member-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const lines = new Map((await Promise.all(firstLines)).map(([path, line]) => [path.replace(/\.[0-9a-f]{8}\.js$/, ''), line]));
    const hinted = (name: string) => lines.get(name) === '//# allFunctionsCalledOnLoad';
    // The entry's scripts and the first screen's chunks (webpack.config.js EARLY_CHUNKS: the shell, the dashboard).
    expect(['/js/runtime', '/js/react', '/js/main', '/js/app-shell', '/js/dashboard'].filter((name) => !hinted(name))).toEqual([]);
    // The realtime connection's client arrives after the first screen: compiled lazily, as usual.
    expect(lines.has('/js/realtime-worker')).toBe(true);
    expect(hinted('/js/realtime-worker')).toBe(false);
  });
});

test("[SHELL-27] an unknown path redirects to '/'", async ({ page }) => {
  await page.goto('/no-such-page');
  await waitForApp(page);
  await expect(page).toHaveURL(atPath('/'));
});

test('[SHELL-52] a landscape viewport wider than 500 px shows the rotate-device overlay', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.setViewportSize({ width: 900, height: 400 });
  await expect(page.getByTestId('landscape-overlay')).toBeVisible();
  await screenshot(page, 'landscape-900x400.png');
});
