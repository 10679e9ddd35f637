/**
 * SHELL-31 (A §2): any open dialog closes on navigation, and that navigation is stopped. Every dialog of
 * the app, opened as a member opens it, then Back (a history pop) and a link: the dialog closes and the
 * address (path and query: a modal under it stays too) does not move.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { db, DEMO_ACCOUNTS, type DemoAccountKey } from '@/mocks/db';
import { alertShown, optionListShown } from '@/features/shell';
import { pwaActions } from '@/features/pwa/slice';
import { renderApp, signInStored } from '@/test/utils';
import { SLOW } from '@/test/requests';
import { warmLazyModules } from '@/test/warm';

jest.setTimeout(60000);

warmLazyModules(
  ['/my-account', '/my-profile', '/message-sent', '/login'],
  [
    () => import('@/features/paywall/screens/PaywallModal'),
    () => import('@/features/my-profile/screens/MyImagesModal'),
    () => import('@/features/my-profile/screens/PostRegisterWizard'),
    () => import('@/features/pwa/components/PushDialogs'),
    () => import('@/features/messages/screens/MessageViewModal'),
  ],
);

type App = ReturnType<typeof renderApp> & { user: UserEvent };

interface Case {
  /** The requirement IDs of the dialog itself. */
  ids: string;
  name: string;
  who: DemoAccountKey | null;
  /** Where the member was before (Back goes there when nothing holds it). */
  from: string;
  /** Where the dialog opens. */
  at: string;
  testId: string;
  /** A link on that page that goes elsewhere. */
  link: () => HTMLElement;
  open: (app: App) => Promise<void>;
  before?: () => void;
}

const sofia = () => db.members.get(DEMO_ACCOUNTS.sofia.id)!;
const toolbarMessages = () => screen.getByRole('link', { name: /^Mensajes/ });
const address = (app: App) => `${app.router.state.location.pathname}${app.router.state.location.search}`;

/** Shown: a `<dialog>` with the open attribute (the Dialog keeps its closed element), or any other element. */
const shown = (testId: string) => {
  const el = screen.queryByTestId(testId);
  return el !== null && (!(el instanceof HTMLDialogElement) || el.open);
};

const click =
  (name: string | RegExp, within_: () => HTMLElement = () => document.body) =>
  async (app: App) => {
    const button = await within(within_()).findByRole('button', { name }, SLOW);
    await app.user.click(button);
  };

const cases: Case[] = [
  {
    ids: '[SHELL-33]',
    name: 'the generic alert',
    who: 'sofia',
    from: '/message-sent',
    at: '/dashboard-recent',
    testId: 'alert-dialog',
    link: toolbarMessages,
    open: async (app) => {
      await screen.findByTestId('toolbar', {}, SLOW);
      act(() => void app.store.dispatch(alertShown({ text: { key: 'offline' }, buttons: [{ label: { key: 'actions.close' } }] })));
    },
  },
  {
    ids: '[SHELL-34]',
    name: 'the option list',
    who: 'sofia',
    from: '/message-sent',
    at: '/dashboard-recent',
    testId: 'option-list-dialog',
    link: toolbarMessages,
    open: async (app) => {
      await screen.findByTestId('toolbar', {}, SLOW);
      act(
        () =>
          void app.store.dispatch(
            optionListShown({ title: { key: 'menu.label' }, options: [{ label: { key: 'menu.home' }, action: { type: 'test/home' } }] }),
          ),
      );
    },
  },
  {
    ids: '[ACC-04]',
    name: "my account's change password",
    who: 'sofia',
    from: '/message-sent',
    at: '/my-account',
    testId: 'change-password-dialog',
    link: toolbarMessages,
    open: click('Cambiar contraseña', () => screen.getByTestId('my-account')),
  },
  {
    ids: '[ACC-04]',
    name: "my account's delete account",
    who: 'sofia',
    from: '/message-sent',
    at: '/my-account',
    testId: 'delete-account-dialog',
    link: toolbarMessages,
    open: click('Eliminar cuenta', () => screen.getByTestId('my-account')),
  },
  {
    ids: '[PWA-04]',
    name: 'the push dialog',
    who: 'sofia',
    from: '/message-sent',
    at: '/dashboard-recent',
    testId: 'push-dialog',
    link: toolbarMessages,
    open: async (app) => {
      await screen.findByTestId('toolbar', {}, SLOW);
      act(() => void app.store.dispatch(pwaActions.pushDialogShown('ask')));
    },
  },
  {
    ids: '[PWA-05]',
    name: 'the push tutorial',
    who: 'sofia',
    from: '/message-sent',
    at: '/dashboard-recent',
    testId: 'push-tutorial',
    link: toolbarMessages,
    open: async (app) => {
      await screen.findByTestId('toolbar', {}, SLOW);
      act(() => void app.store.dispatch(pwaActions.pushDialogShown('tutorial')));
    },
  },
  {
    ids: '[WIZ-03]',
    name: "the wizard's '¿Seguir sin foto?'",
    who: 'sofia',
    from: '/message-sent',
    at: '/my-profile?modal=post-register',
    testId: 'confirm-no-photo',
    link: toolbarMessages,
    before: () => void (sofia().photos = []),
    open: async (app) => {
      const wizard = await screen.findByTestId('post-register', {}, SLOW);
      await within(wizard).findByRole('heading', { name: 'Subí tu mejor foto' }, SLOW);
      await app.user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    },
  },
  {
    ids: '[ME-26]',
    name: "my photos' delete confirmation",
    who: 'sofia',
    from: '/message-sent',
    at: '/my-profile?modal=my-profile-images',
    testId: 'confirm-delete',
    link: toolbarMessages,
    before: () => void (sofia().photos = [{ id: 9000, name: '3-m-1-abc.webp', approved: true }]),
    open: async (app) => {
      const modal = await screen.findByTestId('my-profile-images', {}, SLOW);
      const tile = await within(modal).findByTestId('own-photo', {}, SLOW);
      await app.user.click(within(tile).getByRole('button', { name: 'Eliminar foto' }));
    },
  },
  {
    ids: '[ME-30]',
    name: "my photos' upload dialog",
    who: 'sofia',
    from: '/message-sent',
    at: '/my-profile?modal=my-profile-images',
    testId: 'upload-dialog',
    link: toolbarMessages,
    open: click('Agregar foto', () => screen.getByTestId('my-profile-images')),
  },
  {
    ids: '[PAY-06]',
    name: "the paywall's renewal dialog",
    who: 'sofia',
    from: '/message-sent',
    at: '/dashboard-recent?modal=pay-wall',
    testId: 'renewal-dialog',
    link: toolbarMessages,
    open: click('para más información entra aquí', () => screen.getByTestId('paywall')),
  },
  {
    ids: '[AUTH-20]',
    name: "the demo Facebook's chooser",
    who: null,
    from: '/',
    at: '/login',
    testId: 'facebook-demo',
    link: () => screen.getByRole('link', { name: 'Registrate gratis' }),
    open: click('Continuar con Facebook'),
  },
];

describe('every dialog holds navigation', () => {
  it.each(cases)('[SHELL-31] $ids $name closes on Back and on a link, and the address does not move', async (c) => {
    c.before?.();
    if (c.who) await signInStored(c.who);
    const app: App = { ...renderApp(c.from), user: userEvent.setup() };
    await act(() => app.router.navigate(c.at));
    const here = address(app);

    await c.open(app);
    await waitFor(() => expect(shown(c.testId)).toBe(true), SLOW);
    await act(() => app.router.navigate(-1)); // Back
    await waitFor(() => expect(shown(c.testId)).toBe(false));
    expect(address(app)).toBe(here);

    await c.open(app);
    await waitFor(() => expect(shown(c.testId)).toBe(true), SLOW);
    await app.user.click(c.link());
    await waitFor(() => expect(shown(c.testId)).toBe(false));
    expect(address(app)).toBe(here);
  });
});

describe('what a dialog lets through', () => {
  it('[SHELL-31] [ACC-04] a dialog of my account left open does not come back when the member returns to my account', async () => {
    await signInStored('sofia');
    const user = userEvent.setup();
    const { router } = renderApp('/message-sent');
    await act(() => router.navigate('/my-account'));
    await user.click(await within(await screen.findByTestId('my-account', {}, SLOW)).findByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(shown('change-password-dialog')).toBe(true));
    await act(() => router.navigate(-1)); // Back
    await act(() => router.navigate('/my-account')); // 'Mi cuenta' again
    await screen.findByTestId('my-account', {}, SLOW);
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(shown('change-password-dialog')).toBe(false);
  });

  it('[SHELL-31] [MSG-44] [OPEN-27] "Bloquear usuario" in a conversation opened from a link closes the conversation: ?modal=message-view leaves the address', async () => {
    const guille = 238; // Valentina's conversation with Guille_bsas
    await signInStored('valentina');
    const user = userEvent.setup();
    const { router } = renderApp(`/message-sent?modal=message-view&id=${guille}`);
    const view = await screen.findByTestId('message-view', {}, SLOW);
    await waitFor(() => expect(within(view).getAllByTestId(/^msg/).length).toBeGreaterThan(0), SLOW);
    // Reported first (the menu then offers 'Bloquear usuario', MSG-44).
    await user.click(within(view).getByRole('button', { name: 'Más opciones' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Opciones' })).getByRole('button', { name: 'Perfil Falso' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Denuncia' })).getByRole('button', { name: 'Cerrar' }));
    await user.click(within(view).getByRole('button', { name: 'Más opciones' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Opciones' })).getByRole('button', { name: 'Bloquear usuario' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/message-sent');
    await waitFor(() => expect(screen.queryByTestId('message-view')).not.toBeInTheDocument());
  });
});
