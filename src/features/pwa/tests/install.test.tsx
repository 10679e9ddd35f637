/** Installing the app (PWA-08..11), driven as a member would: the real app, store and sagas. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInStored } from '@/test/utils';
import { captureInstallPrompt, forgetInstallPrompt, INSTALLED_KEY } from '../install-capture';

captureInstallPrompt();

/** A browser install event as Chromium fires it; `outcome` is the member's choice in the browser's dialog. */
function fireInstallEvent(outcome: 'accepted' | 'dismissed') {
  const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: jest.Mock;
    userChoice: Promise<{ outcome: string }>;
  };
  e.prompt = jest.fn(() => Promise.resolve());
  e.userChoice = Promise.resolve({ outcome });
  act(() => {
    window.dispatchEvent(e);
  });
  return e;
}

let standalone = false;
beforeEach(() => {
  standalone = false;
  forgetInstallPrompt();
  delete window.dataLayer;
  window.matchMedia = jest.fn((q: string) => ({
    matches: standalone && q.includes('display-mode: standalone'),
    media: q,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
});

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Abrir menú' }, { timeout: 5000 }));
  return screen.getByRole('navigation', { name: 'Menú principal' });
}

/** Sofía's dashboard, loaded, then the browser's install event (to be accepted). */
async function dashboardWithInstallEvent() {
  const user = userEvent.setup();
  await signInStored('sofia');
  const app = renderApp('/dashboard-recent');
  await screen.findAllByTestId('member-card', {}, { timeout: 5000 });
  return { ...app, user, event: fireInstallEvent('accepted') };
}

describe('installing the app', () => {
  it('[PWA-08] the browser install event is kept (no mini-infobar) and offered later from the menu and the install page', async () => {
    const { user, router, event: e } = await dashboardWithInstallEvent();
    expect(e.defaultPrevented).toBe(true);
    expect(e.prompt).not.toHaveBeenCalled(); // kept, not shown at once
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'Instalar la app' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-to-home-screen'));
    const page = await screen.findByTestId('install-page', {}, { timeout: 8000 }); // cold: the lazy screen's first transform
    expect(within(page).getByRole('heading', { name: 'Tené Flechazo en tu pantalla de inicio' })).toBeInTheDocument();
    await user.click(within(page).getByRole('button', { name: 'Instalar la app' }));
    await waitFor(() => expect(e.prompt).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['standalone', () => (standalone = true)],
    ['already installed', () => localStorage.setItem(INSTALLED_KEY, '1')],
  ])('[PWA-09] %s: installing is not offered (no menu entry)', async (_name, arrange) => {
    arrange();
    const { user } = await dashboardWithInstallEvent();
    const menu = await openMenu(user);
    expect(within(menu).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Instalar la app' })).toBeNull();
  });

  it('[PWA-09] the app installed from elsewhere (appinstalled) stops offering it', async () => {
    const { user } = await dashboardWithInstallEvent();
    let menu = await openMenu(user);
    expect(within(menu).getByRole('link', { name: 'Instalar la app' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    menu = screen.getByRole('navigation', { name: 'Menú principal' });
    await waitFor(() => expect(within(menu).queryByRole('link', { name: 'Instalar la app' })).toBeNull());
    expect(localStorage.getItem(INSTALLED_KEY)).toBe('1');
  });

  it.each([
    ['accepted', 'accepted'],
    ['dismissed', 'cancelled'],
  ] as const)("[PWA-10] the browser's answer '%s' is tracked as %s", async (choice, tracked) => {
    const user = userEvent.setup();
    await signInStored('sofia');
    const e = fireInstallEvent(choice);
    const { router } = renderApp('/add-to-home-screen');
    const page = await screen.findByTestId('install-page', {}, { timeout: 5000 });
    await user.click(await within(page).findByRole('button', { name: 'Instalar la app' }));
    await waitFor(() => expect(window.dataLayer).toContainEqual({ event: 'add_to_home_screen', outcome: tracked }));
    expect(e.prompt).toHaveBeenCalledTimes(1);
    expect((window.dataLayer ?? []).filter((x) => (x as { event?: string }).event === 'add_to_home_screen')).toHaveLength(1);
    if (tracked === 'accepted') expect(await screen.findByText('¡Listo! Flechazo ya está en tu pantalla de inicio.')).toBeInTheDocument();
    else await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'));
  });

  it('[PWA-11] the install page says it is checking, then redirects to the recent dashboard when installing is not possible', async () => {
    await signInStored('sofia');
    const { router } = renderApp('/add-to-home-screen');
    const page = await screen.findByTestId('install-page', {}, { timeout: 5000 });
    expect(page).toHaveAttribute('aria-busy', 'true');
    // While it waits, the page says what it is doing (not a bare spinner).
    expect(within(page).getByRole('status')).toHaveTextContent('Fijándonos si podés instalar Flechazo en este dispositivo…');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), { timeout: 4000 });
  });

  it('[PWA-11] standalone: the install page redirects even with an install event kept', async () => {
    standalone = true;
    await signInStored('sofia');
    fireInstallEvent('accepted');
    const { router } = renderApp('/add-to-home-screen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), { timeout: 5000 });
  });

  it('[PWA-11] [PWA-08] an install event that arrives a moment after the page loads is still offered', async () => {
    await signInStored('sofia');
    const { router } = renderApp('/add-to-home-screen');
    await screen.findByTestId('install-page', {}, { timeout: 5000 });
    fireInstallEvent('accepted');
    expect(await screen.findByRole('button', { name: 'Instalar la app' })).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 1800)));
    expect(router.state.location.pathname).toBe('/add-to-home-screen');
  });
});
