/**
 * The authenticated shell as a member sees it: toolbar, side menu, dialogs, overlays, server error.
 * Real store, sagas, routes and the demo API through msw.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { take } from '@/store/effects';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, signInStored } from '@/test/utils';
import { SESSION_STORAGE_KEY } from '@/features/session';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/mocks/handlers';
import { alertShown, optionListShown, serverErrorRaised } from '../slice';
import { versionString } from '@/shared/config/env';

async function memberAt(path: string, account: 'sofia' | 'martin' | 'valentina' = 'sofia') {
  await signInStored(account);
  const app = renderApp(path);
  await screen.findByTestId('toolbar');
  return app;
}

const menu = () => screen.getByRole('navigation', { name: 'Menú principal' });
/** Opens the side menu from the toolbar, as a member does (its contents are built on first open). */
async function openMenu() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Abrir menú' }));
  return within(menu());
}

describe('side menu', () => {
  it('[SHELL-35] lists the entries in the spec order', async () => {
    await memberAt('/dashboard-recent', 'valentina');
    const labels = (await openMenu()).getAllByRole('listitem').map((li) => li.textContent?.replace(/\d+.*$/, '').trim());
    expect(labels).toEqual([
      'Inicio',
      'Se gustan',
      'Recomendados',
      'Visitas',
      'Suscribite',
      'Mi perfil',
      'Mi cuenta',
      'arrepentimiento',
      'Cerrar sesión',
      'Ayuda',
    ]);
  });

  it('[SHELL-36] shows the counters of new matches and new visits', async () => {
    const { store } = await memberAt('/dashboard-recent');
    act(() => {
      store.dispatch({ type: 'session/countersUpdated', payload: { matches: 3, visits: 7 } });
    });
    const m = await openMenu();
    expect(m.getByRole('link', { name: /Se gustan.*3 nuevos/ })).toBeInTheDocument();
    expect(m.getByRole('link', { name: /Visitas.*7 nuevos/ })).toBeInTheDocument();
  });

  it('[SHELL-37] [SHELL-39] shows Recomendados and arrepentimiento only when the profile allows them', async () => {
    await memberAt('/dashboard-recent', 'sofia');
    const m = await openMenu();
    expect(m.getByRole('link', { name: 'Mi perfil' })).toBeInTheDocument();
    expect(m.queryByText('Recomendados')).toBeNull();
    expect(m.queryByText('arrepentimiento')).toBeNull();
  });

  it('[SHELL-37] [SHELL-39] the premium member sees both, going to /recomendados and /refund', async () => {
    await memberAt('/dashboard-recent', 'valentina');
    const m = await openMenu();
    expect(m.getByRole('link', { name: 'Recomendados' })).toHaveAttribute('href', '/recomendados');
    expect(m.getByRole('link', { name: 'arrepentimiento' })).toHaveAttribute('href', '/refund');
  });

  it('[SHELL-50] [SHELL-43] [SHELL-44] opens from the toolbar, locks page scroll, and closes on navigation', async () => {
    const user = userEvent.setup();
    const { router } = await memberAt('/dashboard-recent');
    expect(screen.getByTestId('side-menu')).not.toHaveClass('side-menu--open');
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(screen.getByTestId('side-menu')).toHaveClass('side-menu--open');
    expect(document.body).toHaveClass('scroll-locked');
    await user.click(within(menu()).getByRole('link', { name: 'Mi perfil' }));
    expect(router.state.location.pathname).toBe('/my-profile');
    expect(screen.getByTestId('side-menu')).not.toHaveClass('side-menu--open');
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('[SHELL-43] closes with Escape', async () => {
    const user = userEvent.setup();
    await memberAt('/dashboard-recent');
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('side-menu')).not.toHaveClass('side-menu--open');
  });

  it('[SHELL-43] the menu is built the first time it opens and stays built while it slides out', async () => {
    await memberAt('/dashboard-recent');
    expect(within(menu()).queryAllByRole('link')).toHaveLength(0);
    const m = await openMenu();
    expect(m.getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.getByTestId('side-menu')).not.toHaveClass('side-menu--open');
    expect(m.getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('[SHELL-43] [PERF] where the browser has idle time, the menu is built in it, closed and out of reach, so the tap only opens it', async () => {
    const idle: IdleRequestCallback[] = [];
    const w = window as { requestIdleCallback?: (cb: IdleRequestCallback) => number };
    w.requestIdleCallback = (cb) => idle.push(cb);
    try {
      await memberAt('/dashboard-recent');
      expect(within(menu()).queryAllByRole('link')).toHaveLength(0);
      await waitFor(() => expect(idle.length).toBeGreaterThan(0));
      await act(async () => idle.splice(0).forEach((cb) => cb({ didTimeout: false, timeRemaining: () => 50 })));
      // Built while closed: in the page, but inert (no focus, no screen reader) until it opens.
      expect(screen.getByTestId('side-menu')).not.toHaveClass('side-menu--open');
      expect(within(menu()).getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
      expect(screen.getByTestId('side-menu')).toHaveAttribute('inert');
      const m = await openMenu();
      expect(screen.getByTestId('side-menu')).not.toHaveAttribute('inert');
      expect(m.getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    } finally {
      delete w.requestIdleCallback;
    }
  });

  it('[SHELL-44] the open menu keeps the focus: Tab from its last entry comes back to its first, Shift+Tab the other way', async () => {
    const user = userEvent.setup();
    await memberAt('/dashboard-recent');
    await openMenu();
    const items = [...menu().querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const first = items[0] as HTMLElement;
    const last = items[items.length - 1] as HTMLElement;
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
  });

  it('[SHELL-43] [PERF] focus moves into the menu after the frame that shows it opening, not inside the tap (issue 32)', async () => {
    await memberAt('/dashboard-recent');
    const opener = screen.getByRole('button', { name: 'Abrir menú' });
    opener.focus();
    // A tap, handled whole in one go: focusing inside it would make the browser lay the opened menu out
    // there and then, before the frame that shows it.
    fireEvent.click(opener);
    expect(screen.getByTestId('side-menu')).toHaveClass('side-menu--open');
    expect(opener).toHaveFocus();
    const first = menu().querySelector<HTMLElement>('a[href], button') as HTMLElement;
    await waitFor(() => expect(first).toHaveFocus());
  });

  it('[SHELL-43] a menu closed before its first frame does not take the focus', async () => {
    await memberAt('/dashboard-recent');
    const opener = screen.getByRole('button', { name: 'Abrir menú' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('side-menu')).not.toHaveClass('side-menu--open');
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(opener).toHaveFocus();
  });

  it('[SHELL-35] the menu header shows the member avatar next to the nickname', async () => {
    await memberAt('/dashboard-recent');
    await openMenu();
    expect(menu().querySelector('.side-menu__head .side-menu__avatar img')).not.toBeNull();
  });

  it('[SHELL-38] Suscribite opens the paywall modal on the current page', async () => {
    const user = userEvent.setup();
    const { router } = await memberAt('/dashboard-online');
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(within(menu()).getByRole('button', { name: 'Suscribite' }));
    expect(router.state.location.pathname).toBe('/dashboard-online');
    expect(new URLSearchParams(router.state.location.search).get('modal')).toBe('pay-wall');
  });

  it('[SHELL-40] [AUTH-64] Cerrar sesión clears storage and state but the locations, and goes home', async () => {
    const user = userEvent.setup();
    const { store, router } = await memberAt('/dashboard-recent');
    localStorage.setItem('flechazo.search', '{"x":1}');
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(within(menu()).getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByTestId('home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.status).toBe('anonymous');
    expect(store.getState().session.token).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('flechazo.search')).toBeNull();
    expect(store.getState().locations.provinces.length).toBe(24);
  });

  it('[SHELL-41] Ayuda opens the external help centre in a new tab', async () => {
    await memberAt('/dashboard-recent');
    const help = (await openMenu()).getByRole('link', { name: 'Ayuda' });
    expect(help).toHaveAttribute('href', 'https://ayuda.flechazo.com.ar');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('[SHELL-42] shows the version 1.2.0 with its build stamp', async () => {
    await memberAt('/dashboard-recent');
    await openMenu();
    expect(screen.getByTestId('app-version')).toHaveTextContent(`Versión ${versionString}`);
    expect(versionString).toMatch(/^1\.2\.0 \(\d{8}\.[\w]+\)$/);
  });
});

describe('top toolbar', () => {
  it('[SHELL-45] shows logo, title, search, messages and menu in that order', async () => {
    await memberAt('/dashboard-recent');
    const bar = screen.getByTestId('toolbar');
    const controls = Array.from(bar.querySelectorAll('a, button, h1')).map((el) => el.getAttribute('aria-label') ?? el.textContent);
    expect(controls).toEqual([
      'Ir al inicio',
      'Recientes',
      '¿Quién te gusta más?',
      'Buscar',
      expect.stringMatching(/^Mensajes/),
      'Abrir menú',
    ]);
  });

  it('[SHELL-47] the like-game button shows only with like_game and opens the like-game modal', async () => {
    const user = userEvent.setup();
    const { router } = await memberAt('/dashboard-recent', 'valentina');
    await user.click(screen.getByRole('button', { name: '¿Quién te gusta más?' }));
    expect(new URLSearchParams(router.state.location.search).get('modal')).toBe('like-game');
  });

  it('[SHELL-47] has no like-game button without like_game', async () => {
    await memberAt('/dashboard-recent', 'martin');
    expect(screen.queryByRole('button', { name: '¿Quién te gusta más?' })).toBeNull();
  });

  it('[SHELL-46] the logo goes to the recent dashboard', async () => {
    const user = userEvent.setup();
    const { router } = await memberAt('/dashboard-new');
    await user.click(within(screen.getByTestId('toolbar')).getByRole('link', { name: 'Ir al inicio' }));
    expect(router.state.location.pathname).toBe('/dashboard-recent');
  });

  it('[SHELL-48] search opens the search modal', async () => {
    const user = userEvent.setup();
    const { router } = await memberAt('/dashboard-recent');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(router.state.location.search).toBe('?modal=search');
  });

  it('[SHELL-49] messages shows the unread counter and opens the message list', async () => {
    const user = userEvent.setup();
    const { store, router } = await memberAt('/dashboard-recent');
    act(() => {
      store.dispatch({ type: 'session/countersUpdated', payload: { messages: 4 } });
    });
    const link = screen.getByRole('link', { name: 'Mensajes, 4 sin leer' });
    expect(within(link).getByText('4')).toBeInTheDocument();
    await user.click(link);
    expect(router.state.location.pathname).toBe('/message-received');
  });
});

describe('modals and dialogs', () => {
  it('[SHELL-29] [SHELL-30] a modal opens on the current path with ?modal= and closes with Back', async () => {
    const user = userEvent.setup();
    const { router } = await memberAt('/dashboard-recent');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(router.state.location.pathname).toBe('/dashboard-recent');
    expect(router.state.location.search).toBe('?modal=search');
    expect(await screen.findByTestId('search-modal')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('search-modal')).toBeNull();
  });

  it('[SHELL-33] the generic alert offers confirm and cancel, or a single close button', async () => {
    const user = userEvent.setup();
    const { store } = await memberAt('/dashboard-recent');
    act(() => {
      store.dispatch(
        alertShown({
          title: { key: 'serverError.title' },
          text: { key: 'offline' },
          buttons: [{ label: { key: 'actions.cancel' } }, { label: { key: 'actions.confirm' }, action: { type: 'test/confirmed' } }],
        }),
      );
    });
    const dialog = screen.getByTestId('alert-dialog');
    expect(within(dialog).getByRole('heading', { name: '¡Oops!' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(store.getState().shell.alert).toBeNull();

    act(() => {
      store.dispatch(alertShown({ text: { key: 'offline' }, buttons: [{ label: { key: 'actions.close' } }] }));
    });
    expect(within(screen.getByTestId('alert-dialog')).getAllByRole('button')).toHaveLength(1);
  });

  it('[SHELL-34] the option-list dialog has "Cancelar", which closes it without choosing', async () => {
    const user = userEvent.setup();
    const { store } = await memberAt('/dashboard-recent');
    act(() => {
      store.dispatch(
        optionListShown({ title: { key: 'menu.label' }, options: [{ label: { key: 'menu.home' }, action: { type: 'test/home' } }] }),
      );
    });
    await user.click(within(screen.getByTestId('option-list-dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(store.getState().shell.optionList).toBeNull();
    expect(screen.queryByRole('button', { name: 'Inicio', hidden: false })).toBeNull();
  });

  it('[SHELL-34] the option-list dialog lets the member pick one option', async () => {
    const user = userEvent.setup();
    const { store } = await memberAt('/dashboard-recent');
    const picked = store
      .runSaga(function* waitForPick() {
        return yield* take('test/account');
      })
      .toPromise();
    act(() => {
      store.dispatch(
        optionListShown({
          title: { key: 'menu.label' },
          options: [
            { label: { key: 'menu.home' }, action: { type: 'test/home' } },
            { label: { key: 'menu.myAccount' }, action: { type: 'test/account' } },
          ],
        }),
      );
    });
    await user.click(within(screen.getByTestId('option-list-dialog')).getByRole('button', { name: 'Mi cuenta' }));
    await expect(picked).resolves.toEqual({ type: 'test/account' });
    expect(store.getState().shell.optionList).toBeNull();
  });

  it('[SHELL-31] while a dialog is open, navigation closes it and is stopped', async () => {
    const { store, router } = await memberAt('/dashboard-recent');
    act(() => {
      store.dispatch(alertShown({ text: { key: 'offline' }, buttons: [{ label: { key: 'actions.close' } }] }));
    });
    await act(() => router.navigate('/my-account'));
    expect(router.state.location.pathname).toBe('/dashboard-recent');
    expect(store.getState().shell.alert).toBeNull();
  });
});

describe('server error and overlays', () => {
  it('[API-15] [SHELL-06] a 500 shows ¡Oops!, the message and Volver, which reloads /', async () => {
    const user = userEvent.setup();
    await signInStored('sofia');
    server.use(http.get(apiUrl('/v1/session'), () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const { router, browser } = renderApp('/dashboard-recent');
    expect(await screen.findByRole('heading', { name: '¡Oops!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/server-error');
    expect(screen.getByText('Se ha producido un error en la conexión. Volvé a intentarlo mas tarde.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(browser.reloads).toEqual(['/']);
    // The stored session survives, so the reload restores it.
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('[API-12] the server-error flag raised anywhere leads to /server-error', async () => {
    const { store, router } = await memberAt('/dashboard-recent');
    act(() => {
      store.dispatch(serverErrorRaised());
    });
    expect(await screen.findByTestId('server-error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/server-error');
  });

  it('[SHELL-52] the landscape overlay is in the page, shown by CSS on a wide, short window', async () => {
    await memberAt('/dashboard-recent');
    const overlay = screen.getByTestId('landscape-overlay');
    expect(overlay).toHaveTextContent('Girá tu teléfono');
    // The rule itself: wider than tall, above 500 px wide (and short, i.e. a phone on its side).
    const css = readFileSync(join(__dirname, '../components/shell.css'), 'utf8');
    expect(css).toMatch(/@media \(min-aspect-ratio: 1001\/1000\) and \(min-width: 501px\) and \(max-height: 500px\)/);
  });
});
