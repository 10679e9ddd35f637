/** My account's data saver switch (beyond the spec): a setting of this device that lasts across visits. */
import { cleanup, within } from '@testing-library/react';
import { DATA_SAVER_CLASS, DATA_SAVER_KEY, isDataSaverOn } from '@/shared/lib/data-saver';
import { openScreen } from './helpers';

describe('data saver in my account', () => {
  afterEach(() => delete (navigator as { connection?: unknown }).connection);

  it('[BEYOND] the switch turns the saver on, and it is still on when my account opens again', async () => {
    const { page, user } = await openScreen('/my-account', 'my-account', 'sofia');
    expect(within(page).getByRole('heading', { name: 'Ahorro de datos' })).toBeInTheDocument();
    const toggle = within(page).getByRole('switch', { name: 'Usar ahorro de datos' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('on');
    expect(isDataSaverOn()).toBe(true);
    expect(document.documentElement).toHaveClass(DATA_SAVER_CLASS);

    cleanup();
    const again = await openScreen('/my-account', 'my-account', 'sofia');
    const toggleAgain = within(again.page).getByRole('switch', { name: 'Usar ahorro de datos' });
    expect(toggleAgain).toBeChecked();
    await again.user.click(toggleAgain);
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('off');
    expect(document.documentElement).not.toHaveClass(DATA_SAVER_CLASS);
  });

  it("[BEYOND] with the browser's Save-Data the switch starts on and says why", async () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: Object.assign(new EventTarget(), { saveData: true }) });
    const { page } = await openScreen('/my-account', 'my-account', 'sofia');
    expect(within(page).getByRole('switch', { name: 'Usar ahorro de datos' })).toBeChecked();
    expect(page).toHaveTextContent('Está activado porque tu navegador pide ahorrar datos.');
  });
});
