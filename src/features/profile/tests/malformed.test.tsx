/**
 * OPEN-18 (issue #14): the profile view settles whatever its call answers: the profile (wrong types
 * fall back), or an error with 'Reintentar' that loads it; nothing is left aria-busy.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { db } from '@/mocks/db';
import { busy, cutJson, renderAnswered } from '@/test/malformed';

const ID = 40;

describe('a profile view with a malformed answer', () => {
  const bad: [string, () => Response][] = [
    ['text that is not JSON', cutJson('{"id": 40, "nickname": "Tin')],
    ['a wrong type (a number)', () => HttpResponse.json(7)],
    ['missing fields (no id)', () => HttpResponse.json({ nickname: 'Sin id' })],
    ['an unexpected shape (a list)', () => HttpResponse.json([{ id: ID }])],
  ];
  it.each(bad)(
    '[OPEN-18] [PROF-02] [API-41] answered with %s, it shows the error and "Reintentar" loads the profile',
    async (_what, answer) => {
      await renderAnswered(`/dashboard-recent?modal=profile-view&id=${ID}`, '/v1/profile/:id', answer);
      const modal = await screen.findByTestId('profile-view', {}, { timeout: 5000 });
      const alert = await within(modal).findByRole('alert', {}, { timeout: 5000 });
      expect(alert).toHaveTextContent('No pudimos cargar el perfil.');
      expect(within(modal).getByRole('heading', { level: 2 })).toHaveTextContent('Perfil');
      expect(busy(modal)).toHaveLength(0);
      await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
      const nickname = db.members.get(ID)?.nickname ?? '';
      expect(await within(modal).findByRole('heading', { level: 3 }, { timeout: 5000 })).toHaveTextContent(`${nickname}, `);
      await waitFor(() => expect(busy(modal)).toHaveLength(0));
    },
  );

  it('[OPEN-18] [PROF-07] wrong types inside a profile fall back: the profile shows what it can', async () => {
    const odd = {
      id: String(ID),
      nickname: 'Tincho',
      years: '38',
      gender: '1',
      status: 'online',
      liked: 'x',
      reported: null,
      locationText: 5,
      datos_personales: {
        title: 'Datos personales',
        items: [{ label: 'Altura', value: 180 }, null, { label: 'Idiomas', value: ['Español', 3, null] }],
      },
      apariencia: 'nada',
      estilo_vida: { items: 'x' },
      actividades_vacaciones: [{ key: 'a', title: 'Actividades', items: 'nada' }, 4],
      tags: [],
      images: { profile: null, approved: 'x' },
      pareja_edad: { min: 'veinte' },
      ficha: null,
      descripcion: 3,
    };
    await renderAnswered(`/dashboard-recent?modal=profile-view&id=${ID}`, '/v1/profile/:id', () => HttpResponse.json(odd));
    const modal = await screen.findByTestId('profile-view', {}, { timeout: 5000 });
    expect(await within(modal).findByRole('heading', { level: 3 }, { timeout: 5000 })).toHaveTextContent('Tincho, ');
    expect(modal).toHaveTextContent('38 años');
    expect(modal).toHaveTextContent('180');
    expect(modal).toHaveTextContent('Español');
    expect(within(modal).queryByRole('alert')).toBeNull();
    expect(busy(modal)).toHaveLength(0);
  });
});
