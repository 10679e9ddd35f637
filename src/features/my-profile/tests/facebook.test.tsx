/**
 * The Facebook photo picker (ME-30 'photos', ME-29, AUTH-19) with the real store, sagas and the demo
 * API's demo Facebook (/demo/facebook), and the SDK adapter over a stand-in FB object. jsdom cannot
 * decode images, so the editor's decode/export are stubbed as in photos.test.tsx; the decode stub
 * records the photo the editor got.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInStored } from '@/test/utils';
import { apiUrl } from '@/mocks/handlers';
import { db } from '@/mocks/db';
import { forceNext, SLOW } from '@/test/requests';
import { config } from '@/shared/config/env';
import { FACEBOOK_SDK_URL, resetFacebookSdk, type FacebookSdk } from '@/shared/facebook/sdk';
import { resetFacebookPhotos } from '../facebook/adapter';
import { toPhoto, toPhotoPage } from '../facebook/graph';
import { captureRequests } from './helpers';
import { decodeMock, exportMock, JPEG } from './editor-stub';

jest.mock('../editor/engine', () => jest.requireActual('./editor-stub').engine);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

jest.setTimeout(40000);
const seen = captureRequests();
const sofia = () => db.members.get(3)!;
/** What the editor was asked to decode, as bytes. */
let decoded: Blob[] = [];

beforeEach(() => {
  decoded = [];
  decodeMock.mockImplementation(async (file) => {
    decoded.push(file);
    const bmp = { width: 1024, height: 768, close: jest.fn() } as unknown as ImageBitmap;
    return { full: bmp, preview: bmp, size: { width: 1024, height: 768 }, close: jest.fn() };
  });
  exportMock.mockImplementation(async () => new Blob([JPEG], { type: 'image/jpeg' }));
});
afterEach(() => {
  config.facebookAppId = '';
  resetFacebookPhotos();
  resetFacebookSdk();
  delete window.FB;
  delete window.fbAsyncInit;
  document.getElementById('facebook-jssdk')?.remove();
});

function setPhotos(n: number) {
  sofia().photos = Array.from({ length: n }, (_, i) => ({ id: 9000 + i, name: `3-m-${i + 1}-abc.webp`, approved: true }));
}

/** My photos -> 'Agregar foto' -> 'Elegir de Facebook'. */
async function openPicker(photos = 2) {
  setPhotos(photos);
  const user = userEvent.setup();
  await signInStored('sofia');
  const app = renderApp('/my-profile?modal=my-profile-images');
  const modal = await screen.findByTestId('my-profile-images', {}, { timeout: 15000 });
  await user.click(await within(modal).findByRole('button', { name: 'Agregar foto' }, SLOW));
  const dialog = await screen.findByTestId('upload-dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Elegir de Facebook' }));
  expect(dialog).toHaveAttribute('data-state', 'photos');
  const picker = within(dialog).getByTestId('facebook-photos');
  return { ...app, user, modal, dialog, picker };
}

const fbRequests = (suffix: string) => seen.filter((r) => r.method === 'GET' && r.path === `/demo/facebook${suffix}`);

describe('Facebook photos (demo Facebook)', () => {
  it('[ME-30] [AUTH-19] [ME-32] connects, lists the albums (limit 999999) and a lazy grid; a photo chosen with the keyboard opens in the editor and uploads as "img"', async () => {
    const { user, dialog, picker } = await openPicker();
    expect(within(dialog).getByRole('heading', { name: 'Tus fotos de Facebook' })).toBeInTheDocument();
    const grid = await within(picker).findByRole('list', { name: 'Fotos del álbum Fotos del perfil' }, SLOW);
    // The first album with photos is open; every album is offered.
    const album = within(picker).getByLabelText('Álbum');
    expect(
      within(album)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Fotos del perfil (7)', 'Vacaciones en Bariloche (30)', 'Guardadas (0)']);
    expect(fbRequests('/me/permissions')).toHaveLength(1);
    expect(fbRequests('/me/albums')[0]?.query).toContain('limit=999999');
    const tiles = within(grid).getAllByRole('button', { name: /^Elegir la foto \d+$/ });
    expect(tiles).toHaveLength(7);
    const img = tiles[0]!.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('src')).toBe(apiUrl('/demo/facebook/photo/fbdemo-perfil-1/thumb.png'));
    expect(img).toHaveAttribute('alt', '');

    // Keyboard: Tab to the third photo, Enter.
    tiles[2]!.focus();
    await user.keyboard('{Enter}');
    const editor = await within(dialog).findByTestId('photo-editor', {}, SLOW);
    expect(dialog).toHaveAttribute('data-state', 'edit');
    await waitFor(() => expect(editor).toHaveAttribute('data-ready', 'true'));
    expect(seen.some((r) => r.path === '/demo/facebook/photo/fbdemo-perfil-3/full.png')).toBe(true);
    // The editor got the full-size photo's bytes (one Blob, whatever times the editor decodes it).
    expect(new Set(decoded).size).toBe(1);
    expect(decoded[0]!.type).toBe('image/png');
    expect([...new Uint8Array(await decoded[0]!.arrayBuffer()).slice(0, 4)]).toEqual(PNG_SIGNATURE);
    expect(decoded[0]!.size).toBeGreaterThan(10_000);

    await user.click(within(editor).getByRole('button', { name: 'Subir foto' }));
    await screen.findByTestId('photo-uploaded', {}, SLOW);
    expect(sofia().photos).toHaveLength(3);
    expect(seen.filter((r) => r.method === 'POST' && r.path === '/v1/profile/image')).toHaveLength(1);
  });

  it('[ME-30] pages through an album with "Ver más fotos"; another album starts from its first page', async () => {
    const { user, picker } = await openPicker();
    await within(picker).findByRole('list', { name: /Fotos del álbum/ }, SLOW);
    await user.selectOptions(within(picker).getByLabelText('Álbum'), 'Vacaciones en Bariloche (30)');
    const grid = await within(picker).findByRole('list', { name: 'Fotos del álbum Vacaciones en Bariloche' }, SLOW);
    expect(within(grid).getAllByRole('button')).toHaveLength(24);
    await user.click(within(picker).getByRole('button', { name: 'Ver más fotos' }));
    await waitFor(() => expect(within(grid).getAllByRole('button')).toHaveLength(30));
    expect(within(picker).queryByRole('button', { name: 'Ver más fotos' })).not.toBeInTheDocument();
    const pages = fbRequests('/fbdemo-viaje/photos');
    expect(pages).toHaveLength(2);
    expect(pages[0]!.query).not.toContain('after=');
    expect(pages[1]!.query).toContain('after=');
    // The photos are distinct and in order.
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.querySelector('img')!.getAttribute('src')!.split('/').at(-2)),
    ).toEqual(Array.from({ length: 30 }, (_, i) => `fbdemo-viaje-${i + 1}`));
  });

  it('[ME-30] the permission refused: says why and "Dar permiso" asks again (granted the second time)', async () => {
    db.facebookDemo.permission = 'declined';
    const { user, picker } = await openPicker();
    const alert = await within(picker).findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('necesitamos permiso para ver tus fotos');
    expect(fbRequests('/me/albums')).toHaveLength(0);
    // Refused again: still the same state, nothing listed.
    await user.click(within(picker).getByRole('button', { name: 'Dar permiso' }));
    await waitFor(() => expect(fbRequests('/me/permissions')).toHaveLength(2));
    expect(await within(picker).findByRole('alert')).toHaveTextContent('necesitamos permiso');
    db.facebookDemo.permission = 'granted';
    await user.click(within(picker).getByRole('button', { name: 'Dar permiso' }));
    expect(await within(picker).findByRole('list', { name: /Fotos del álbum/ }, SLOW)).toBeInTheDocument();
  });

  it.each([
    ['none', 'No encontramos fotos en tu cuenta de Facebook.'],
    ['empty', 'Este álbum no tiene fotos. Elegí otro.'],
  ] as const)('[ME-30] an account with albums "%s" shows its empty state', async (mode, text) => {
    db.facebookDemo.albums = mode;
    const { picker } = await openPicker();
    expect(await within(picker).findByText(text, {}, SLOW)).toBeInTheDocument();
    expect(within(picker).queryByTestId('facebook-photo')).not.toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });

  it.each(['500', 'network', 'malformed'])(
    '[ME-30] the album list failing (%s) shows the error with "Reintentar", which lists them',
    async (scenario) => {
      await forceNext(scenario, '/demo/facebook/me/albums');
      const { user, picker } = await openPicker();
      expect(await within(picker).findByRole('alert', {}, SLOW)).toHaveTextContent('No pudimos conectar con Facebook');
      await user.click(within(picker).getByRole('button', { name: 'Reintentar' }));
      expect(await within(picker).findByRole('list', { name: /Fotos del álbum/ }, SLOW)).toBeInTheDocument();
      // Facebook's failure is the picker's own: no server-error screen.
      expect(screen.queryByTestId('server-error')).not.toBeInTheDocument();
    },
  );

  it('[ME-30] a photo page failing shows the error in place of the grid; "Reintentar" loads it', async () => {
    await forceNext('500', '/demo/facebook/fbdemo-perfil/photos');
    const { user, picker } = await openPicker();
    expect(await within(picker).findByRole('alert', {}, SLOW)).toHaveTextContent('No pudimos traer tus fotos de Facebook.');
    expect(within(picker).getByLabelText('Álbum')).toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: 'Reintentar' }));
    expect(await within(picker).findAllByTestId('facebook-photo', {}, SLOW)).toHaveLength(7);
  });

  it('[ME-30] a further page failing keeps the photos shown and offers "Reintentar" for the rest', async () => {
    const { user, picker } = await openPicker();
    await within(picker).findByRole('list', { name: /Fotos del álbum/ }, SLOW);
    await user.selectOptions(within(picker).getByLabelText('Álbum'), 'Vacaciones en Bariloche (30)');
    await waitFor(() => expect(within(picker).getAllByTestId('facebook-photo')).toHaveLength(24), SLOW);
    await forceNext('500', '/demo/facebook/fbdemo-viaje/photos');
    await user.click(within(picker).getByRole('button', { name: 'Ver más fotos' }));
    expect(await within(picker).findByRole('alert')).toHaveTextContent('No pudimos traer más fotos.');
    expect(within(picker).getAllByTestId('facebook-photo')).toHaveLength(24);
    await user.click(within(picker).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(picker).getAllByTestId('facebook-photo')).toHaveLength(30));
  });

  it('[ME-30] a slow Facebook shows "Conectando con Facebook…" until it answers, then the grid', async () => {
    await forceNext('slow', '/demo/facebook/me/albums');
    const { picker } = await openPicker();
    expect(within(picker).getByRole('status')).toHaveTextContent('Conectando con Facebook…');
    expect(picker).toHaveAttribute('data-status', 'connecting');
    await act(() => new Promise((r) => setTimeout(r, 1000)));
    expect(picker).toHaveAttribute('data-status', 'connecting');
    expect(await within(picker).findByRole('list', { name: /Fotos del álbum/ }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('[ME-30] the chosen photo failing to arrive says so and keeps the grid; another try opens the editor', async () => {
    const { user, dialog, picker } = await openPicker();
    const tiles = await within(picker).findAllByTestId('facebook-photo', {}, SLOW);
    await forceNext('500', '/demo/facebook/photo/*');
    await user.click(tiles[0]!);
    expect(await within(picker).findByRole('alert')).toHaveTextContent('No pudimos traer esa foto de Facebook.');
    expect(dialog).toHaveAttribute('data-state', 'photos');
    await user.click(within(picker).getAllByTestId('facebook-photo')[0]!);
    expect(await within(dialog).findByTestId('photo-editor', {}, SLOW)).toBeInTheDocument();
  });

  it('[ME-30] "Elegir otra" in the editor goes back to the same grid without connecting again', async () => {
    const { user, dialog, picker } = await openPicker();
    await user.click((await within(picker).findAllByTestId('facebook-photo', {}, SLOW))[1]!);
    const editor = await within(dialog).findByTestId('photo-editor', {}, SLOW);
    await user.click(within(editor).getByRole('button', { name: 'Elegir otra' }));
    expect(dialog).toHaveAttribute('data-state', 'photos');
    expect(within(dialog).getAllByTestId('facebook-photo')).toHaveLength(7);
    expect(fbRequests('/me/albums')).toHaveLength(1);
    // 'Volver' goes back to the choices.
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(dialog).toHaveAttribute('data-state', 'default');
  });

  it('[ME-29] with 12 photos there is no Facebook choice; at 11 a Facebook photo fills the last place and the limit holds when another arrived meanwhile', async () => {
    setPhotos(12);
    await signInStored('sofia');
    const first = renderApp('/my-profile?modal=my-profile-images');
    const modal = await screen.findByTestId('my-profile-images', {}, { timeout: 15000 });
    await within(modal).findByText(/Ya tenés 12 fotos/, {}, SLOW);
    expect(within(modal).queryByRole('button', { name: 'Agregar foto' })).not.toBeInTheDocument();
    first.unmount();

    const { user, dialog, picker } = await openPicker(11);
    await user.click((await within(picker).findAllByTestId('facebook-photo', {}, SLOW))[0]!);
    const editor = await within(dialog).findByTestId('photo-editor', {}, SLOW);
    await waitFor(() => expect(editor).toHaveAttribute('data-ready', 'true'));
    // Another device uploaded the 12th photo in the meantime: the demo API refuses the 13th.
    sofia().photos.push({ id: 9999, name: '3-m-99-abc.webp', approved: true });
    await user.click(within(editor).getByRole('button', { name: 'Subir foto' }));
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent('Ya tenés 12 fotos');
    expect(sofia().photos).toHaveLength(12);
  });

  it('[ME-30] closing the dialog forgets the picker: opening it again connects afresh', async () => {
    const { user, modal, dialog, picker } = await openPicker();
    await within(picker).findAllByTestId('facebook-photo', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByTestId('upload-dialog')).not.toBeInTheDocument());
    await user.click(within(modal).getByRole('button', { name: 'Agregar foto' }));
    const again = await screen.findByTestId('upload-dialog');
    await user.click(within(again).getByRole('button', { name: 'Elegir de Facebook' }));
    await within(again).findAllByTestId('facebook-photo', {}, SLOW);
    expect(fbRequests('/me/permissions')).toHaveLength(2);
    expect(fbRequests('/me/albums')).toHaveLength(2);
  });
});

describe('Facebook photos (Facebook JS SDK adapter)', () => {
  it('[ME-30] [AUTH-19] loads the SDK only when the picker opens, asks again for user_photos, lists through FB.api with the album limit and opens the chosen photo', async () => {
    config.facebookAppId = '1234567890';
    setPhotos(2);
    const user = userEvent.setup();
    await signInStored('sofia');
    renderApp('/my-profile?modal=my-profile-images');
    const modal = await screen.findByTestId('my-profile-images', {}, { timeout: 15000 });
    await user.click(await within(modal).findByRole('button', { name: 'Agregar foto' }, SLOW));
    const dialog = await screen.findByTestId('upload-dialog');
    expect(document.querySelector(`script[src="${FACEBOOK_SDK_URL}"]`)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Elegir de Facebook' }));
    await waitFor(() => expect(document.querySelector(`script[src="${FACEBOOK_SDK_URL}"]`)).not.toBeNull(), SLOW);

    const calls: { init?: unknown; login?: unknown; api: [string, Record<string, string | number>][] } = { api: [] };
    const photo = (n: number) => ({
      id: `p${n}`,
      picture: apiUrl(`/demo/facebook/photo/fbdemo-perfil-${n}/thumb.png`),
      images: [
        { source: apiUrl(`/demo/facebook/photo/fbdemo-perfil-${n}/thumb.png`), width: 320, height: 240 },
        { source: apiUrl(`/demo/facebook/photo/fbdemo-perfil-${n}/full.png`), width: 1024, height: 768 },
      ],
    });
    const fb: FacebookSdk = {
      init: (o) => void (calls.init = o),
      getLoginStatus: (cb) => cb({ status: 'connected', authResponse: { accessToken: 'EAAB', userID: '42' } }),
      login: (cb, o) => {
        calls.login = o;
        cb({ status: 'connected', authResponse: { accessToken: 'EAAB', userID: '42', grantedScopes: 'public_profile,user_photos' } });
      },
      api: (path, _method, params, cb) => {
        calls.api.push([path, params]);
        if (path === '/me/permissions') cb({ data: [{ permission: 'user_photos', status: 'declined' }] });
        else if (path === '/me/albums') cb({ data: [{ id: 'a1', name: 'Mis fotos', count: 2 }] });
        else if (path === '/a1/photos') cb({ data: [photo(1), photo(2)], paging: { cursors: { after: 'x' } } });
        else cb({ error: { message: 'unknown', code: 100 } });
      },
    };
    window.FB = fb;
    window.fbAsyncInit?.();

    const picker = within(dialog).getByTestId('facebook-photos');
    const tiles = await within(picker).findAllByTestId('facebook-photo', {}, SLOW);
    expect(tiles).toHaveLength(2);
    expect(calls.init).toMatchObject({ appId: '1234567890' });
    expect(calls.login).toMatchObject({ scope: 'user_photos', auth_type: 'rerequest', return_scopes: true });
    expect(calls.api.find(([p]) => p === '/me/albums')?.[1]).toMatchObject({ limit: 999999 });
    // The smallest image of at least 200 px for the grid; no `next` in paging: no more pages.
    expect(tiles[0]!.querySelector('img')!.getAttribute('src')).toContain('thumb.png');
    expect(within(picker).queryByRole('button', { name: 'Ver más fotos' })).not.toBeInTheDocument();
    await user.click(tiles[1]!);
    await within(dialog).findByTestId('photo-editor', {}, SLOW);
    expect([...new Uint8Array(await decoded[0]!.arrayBuffer()).slice(0, 4)]).toEqual(PNG_SIGNATURE);
    expect(seen.some((r) => r.path === '/demo/facebook/photo/fbdemo-perfil-2/full.png')).toBe(true);
  });

  it('[ME-30] the SDK failing to load shows the error with "Reintentar"', async () => {
    config.facebookAppId = '1234567890';
    const { user, picker } = await openPicker();
    await waitFor(() => expect(document.getElementById('facebook-jssdk')).not.toBeNull(), SLOW);
    document.getElementById('facebook-jssdk')!.dispatchEvent(new Event('error'));
    expect(await within(picker).findByRole('alert', {}, SLOW)).toHaveTextContent('No pudimos conectar con Facebook');
    await user.click(within(picker).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(document.getElementById('facebook-jssdk')).not.toBeNull());
    expect(picker).toHaveAttribute('data-status', 'connecting');
  });
});

describe('Graph answers (tolerant mapper)', () => {
  it('[ME-30] drops photos without id or image, falls back to picture, and reads paging.next', () => {
    expect(toPhoto({ id: 'a', picture: 'https://x/p.jpg' })).toEqual({
      id: 'a',
      thumb: 'https://x/p.jpg',
      full: 'https://x/p.jpg',
      width: 0,
      height: 0,
    });
    expect(toPhoto({ id: 'b' })).toBeNull();
    expect(toPhoto('nope')).toBeNull();
    expect(toPhotoPage('<html>')).toEqual({ items: [], next: null });
    expect(
      toPhotoPage({
        data: [{ id: 1, images: [{ source: 's', width: '800', height: 600 }] }, null],
        paging: { next: 'u', cursors: { after: 'c' } },
      }),
    ).toEqual({
      items: [{ id: '1', thumb: 's', full: 's', width: 800, height: 600 }],
      next: 'c',
    });
  });
});
