/**
 * My account in both readings of the contract (docs/api-decisions.md "Two readings"): the demo's answers
 * and `useContractMode('other-reading')`, where the account's `ageRange` (its structure not stated)
 * comes as the session's {edad_min, edad_max}.
 */
import { within } from '@testing-library/react';
import { useContractMode } from '@/test/contract';
import { db, DEMO_ACCOUNTS } from '@/mocks/db';
import { openScreen } from './helpers';

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
});
