/**
 * A conversation answered as a server that speaks only the contract would (issue 29): its messages
 * carry `hour` (HH:mm, OPEN-34) and no `date`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInStored } from '@/test/utils';
import { useContractMode } from '@/test/contract';

jest.setTimeout(30000);
const GUILLE = 238;

describe('conversation from a contract-only answer', () => {
  it("[MSG-16][OPEN-34] each message shows the contract's hour, and its <time> carries that hour (never an empty stamp) when no date is sent", async () => {
    useContractMode('strict');
    await signInStored('valentina');
    renderApp(`/message-sent?modal=message-view&id=${GUILLE}`);
    const view = await screen.findByTestId('message-view', {}, { timeout: 10000 });
    await waitFor(() => expect(within(view).getAllByTestId('msg').length).toBeGreaterThan(0), { timeout: 10000 });
    for (const msg of within(view).getAllByTestId('msg')) {
      const time = msg.querySelector('time.msg__hour');
      expect(time?.textContent).toMatch(/^\d{2}:\d{2}$/);
      expect(time?.getAttribute('datetime')).toBe(time?.textContent);
    }
  });
});
