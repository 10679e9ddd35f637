/**
 * Issue 22: a crash inside one screen or modal is contained by its error boundary (ScreenBoundary,
 * around every lazy screen and every modal): the screen shows 'Algo salió mal' with 'Reintentar', the
 * toolbar and menu keep working, and nothing is a white page.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInStored } from '@/test/utils';
import { toastReplaced, type Toast } from '@/features/shell';

/** While on, the mocked component throws on every render. */
const crash = { times: 0 };

jest.mock('@/features/dashboard/components/DashboardTabs', () => {
  const { createElement, memo } = jest.requireActual<typeof import('react')>('react');
  const actual = jest.requireActual<typeof import('@/features/dashboard/components/DashboardTabs')>(
    '@/features/dashboard/components/DashboardTabs',
  );
  return {
    ...actual,
    // Memo, as the real tabs: they render again only when they would.
    DashboardTabs: memo(function CrashingTabs() {
      if (crash.times > 0) {
        throw new TypeError("Cannot read properties of undefined (reading 'map')");
      }
      return createElement(actual.DashboardTabs);
    }),
  };
});

jest.mock('@/shared/ui/ProfileImage', () => {
  const actual = jest.requireActual<typeof import('@/shared/ui/ProfileImage')>('@/shared/ui/ProfileImage');
  return {
    ...actual,
    ProfileImage: (props: Parameters<typeof actual.ProfileImage>[0]) => {
      if (crash.times > 0 && props.eager) {
        throw new TypeError('boom in the profile hero');
      }
      return actual.ProfileImage(props);
    },
  };
});

const toastCrash = { on: false };
jest.mock('@/app/frame/ToastHost', () => {
  const actual = jest.requireActual<typeof import('@/app/frame/ToastHost')>('@/app/frame/ToastHost');
  return {
    ...actual,
    ToastHost: () => {
      if (toastCrash.on) throw new TypeError('a toast built from a malformed realtime event');
      return actual.ToastHost();
    },
  };
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  crash.times = 0;
  toastCrash.on = false;
  // React reports the caught error on the console; the boundary logs it too.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('a crash inside one screen is contained by its error boundary', () => {
  it('[SHELL-28] [OPEN-18] a screen that throws while rendering shows "Algo salió mal" and "Reintentar" inside the shell; a retry renders it again', async () => {
    crash.times = 1; // on until the test turns it off
    await signInStored('sofia');
    renderApp('/dashboard-recent');
    const panel = await screen.findByTestId('screen-error', {}, { timeout: 10000 });
    expect(panel).toHaveTextContent('Algo salió mal');
    expect(panel).toHaveTextContent('Tuvimos un problema al mostrar esta pantalla. Volvé a intentarlo.');
    // The rest of the app is still there and usable (not the whole-page crash screen).
    expect(screen.getByTestId('toolbar')).toBeInTheDocument();
    expect(screen.queryByTestId('crash-screen')).toBeNull();
    crash.times = 0;
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findAllByTestId('member-card', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('screen-error')).toBeNull();
  });

  it('[SHELL-29] [OPEN-18] a modal that throws shows the error in its own dialog with "Reintentar" and "Cerrar"; the page under it stays', async () => {
    await signInStored('sofia');
    const { router } = renderApp('/dashboard-recent');
    const cards = await screen.findAllByTestId('member-card', {}, { timeout: 10000 });
    const id = cards[0]!.dataset.memberId;
    crash.times = 1; // on until the test turns it off
    await router.navigate(`/dashboard-recent?modal=profile-view&id=${id}`);
    const dialog = await screen.findByTestId('screen-error', {}, { timeout: 10000 });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveTextContent('Algo salió mal');
    expect(screen.getAllByTestId('member-card').length).toBeGreaterThan(0);
    const user = userEvent.setup();
    crash.times = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByTestId('screen-error')).toBeNull());
    // Crash again, then close: the modal goes away and the list is still there.
    crash.times = 1; // on until the test turns it off
    await router.navigate(`/dashboard-recent`);
    await router.navigate(`/dashboard-recent?modal=profile-view&id=${id}`);
    const again = await screen.findByTestId('screen-error', {}, { timeout: 10000 });
    crash.times = 0;
    await user.click(within(again).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByTestId('screen-error')).toBeNull());
    expect(router.state.location.search).not.toContain('modal=');
    expect(screen.getAllByTestId('member-card').length).toBeGreaterThan(0);
  });

  it('[RT-18] [OPEN-18] a toast shows what it holds (nickname, photo only when hasImage); a toast that crashes its overlay hides only the overlay, the screen and the shell keep working', async () => {
    await signInStored('sofia');
    const { store, router } = renderApp('/dashboard-recent');
    expect((await screen.findAllByTestId('member-card', {}, { timeout: 10000 })).length).toBeGreaterThan(0);
    const toast: Toast = {
      type: 'message',
      id: 40,
      nickname: 'Wmqx59642mw7621',
      image: 'tincho-foto.jpg',
      gender: 1,
      hasImage: true,
      pending: 1,
    };
    act(() => void store.dispatch(toastReplaced([toast])));
    const shown = await screen.findByTestId('toast');
    expect(shown).toHaveTextContent('Wmqx59642mw7621');
    expect(within(shown).getByTestId('toast-photo').querySelector('img')?.getAttribute('src')).toContain('tincho-foto');
    // hasImage false: the image name is not shown, the default picture of their gender is.
    act(() => void store.dispatch(toastReplaced([{ ...toast, hasImage: false }])));
    await waitFor(() =>
      expect(within(screen.getByTestId('toast')).getByTestId('toast-photo').querySelector('img')?.getAttribute('src')).not.toContain(
        'tincho-foto',
      ),
    );

    // The next toast is one the overlay cannot render (a malformed event): the overlay goes, nothing else.
    toastCrash.on = true;
    act(() => void store.dispatch(toastReplaced([{ ...toast, type: 'visit', id: 50, nickname: 'Caro' }])));
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Avisos' })).toBeNull();
    expect(screen.getAllByTestId('member-card').length).toBeGreaterThan(0);
    expect(screen.getByTestId('toolbar')).toBeInTheDocument();
    expect(screen.queryByTestId('crash-screen')).toBeNull();
    expect(screen.queryByTestId('screen-error')).toBeNull();
    await act(() => router.navigate('/message-sent'));
    expect(await screen.findByTestId('message-list-sent', {}, { timeout: 10000 })).toBeInTheDocument();
  });
});
