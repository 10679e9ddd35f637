/**
 * The prerendered home (index.html's <template id="static-home">) is the app's own first render of '/':
 * the boot loader replays a press by the position of the link or button, so both must list the same
 * ones in the same order.
 */
import { screen } from '@testing-library/react';
import { renderApp } from '@/test/utils';
import { renderStaticHome } from './prerender-home';

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
