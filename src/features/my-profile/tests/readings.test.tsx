/**
 * My profile's place in both readings of the contract (docs/api-decisions.md "Two readings"): the demo's
 * answers and `useContractMode('other-reading')`, where a location picker's `select` (unstated) comes as
 * a list of options. The data sheet (OPEN-19) always carries all three fields.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContractMode } from '@/test/contract';
import { reshaped } from '@/test/demo-answer';
import { server } from '@/test/msw-server';
import { db } from '@/mocks/db';
import { captureRequests, openMyProfile } from './helpers';

jest.setTimeout(30000);
const seen = captureRequests();
const sofia = () => db.members.get(3)!;
const sheets = () => seen.filter((r) => r.method === 'PUT' && r.path === '/v1/profile/data-sheet');
const READINGS = ['demo', 'other-reading'] as const;

async function changeNickname(user: ReturnType<typeof userEvent.setup>, to: string) {
  const input = screen.getByLabelText('Apodo');
  await user.clear(input);
  await user.type(input, to);
  await user.tab();
}

describe.each(READINGS)('my profile, %s reading', (reading) => {
  beforeEach(() => {
    if (reading === 'other-reading') useContractMode('other-reading');
  });

  it("[ME-12][API-42] the province and city pickers show the member's place", async () => {
    const { provinceId, cityId } = sofia();
    const province = db.locations.find((p) => p.id === provinceId)!;
    const city = province.cities.find((c) => c.id === cityId)!;
    await openMyProfile();
    expect(screen.getByLabelText('Provincia')).toHaveValue(String(provinceId));
    expect(screen.getByLabelText('Provincia')).toHaveDisplayValue(province.name);
    expect(screen.getByLabelText('Ciudad')).toHaveValue(String(cityId));
    expect(screen.getByLabelText('Ciudad')).toHaveDisplayValue(city.name);
  });

  it("[ME-09][API-43][OPEN-19] a changed nickname sends the whole data sheet {apodo, provincia, localidad} with the member's place", async () => {
    const { provinceId, cityId } = sofia();
    const { user } = await openMyProfile();
    await changeNickname(user, 'Wmqx59642mw7621');
    expect(await screen.findByText('Apodo en moderación')).toBeInTheDocument();
    await waitFor(() => expect(sheets()).toHaveLength(1));
    expect(sheets()[0]?.body).toEqual({ data: { apodo: 'Wmqx59642mw7621', provincia: provinceId, localidad: cityId } });
  });

  it("[ME-09][API-43][OPEN-19] pickers with no usable choice: the data sheet carries the session's place, never an incomplete sheet", async () => {
    // The demo's 'Seleccionar' null choice; the other reading's empty list.
    const none = reading === 'demo' ? { label: 'Seleccionar', value: null } : [];
    server.use(
      reshaped('get', '/v1/profile', (j: { location: { province: object; city: object } }) => ({
        ...j,
        location: { province: { ...j.location.province, select: none }, city: { ...j.location.city, select: none } },
      })),
    );
    const { provinceId, cityId } = sofia();
    const { user } = await openMyProfile();
    expect(screen.getByLabelText('Provincia')).toHaveValue('');
    await changeNickname(user, 'Sofi nueva');
    await waitFor(() => expect(sheets()).toHaveLength(1));
    expect(sheets()[0]?.body).toEqual({ data: { apodo: 'Sofi nueva', provincia: provinceId, localidad: cityId } });
  });

  it("[ME-09][API-43][OPEN-19] with no place known at all nothing is sent: the save fails with 'Reintentar' and keeps what was typed", async () => {
    const none = reading === 'demo' ? { label: 'Seleccionar', value: null } : [];
    server.use(
      reshaped('get', '/v1/profile', (j: { location: { province: object; city: object } }) => ({
        ...j,
        location: { province: { ...j.location.province, select: none }, city: { ...j.location.city, select: none } },
      })),
      reshaped('get', '/v1/session', (j: { me: object }) => ({ ...j, me: { ...j.me, location: undefined } })),
    );
    const { user } = await openMyProfile();
    await changeNickname(user, 'Sofi nueva');
    expect(await screen.findByText(/No pudimos guardar este cambio/)).toBeInTheDocument();
    expect(screen.getByLabelText('Apodo')).toHaveValue('Sofi nueva');
    expect(sheets()).toHaveLength(0);
  });
});
