/**
 * The prerendered home (index.html's <template id="static-home">) is the app's own first render of '/':
 * the boot loader replays a press by the position of the link or button, so both must list the same
 * ones in the same order.
 */
import { screen, waitFor } from '@testing-library/react';
import { demoFirstScreen, runBootLoader } from '@/test/boot';
import { renderApp, signInStored } from '@/test/utils';
import { renderFirstScreen, renderStaticHome } from './prerender';

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
    runBootLoader('/dashboard-recent', { firstScreens: [demoFirstScreen('dashboard', { waitMs: 60_000 })] });
    const preview = () => window.__FLECHAZO_BOOT__?.preview;
    await waitFor(() => expect(preview()?.querySelectorAll('[data-member-id]').length).toBeGreaterThanOrEqual(2));
    const staticCards = [...preview()!.querySelectorAll('[data-member-id]')].map(canonical);
    page.remove();

    renderApp('/dashboard-recent');
    const appCards = await screen.findAllByTestId('member-card', {}, { timeout: 10000 });
    expect(staticCards).toEqual(appCards.slice(0, staticCards.length).map(canonical));
  });
});
