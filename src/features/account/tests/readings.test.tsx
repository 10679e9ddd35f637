/**
 * My account in both readings of the contract (docs/api-decisions.md "Two readings"): the demo's answers
 * and `useContractMode('other-reading')`, where the account's `ageRange` (its structure not stated)
 * comes as the session's {edad_min, edad_max}. Money paths succeed only on an explicit success (200/201):
 * a 403 passed on by the catalogue (API-03) is a refusal, whatever its body.
 */
import { screen, within } from '@testing-library/react';
import { useContractMode } from '@/test/contract';
import { inContractMode } from '@/test/demo-answer';
import { server } from '@/test/msw-server';
import { db, DEMO_ACCOUNTS } from '@/mocks/db';
import { openScreen, SLOW } from './helpers';

const READINGS = ['demo', 'other-reading'] as const;

describe.each(READINGS)('my account, %s reading', (reading) => {
  beforeEach(() => {
    if (reading === 'other-reading') useContractMode('other-reading');
  });

  it("[ACC-02][ACC-03][API-50] the age range shows the member's own range, {min, max} or {edad_min, edad_max}", async () => {
    const m = db.members.get(DEMO_ACCOUNTS.martin.id)!;
    Object.assign(m.ageRange, { min: 27, max: 44 });
    const { page } = await openScreen('/my-account', 'my-account', 'martin');
    expect(page).toHaveTextContent('De 27 a 44 años');
    expect(within(page).getByRole('slider', { name: 'Edad mínima' })).toHaveValue('27');
    expect(within(page).getByRole('slider', { name: 'Edad máxima' })).toHaveValue('44');
  });

  it("[UNSUB-06][UNSUB-09][API-03] a 403 to the cancellation (renewal/3) is a refusal: the plan is not said cancelled, even with a success's body", async () => {
    server.use(inContractMode('post', '/v1/account/renewal/3', undefined, { status: 403, once: true }));
    const { page, user, router } = await openScreen('/unsubscribe/step-one', 'unsubscribe-step-1', 'valentina');
    await user.type(within(page).getByLabelText('Email'), DEMO_ACCOUNTS.valentina.email);
    await user.type(within(page).getByLabelText('Contraseña'), 'demo1234');
    await user.click(within(page).getByRole('button', { name: 'Continuar' }));
    const two = await screen.findByTestId('unsubscribe-step-2', {}, SLOW);
    await user.click(within(two).getByRole('link', { name: 'Continuar con la baja' }));
    const three = await screen.findByTestId('unsubscribe-step-3');
    await user.click(within(three).getByRole('button', { name: 'Confirmar la baja' }));
    expect(await within(three).findByText('No pudimos completar la baja. Intentá de nuevo.', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unsubscribe/step-three');
    expect(screen.queryByTestId('unsubscribe-step-4')).toBeNull();
  });

  it("[REFUND-05][REFUND-08][API-03] a 403 to the withdrawal is a refusal: no procedure number, even with a success's body", async () => {
    server.use(inContractMode('post', '/v1/user/refund', undefined, { status: 403, once: true }));
    const { page, user } = await openScreen('/refund', 'refund', 'valentina');
    await user.click(within(page).getByRole('button', { name: 'Confirmar' }));
    expect(await within(page).findByText('Ups!!! Ocurrio un error, volve a intentarlo', {}, SLOW)).toBeInTheDocument();
    expect(within(page).queryByTestId('refund-number')).toBeNull();
  });
});
