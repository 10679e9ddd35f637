/** /my-profile with the real store, sagas and demo API (ME-01..18, API-42, API-43, API-45, OPEN-12, OPEN-19). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, signInStored } from '@/test/utils';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/mocks/handlers';
import { db } from '@/mocks/db';
import { toMyProfileJson } from '@/mocks/handlers/my-profile';
import { config } from '@/shared/config/env';
import * as myProfileApi from '@/api/my-profile';
import { captureRequests, openMyProfile } from './helpers';

jest.setTimeout(30000);
const seen = captureRequests();
const sofia = () => db.members.get(3)!;

const puts = (path: string) => seen.filter((r) => r.method === 'PUT' && r.path === path);

describe('my profile', () => {
  it('[ME-01][ME-02][ME-03][ME-04][ME-05][ME-06][API-42] shows completeness, gallery and preview buttons, every editable part, the description note and the terms', async () => {
    await openMyProfile();
    const json = toMyProfileJson(sofia());
    const shown = json.complitud > 90 ? 100 : json.complitud;
    expect(screen.getByText(`Perfil completo al ${shown}%`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(shown));
    expect(screen.getAllByRole('button', { name: 'Mis fotos' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Así se ve tu perfil/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Apodo')).toHaveValue(sofia().nickname);
    expect(screen.getByLabelText('Provincia')).toBeInTheDocument();
    expect(screen.getByLabelText('Ciudad')).toBeInTheDocument();
    expect(screen.getByLabelText('Descripción')).toHaveValue(sofia().description);
    for (const title of [
      'Datos personales',
      'Apariencia',
      'Estilo de vida',
      'Idiomas',
      'Profesión y familia',
      'Actividades',
      '¿Qué tipo de pareja estás buscando?',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fútbol', pressed: sofia().activities.deportes.includes('Fútbol') })).toBeInTheDocument();
    for (const tag of ['Películas', 'Música', 'Libros']) expect(screen.getByRole('combobox', { name: tag })).toBeInTheDocument();
    expect(screen.getByLabelText('Edad mínima')).toHaveValue(String(sofia().ageRange.min));
    expect(screen.getByText(/No incluyas datos de contacto.*moderador revisa/)).toBeInTheDocument();
    expect(screen.getByText(/Al completar tu perfil nos autorizás/)).toBeInTheDocument();
  });

  it('[ME-01] a completeness above 90 shows 100', async () => {
    server.use(http.get(apiUrl('/v1/profile'), () => HttpResponse.json({ ...toMyProfileJson(sofia()), complitud: 93 })));
    await openMyProfile();
    expect(screen.getByText('Perfil completo al 100%')).toBeInTheDocument();
  });

  it('[ME-07] the nickname shown is the pending one while in moderation', async () => {
    server.use(
      http.get(apiUrl('/v1/profile'), () =>
        HttpResponse.json({ ...toMyProfileJson(sofia()), nickname: 'Aprobado', nicknamePending: 'Pendiente', nicknameModeration: '0' }),
      ),
    );
    await openMyProfile();
    expect(screen.getByLabelText('Apodo')).toHaveValue('Pendiente');
    expect(screen.getByText('Apodo en moderación')).toBeInTheDocument();
  });

  it('[ME-06] a malformed profile answer still settles (fallbacks), and a 401 null result shows Reintentar', async () => {
    server.use(http.get(apiUrl('/v1/profile'), () => HttpResponse.json({ unauthorized: true }, { status: 401 }), { once: true }));
    const { user } = await (async () => {
      const u = userEvent.setup();
      await signInStored('sofia');
      renderApp('/my-profile');
      return { user: u };
    })();
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 15000 }));
    expect(await screen.findByText(/Perfil completo al/)).toBeInTheDocument();
  });

  it('[ME-08] an empty or too long nickname reverts on blur, says why and sends nothing', async () => {
    const { user } = await openMyProfile();
    const input = screen.getByLabelText('Apodo');
    const before = sofia().nickname;
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue(before);
    expect(screen.getByRole('alert')).toHaveTextContent('entre 1 y 15 caracteres');
    await user.clear(input);
    await user.type(input, 'abcdefghijklmnop');
    await user.tab();
    expect(input).toHaveValue(before);
    expect(puts('/v1/profile/data-sheet')).toHaveLength(0);
  });

  it('[ME-09][API-43][OPEN-19] a changed nickname is saved on blur as the whole data {apodo, provincia, localidad} with the current place, shows "Apodo en moderación" and is kept after a reload', async () => {
    const { provinceId, cityId } = sofia();
    const { user, unmount } = await openMyProfile();
    const input = screen.getByLabelText('Apodo');
    await user.clear(input);
    await user.type(input, 'Sofi nueva');
    await user.tab();
    expect(await screen.findByText('Apodo en moderación')).toBeInTheDocument();
    await waitFor(() =>
      expect(puts('/v1/profile/data-sheet')[0]?.body).toEqual({ data: { apodo: 'Sofi nueva', provincia: provinceId, localidad: cityId } }),
    );
    await waitFor(() => expect(sofia().nicknameModeration).toBe(0));
    unmount();
    renderApp('/my-profile');
    expect(await screen.findByLabelText('Apodo', {}, { timeout: 10000 })).toHaveValue('Sofi nueva');
  });

  it('[ME-10][ME-11][API-43][OPEN-19] the description counts "N de 1500", reverts when empty and saves {descripcion} marked in moderation', async () => {
    const { user } = await openMyProfile();
    const area = screen.getByLabelText('Descripción');
    const before = sofia().description;
    await user.clear(area);
    expect(screen.getByText('0 de 1500')).toBeInTheDocument();
    await user.tab();
    expect(area).toHaveValue(before);
    expect(screen.getByRole('alert')).toHaveTextContent('entre 1 y 1500');
    fireEvent.change(area, { target: { value: 'x'.repeat(1501) } });
    expect(screen.getByText('1501 de 1500')).toBeInTheDocument();
    fireEvent.blur(area);
    expect(area).toHaveValue(before);
    await user.clear(area);
    await user.type(area, 'Me gusta el mate');
    expect(screen.getByText('16 de 1500')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Descripción en moderación')).toBeInTheDocument();
    await waitFor(() => expect(puts('/v1/profile/description')[0]?.body).toEqual({ description: { descripcion: 'Me gusta el mate' } }));
    expect(sofia().description).toBe('Me gusta el mate');
  });

  it('[PERF] the profile arrives as its header first; the form follows after that frame, not in the same task', async () => {
    await signInStored('sofia');
    // What the document held after each change: the header ('Perfil completo al') and the form ('Apodo').
    const states: string[] = [];
    const observer = new MutationObserver(() => {
      const header = /Perfil completo al/.test(document.body.textContent ?? '');
      const form = document.querySelector('input[aria-label="Apodo"], #me-s-data') !== null;
      const state = `${header ? 'header' : '-'}+${form ? 'form' : '-'}`;
      if (states.at(-1) !== state) states.push(state);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderApp('/my-profile');
    await waitFor(() => expect(screen.getByTestId('my-profile')).toHaveAttribute('aria-busy', 'false'), { timeout: 15000 });
    observer.disconnect();
    expect(screen.getByLabelText('Apodo')).toBeInTheDocument();
    expect(states).toContain('header+-');
    expect(states.at(-1)).toBe('header+form');
  });

  it('[PERF] a save starts its request after the frame that ends the edit, not inside the blur', async () => {
    const send = jest.spyOn(myProfileApi, 'apiUpdateDescription');
    await openMyProfile();
    const area = screen.getByLabelText('Descripción');
    fireEvent.change(area, { target: { value: 'Tomo mate en la plaza' } });
    // One synchronous blur (the Tab that ends the edit): what runs inside it holds back its frame.
    act(() => {
      fireEvent.blur(area);
    });
    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(puts('/v1/profile/description')[0]?.body).toEqual({ description: { descripcion: 'Tomo mate en la plaza' } }),
    );
    send.mockRestore();
  });

  it('[ME-12][API-43][OPEN-19] choosing a province resets the city to "Seleccionar" with that province\'s cities; the city chosen saves the whole data {apodo, provincia, localidad}', async () => {
    const { user } = await openMyProfile();
    const province = screen.getByLabelText('Provincia');
    const city = screen.getByLabelText('Ciudad');
    const target = db.locations.find((p) => p.id !== sofia().provinceId && p.cities.length > 0)!;
    await user.selectOptions(province, String(target.id));
    expect(city).toHaveValue('');
    expect(within(city).getByRole('option', { name: 'Seleccionar' })).toBeInTheDocument();
    expect(within(city).getAllByRole('option')).toHaveLength(target.cities.length + 1);
    expect(city).toHaveFocus();
    // A province alone is not a place: nothing is saved until its city is chosen.
    expect(puts('/v1/profile/data-sheet')).toHaveLength(0);
    await user.selectOptions(city, String(target.cities[0]!.id));
    await waitFor(() =>
      expect(puts('/v1/profile/data-sheet')[0]?.body).toEqual({
        data: { apodo: sofia().nickname, provincia: target.id, localidad: target.cities[0]!.id },
      }),
    );
    expect(puts('/v1/profile/data-sheet')).toHaveLength(1);
    expect(sofia().provinceId).toBe(target.id);
    expect(sofia().cityId).toBe(target.cities[0]!.id);
  });

  it('[ME-13][ME-14][API-43][OPEN-19] a single select sends input {id, tipo: "s", valor}', async () => {
    const { user } = await openMyProfile();
    await user.selectOptions(screen.getByLabelText('¿Fumás?'), 'Estoy dejando');
    await waitFor(() => expect(puts('/v1/profile/data-form')[0]?.body).toEqual({ input: { id: 8, tipo: 's', valor: 'Estoy dejando' } }));
    expect(sofia().attributes.fuma).toBe('Estoy dejando');
  });

  it('[ME-14][ME-15] a multi-select (type m) sends a list, and with nothing chosen shows "Seleccionar"', async () => {
    sofia().attributes.idiomas = ['Español'];
    const { user } = await openMyProfile();
    const toggle = screen.getByRole('button', { name: /Idiomas que hablo/ });
    expect(toggle).toHaveTextContent('Español');
    await user.click(toggle);
    await user.click(screen.getByRole('checkbox', { name: 'Inglés' }));
    await waitFor(() =>
      expect(puts('/v1/profile/data-form')[0]?.body).toEqual({ input: { id: 10, tipo: 'm', valor: ['Español', 'Inglés'] } }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Español' }));
    await user.click(screen.getByRole('checkbox', { name: 'Inglés' }));
    expect(toggle).toHaveTextContent('Seleccionar');
    await waitFor(() => expect(sofia().attributes.idiomas).toEqual([]));
  });

  it('[ME-18] at most 3 activities per group: a fourth pick drops the oldest', async () => {
    sofia().activities.deportes = [];
    const { user } = await openMyProfile();
    for (const name of ['Fútbol', 'Running', 'Natación', 'Yoga']) await user.click(screen.getByRole('button', { name }));
    expect(screen.getByRole('button', { name: 'Fútbol' })).toHaveAttribute('aria-pressed', 'false');
    for (const name of ['Running', 'Natación', 'Yoga'])
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sofia().activities.deportes).toEqual(['Running', 'Natación', 'Yoga']));
    expect(document.querySelectorAll('img[src*="/img/activity/deportes/"]').length).toBeGreaterThan(3);
  });

  it('[ME-16][ME-17][API-45][OPEN-12] tags: suggestions as you type (debounced, one request), add and remove update at once', async () => {
    sofia().tags.music = [];
    const { user } = await openMyProfile();
    const input = screen.getByRole('combobox', { name: 'Música' });
    await user.type(input, 'soda');
    const option = await screen.findByRole('option', { name: 'Soda Stereo' });
    expect(seen.filter((r) => r.path === '/v1/suggest/music')).toHaveLength(1);
    expect(seen.find((r) => r.path === '/v1/suggest/music')?.query).toBe('?q=soda');
    await user.click(option);
    const list = screen.getByRole('list', { name: 'Música' });
    expect(within(list).getByText('Soda Stereo')).toBeInTheDocument();
    await waitFor(() => expect(sofia().tags.music).toEqual(['Soda Stereo']));
    await user.type(input, 'Mi banda{Enter}');
    expect(within(list).getByText('Mi banda')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar Soda Stereo' }));
    expect(within(list).queryByText('Soda Stereo')).not.toBeInTheDocument();
    await waitFor(() => expect(sofia().tags.music).toEqual(['Mi banda']));
    expect(puts('/v1/profile/data-form').at(-1)?.body).toEqual({ input: { id: 31, tipo: 't', valor: ['Mi banda'] } });
  });

  it('[ME-17][API-45] books and films query their own source templates', async () => {
    sofia().tags.books = [];
    sofia().tags.films = [];
    const { user } = await openMyProfile();
    await user.type(screen.getByRole('combobox', { name: 'Libros' }), 'ray');
    expect(await screen.findByRole('option', { name: 'Rayuela' })).toBeInTheDocument();
    await user.clear(screen.getByRole('combobox', { name: 'Libros' }));
    await user.type(screen.getByRole('combobox', { name: 'Películas' }), 'nueve');
    expect(await screen.findByRole('option', { name: 'Nueve reinas' })).toBeInTheDocument();
    expect(seen.some((r) => r.path === '/v1/suggest/books')).toBe(true);
    expect(seen.some((r) => r.path === '/v1/suggest/films')).toBe(true);
  });

  it('[OPEN-12] without a template a tag input takes free text and asks nothing; a failing source never blocks typing', async () => {
    const saved = { ...config.tagSuggest };
    config.tagSuggest.films = '';
    server.use(http.get(apiUrl('/v1/suggest/books'), () => HttpResponse.error()));
    try {
      const { user } = await openMyProfile();
      await user.type(screen.getByRole('combobox', { name: 'Películas' }), 'Mi peli{Enter}');
      expect(within(screen.getByRole('list', { name: 'Películas' })).getByText('Mi peli')).toBeInTheDocument();
      const books = screen.getByRole('combobox', { name: 'Libros' });
      await user.type(books, 'abc');
      expect(books).toHaveValue('abc');
      await act(() => new Promise((r) => setTimeout(r, 400)));
      expect(document.querySelectorAll('.me-suggest li')).toHaveLength(0);
      expect(seen.some((r) => r.path === '/v1/suggest/films')).toBe(false);
    } finally {
      Object.assign(config.tagSuggest, saved);
    }
  });

  it('[ME-03] the couple age range saves when the slider is released and the couple data saves as input', async () => {
    const { user } = await openMyProfile();
    const min = screen.getByLabelText('Edad mínima');
    const start = sofia().ageRange.min;
    fireEvent.change(min, { target: { value: String(start + 1) } });
    fireEvent.pointerUp(min);
    await waitFor(() => expect(puts('/v1/account/age-range')[0]?.body).toEqual({ min: start + 1, max: sofia().ageRange.max }));
    expect(sofia().ageRange.min).toBe(start + 1);
    await user.selectOptions(screen.getByLabelText('Busco'), 'Amistad');
    await waitFor(() => expect(sofia().couple.busco).toBe('Amistad'));
  });

  it('[ME-03][ACC-03] the couple age thumbs are named sliders read as "NN años", kept a year apart', async () => {
    await openMyProfile();
    const { min, max } = sofia().ageRange;
    const minThumb = screen.getByRole('slider', { name: 'Edad mínima' });
    const maxThumb = screen.getByRole('slider', { name: 'Edad máxima' });
    expect(minThumb).toHaveAttribute('aria-valuetext', `${min} años`);
    expect(maxThumb).toHaveAttribute('aria-valuetext', `${max} años`);
    fireEvent.change(minThumb, { target: { value: '99' } });
    expect(minThumb).toHaveValue(String(max - 1));
    expect(minThumb).toHaveAttribute('aria-valuetext', `${max - 1} años`);
    expect(screen.getByText(`De ${max - 1} a ${max} años`)).toBeInTheDocument();
  });

  it('[ME-09] a failed save keeps what was typed and "Reintentar" sends it again', async () => {
    server.use(http.put(apiUrl('/v1/profile/data-sheet'), () => HttpResponse.error(), { once: true }));
    const { user } = await openMyProfile();
    const input = screen.getByLabelText('Apodo');
    await user.clear(input);
    await user.type(input, 'Reintento');
    await user.tab();
    const alert = await screen.findByText(/No pudimos guardar este cambio/);
    expect(input).toHaveValue('Reintento');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(sofia().nickname).toBe('Reintento'));
    await waitFor(() => expect(screen.queryByText(/No pudimos guardar este cambio/)).not.toBeInTheDocument());
  });

  it('[ME-02] "Así se ve tu perfil" opens the profile view of oneself without like, dislike or menu', async () => {
    const { user, router } = await openMyProfile();
    await user.click(screen.getByRole('button', { name: /Así se ve tu perfil/ }));
    const modal = await screen.findByTestId('profile-view');
    expect(router.state.location.search).toBe('?modal=profile-view&id=3');
    await within(modal).findByRole('heading', { level: 3 }, { timeout: 8000 });
    expect(within(modal).queryByRole('button', { name: /Me gusta/ })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Más opciones' })).not.toBeInTheDocument();
  });
});
