/** The post-registration wizard (WIZ-01..07) with the real store, sagas and demo API. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInStored, storeForSagas } from '@/test/utils';
import { db } from '@/mocks/db';
import { config } from '@/shared/config/env';
import { authFeature } from '@/features/auth/feature';
import { authActions } from '@/features/auth/slice';
import { decodePhoto, exportPhoto } from '../editor/engine';
import { captureRequests } from './helpers';

jest.mock('../editor/engine', () => {
  const actual = jest.requireActual('../editor/engine');
  return { ...actual, decodePhoto: jest.fn(), exportPhoto: jest.fn() };
});
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

jest.setTimeout(40000);
const seen = captureRequests();
const sofia = () => db.members.get(3)!;
const events = () => (window.dataLayer ?? []) as { event?: string; action?: string; step?: number; plan?: number }[];

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});
beforeEach(() => {
  config.gtmId = 'GTM-TEST';
  window.dataLayer = [];
  (decodePhoto as jest.Mock).mockImplementation(async () => {
    const bmp = { width: 1200, height: 900, close: jest.fn() };
    return { full: bmp, preview: bmp, size: { width: 1200, height: 900 }, close: jest.fn() };
  });
  (exportPhoto as jest.Mock).mockImplementation(async () => new Blob([JPEG], { type: 'image/jpeg' }));
});
afterEach(() => {
  config.gtmId = '';
  delete window.dataLayer;
  document.head.querySelectorAll('script[src*="googletagmanager"]').forEach((s) => s.remove());
});

async function openWizard() {
  const user = userEvent.setup();
  await signInStored('sofia');
  const app = renderApp('/my-profile?modal=post-register');
  const wizard = await screen.findByTestId('post-register', {}, { timeout: 15000 });
  await within(wizard).findByRole('heading', { name: 'Subí tu mejor foto' }, { timeout: 8000 });
  return { ...app, user, wizard };
}

describe('post-registration wizard', () => {
  it('[WIZ-01] a new member arriving by autologin with action "new" sees the wizard on the dashboard', async () => {
    const { router } = renderApp('/autologin/demo-autologin-3/new');
    await waitFor(() => expect(router.state.location.search).toBe('?modal=post-register'), { timeout: 10000 });
    const wizard = await screen.findByTestId('post-register', {}, { timeout: 20000 });
    expect(within(wizard).getByText('Paso 1 de 4')).toBeInTheDocument();
  });

  it('[WIZ-01] registering lands on the dashboard with the wizard open', async () => {
    const { store, nav } = storeForSagas({}, '/register');
    store.startSaga(authFeature);
    const city = db.locations[0]!.cities[0]!;
    store.dispatch(
      authActions.registerRequested({
        payload: {
          email: 'wiz.nueva@example.com',
          password: 'clave_123',
          birthdate: { day: 1, month: 2, year: 1990 },
          gender: 'm',
          genderWanted: 'h',
          province: db.locations[0]!.id,
          city: city.id,
          socialMedia: null,
          socialMediaData: null,
        },
        soyBusco: 'm-h',
        origin: null,
      }),
    );
    await waitFor(() => expect(nav.history.at(-1)).toBe('/dashboard-recent?modal=post-register'));
  });

  it('[WIZ-02][WIZ-03][WIZ-06][WIZ-04][WIZ-07] steps 0 to 3: no photo asks to confirm, nickname and description, age range and personal data, then the PLAN 3 DÍAS promo (impression) whose button opens the checkout of plan 6041', async () => {
    sofia().photos = [];
    const { user, wizard, router } = await openWizard();
    expect(wizard).toHaveAttribute('data-step', '0');
    // WIZ-03
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    const confirm = await screen.findByTestId('confirm-no-photo');
    expect(within(confirm).getByText('¿Seguir sin foto?')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Subir foto' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Continuar sin foto' }));
    // WIZ-06: step 1 shows the post-registration data.
    expect(wizard).toHaveAttribute('data-step', '1');
    expect(within(wizard).getByText('Paso 2 de 4')).toBeInTheDocument();
    expect(within(wizard).getByLabelText('Apodo')).toHaveValue(sofia().nickname);
    expect(within(wizard).getByLabelText('Descripción')).toHaveValue(sofia().description);
    // The data comes from getMyProfile (the contract has no post-register call; docs/api-decisions.md).
    expect(seen.some((r) => r.method === 'GET' && r.path === '/v1/profile')).toBe(true);
    expect(seen.some((r) => r.path === '/v1/profile/post-register')).toBe(false);
    await user.clear(within(wizard).getByLabelText('Apodo'));
    await user.type(within(wizard).getByLabelText('Apodo'), 'Sofi wiz');
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(sofia().nickname).toBe('Sofi wiz'));
    // Step 2: age range and personal data.
    expect(wizard).toHaveAttribute('data-step', '2');
    expect(within(wizard).getByLabelText('Edad mínima')).toHaveValue(String(sofia().ageRange.min));
    await user.selectOptions(within(wizard).getByLabelText('¿Tomás alcohol?'), 'Socialmente');
    await waitFor(() => expect(sofia().attributes.bebe).toBe('Socialmente'));
    expect(events().some((e) => e.action === 'impression')).toBe(false);
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    // Step 3: the promo (WIZ-07 benefits) and its impression (WIZ-04).
    expect(wizard).toHaveAttribute('data-step', '3');
    expect(within(wizard).getByRole('heading', { name: 'PLAN 3 DÍAS' })).toBeInTheDocument();
    for (const b of ['Mensajes ilimitados', 'Tus mensajes los lee todo el mundo', 'Mejor ubicación en las búsquedas'])
      expect(within(wizard).getByText(b)).toBeInTheDocument();
    await waitFor(() =>
      expect(events()).toContainEqual(expect.objectContaining({ event: 'post_registration', action: 'impression', plan: 6041 })),
    );
    await user.click(within(wizard).getByRole('button', { name: 'Quiero el PLAN 3 DÍAS' }));
    await waitFor(() => expect(router.state.location.search).toBe('?modal=payment&id=6041'));
  });

  it('[WIZ-04] [PAY-12] [I18N-02] step 3 says the price of the PLAN 3 DÍAS promo: $ 10,00, a single payment, before the button', async () => {
    sofia().photos = [{ id: 1, name: 'x.webp', approved: true }];
    const { user, wizard } = await openWizard();
    for (const n of [1, 2, 3]) {
      await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
      await waitFor(() => expect(wizard).toHaveAttribute('data-step', String(n)));
    }
    const price = within(wizard).getByTestId('wizard-promo-price');
    expect(price).toHaveTextContent(/^Precio: \$\s10,00 pago único por 3 días$/);
    const cta = within(wizard).getByRole('button', { name: 'Quiero el PLAN 3 DÍAS' });
    expect(price.compareDocumentPosition(cta) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('[WIZ-05] closing mid-way records a finish event and keeps what was typed (the field is saved as it is left)', async () => {
    sofia().photos = [{ id: 1, name: 'x.webp', approved: true }];
    const { user, wizard, router } = await openWizard();
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    expect(wizard).toHaveAttribute('data-step', '1');
    const area = within(wizard).getByLabelText('Descripción');
    await user.clear(area);
    await user.type(area, 'Escrito y cerrado');
    await user.click(within(wizard).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(sofia().description).toBe('Escrito y cerrado'));
    expect(events()).toContainEqual(expect.objectContaining({ event: 'post_registration', action: 'finish', step: 1 }));
  });

  it('[WIZ-03][OPEN-36] "Subir foto" from the confirm uploads inside the wizard, with no "¡Foto subida!" modal', async () => {
    sofia().photos = [];
    const { user, wizard, router } = await openWizard();
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    await user.click(within(await screen.findByTestId('confirm-no-photo')).getByRole('button', { name: 'Subir foto' }));
    const dialog = await screen.findByTestId('upload-dialog');
    await user.upload(within(dialog).getByTestId('photo-file'), new File([JPEG], 'yo.jpg', { type: 'image/jpeg' }));
    const editor = await within(dialog).findByTestId('photo-editor', {}, { timeout: 10000 });
    await waitFor(() => expect(editor).toHaveAttribute('data-ready', 'true'));
    await user.click(within(editor).getByRole('button', { name: 'Subir foto' }));
    await waitFor(() => expect(screen.queryByTestId('upload-dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sofia().photos).toHaveLength(1));
    expect(router.state.location.search).toBe('?modal=post-register');
    expect(within(wizard).getByText('¡Listo! Tu foto está en moderación.')).toBeInTheDocument();
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    expect(wizard).toHaveAttribute('data-step', '1');
    expect(screen.queryByText('¿Seguir sin foto?')).not.toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 50)));
  });
});
