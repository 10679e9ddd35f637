/**
 * The prerendered home (index.html's <template id="static-home">) is the app's own first render of '/':
 * the boot loader replays a press by the position of the link or button, so both must list the same
 * ones in the same order.
 */
import { screen, waitFor } from '@testing-library/react';
import { demoFirstScreen, runBootLoader } from '@/test/boot';
import { renderApp, signInStored } from '@/test/utils';
import { useContractMode } from '@/test/contract';
import { renderFirstScreen, renderStaticHome } from './prerender';
// The messages list's renderer, which production loads as its own script on its route.
import './loader/screens/messages.script';

const pressables = (root: ParentNode) =>
  [...root.querySelectorAll('a[href],button')].map(
    (el) => `${el.tagName} ${el.getAttribute('href') ?? ''} ${el.textContent?.trim() ?? ''}`,
  );

describe('prerendered home', () => {
  it('[SHELL-01] renders the app home with the same links and buttons, in the same order, as the app', async () => {
    const html = await renderStaticHome();
    const staticRoot = document.createElement('div');
    staticRoot.innerHTML = html;
    expect(staticRoot.querySelector('[data-testid="home"] h1')).toHaveTextContent('Conocé gente real cerca tuyo');

    renderApp('/');
    const home = await screen.findByTestId('home', {}, { timeout: 10000 });
    const appRoot = home.closest('[data-testid="app-ready"]')!;
    expect(pressables(staticRoot)).toEqual(pressables(appRoot));
    expect(pressables(staticRoot).length).toBeGreaterThanOrEqual(6);
  });
});

/** An element as markup with its attributes in name order (React and the parser order them differently). */
function canonical(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attrs = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort();
  return `<${node.localName} ${attrs.join(' ')}>${[...node.childNodes].map(canonical).join('')}</${node.localName}>`;
}

describe('prerendered dashboard', () => {
  afterEach(() => {
    delete window.__FLECHAZO_BOOT__;
    document.documentElement.className = '';
  });

  it("[PERF] filled by the boot loader from the API's answer, its cards are the app's own first cards, to the attribute", async () => {
    await signInStored('sofia');
    const template = await renderFirstScreen('dashboard');
    const page = document.createElement('div');
    page.innerHTML = `<div id="root"></div><template id="static-dashboard">${template}</template>`;
    document.body.append(page);
    runBootLoader('/dashboard-recent', { firstScreens: [demoFirstScreen('dashboard')] });
    const preview = () => window.__FLECHAZO_BOOT__?.preview;
    await waitFor(() => expect(preview()?.querySelectorAll('[data-member-id]').length).toBeGreaterThanOrEqual(2));
    const staticCards = [...preview()!.querySelectorAll('[data-member-id]')].map(canonical);
    page.remove();

    renderApp('/dashboard-recent');
    const appCards = await screen.findAllByTestId('member-card', {}, { timeout: 10000 });
    expect(staticCards).toEqual(appCards.slice(0, staticCards.length).map(canonical));
  });
});

describe('prerendered messages list', () => {
  afterEach(() => {
    delete window.__FLECHAZO_BOOT__;
    document.documentElement.className = '';
  });
  // This loader's runtime-config.js is its own, not the one an earlier test's loader added.
  beforeEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

  /** A row without its photo (the static copy leaves the box empty: the app loads the photo once the row is in view). */
  const row = (li: Element) => {
    const copy = li.cloneNode(true) as Element;
    for (const box of copy.querySelectorAll('[data-testid="profile-image"]')) box.replaceChildren();
    for (const box of copy.querySelectorAll('[data-testid="profile-image"]')) box.setAttribute('class', 'pimg');
    return canonical(copy);
  };

  it.each([
    ['the demo', 'demo'],
    ["the contract's other reading (a bare list, ids as digit strings)", 'other-reading'],
  ] as const)(
    "[PERF][MSG-03] %s: filled by the boot loader from the API's answer, its rows are the app's own rows (name, date, last message or lock, unread badge), to the attribute, and the app's rows take over in one commit",
    async (_name, reading) => {
      if (reading === 'other-reading') useContractMode('other-reading');
      await signInStored('sofia');
      const template = await renderFirstScreen('messages');
      const page = document.createElement('div');
      page.innerHTML = `<div id="root"></div><template id="static-messages">${template}</template>`;
      document.body.append(page);
      runBootLoader('/message-received', { firstScreens: [demoFirstScreen('messages')] });
      const preview = () => window.__FLECHAZO_BOOT__?.preview;
      await waitFor(() => expect(preview()?.querySelectorAll('.chat-row').length).toBeGreaterThanOrEqual(2));
      const staticRows = [...preview()!.querySelectorAll('.chat-row')].map(row);
      expect(staticRows.join('')).not.toContain('@@');
      // The whole first screen: locked chats, unread badges and the system senders' chats included.
      expect(staticRows.length).toBe(10);
      for (const part of ['chat-row__locked', 'chat-row__badge', 'sys-avatar']) expect(staticRows.join('')).toContain(part);
      page.remove();
      // The app's list releases the static copy in the same commit as its rows (no flash of a skeleton).
      const boot = window.__FLECHAZO_BOOT__!;
      const release = boot.releaseStaticPreview!;
      const rowsAtRelease: number[] = [];
      boot.releaseStaticPreview = () => {
        rowsAtRelease.push(document.querySelectorAll('[data-testid="chat-row"]').length);
        release();
      };

      renderApp('/message-received');
      const appRows = await screen.findAllByTestId('chat-row', {}, { timeout: 10000 });
      expect(staticRows).toEqual(appRows.slice(0, staticRows.length).map(row));
      await waitFor(() => expect(rowsAtRelease).toEqual([appRows.length]));
    },
  );
});

describe('prerendered conversation', () => {
  afterEach(() => {
    delete window.__FLECHAZO_BOOT__;
    document.documentElement.className = '';
  });
  beforeEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

  it("[PERF][MSG-15][MSG-16] filled by the boot loader from the API's answer, its header and bubbles are the app's own (text, video call, photos), to the attribute, and the app's dialog opens as the static copy goes", async () => {
    await import('./loader/screens/conversation.script');
    await signInStored('valentina');
    const template = await renderFirstScreen('conversation');
    const page = document.createElement('div');
    page.innerHTML = `<div id="root"></div><template id="static-conversation">${template}</template>`;
    document.body.append(page);
    const path = '/message-received?modal=message-view&id=238';
    runBootLoader(path, { firstScreens: [demoFirstScreen('conversation', { config: { IMAGE_HOST: 'http://localhost:8081/img' } })] });
    const preview = () => window.__FLECHAZO_BOOT__?.preview;
    await waitFor(() => expect(preview()?.querySelectorAll('[data-testid="msg"]').length).toBeGreaterThanOrEqual(3));
    const part = (root: ParentNode, sel: string) => [...root.querySelectorAll(sel)].map(canonical);
    // The static text box takes no typing (a press on it is replayed on the app's).
    preview()!.querySelector('textarea')!.removeAttribute('readonly');
    const staticBubbles = part(preview()!, '.chat-msgs > li');
    const staticHead = part(preview()!, '.chat-head');
    const staticInput = part(preview()!, '.chat-input');
    expect(staticBubbles.join('')).not.toContain('@@');
    expect(staticBubbles.join('')).toContain('photo-blurred');
    page.remove();
    const boot = window.__FLECHAZO_BOOT__!;
    const release = boot.releaseStaticPreview!;
    const atRelease: { bubbles: number; open: boolean }[] = [];
    boot.releaseStaticPreview = () => {
      const dialog = document.querySelector<HTMLDialogElement>('dialog[data-testid="message-view"]');
      atRelease.push({ bubbles: dialog?.querySelectorAll('[data-testid="msg"]').length ?? 0, open: Boolean(dialog?.open) });
      release();
    };

    renderApp(path);
    const dialog = await screen.findByTestId('message-view', {}, { timeout: 10000 });
    await waitFor(() => expect(dialog.querySelectorAll('[data-testid="msg"]').length).toBe(staticBubbles.length));
    expect(part(dialog, '.chat-msgs > li')).toEqual(staticBubbles);
    expect(part(dialog, '.chat-head')).toEqual(staticHead);
    expect(part(dialog, '.chat-input')).toEqual(staticInput);
    await waitFor(() => expect(atRelease).toEqual([{ bubbles: staticBubbles.length, open: true }]));
  });
});

describe("prerendered member's shell", () => {
  afterEach(() => {
    delete window.__FLECHAZO_BOOT__;
    document.documentElement.className = '';
  });
  beforeEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

  it.each([
    ['the demo', 'demo'],
    ["the contract's other reading", 'other-reading'],
  ] as const)(
    "[SHELL-45][SHELL-47][SHELL-49] %s: a member with unread messages who plays the like game: the static copy's toolbar, filled from the session answer, is the app's first toolbar, to the attribute",
    async (_name, reading) => {
      if (reading === 'other-reading') useContractMode('other-reading');
      await signInStored('valentina');
      const template = await renderFirstScreen('messages');
      const page = document.createElement('div');
      page.innerHTML = `<div id="root"></div><template id="static-messages">${template}</template>`;
      document.body.append(page);
      runBootLoader('/message-received', { firstScreens: [demoFirstScreen('messages')] });
      const preview = () => window.__FLECHAZO_BOOT__?.preview;
      await waitFor(() => expect(preview()?.querySelector('[data-testid="toolbar"]')).toBeTruthy(), { timeout: 5000 });
      const staticToolbar = canonical(preview()!.querySelector('[data-testid="toolbar"]')!);
      // Valentina plays the like game and has unread messages (the demo's data).
      for (const part of ['count-badge', 'aria-label="¿Quién te gusta más?"', 'sin leer']) expect(staticToolbar).toContain(part);
      page.remove();

      renderApp('/message-received');
      await screen.findAllByTestId('chat-row', {}, { timeout: 10000 });
      expect(staticToolbar).toEqual(canonical(screen.getByTestId('toolbar')));
    },
  );
});
