/** Test helpers for my profile: record what the app sends to the demo API; open the screen. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordRequests, type SeenRequest } from '@/test/requests';
import { renderApp, signInStored } from '@/test/utils';

/** Records every request of each test (JSON bodies parsed). */
export function captureRequests(): SeenRequest[] {
  return recordRequests({ jsonOnly: true }).seen;
}

/** Sofía's my profile, open and no longer busy. */
export async function openMyProfile() {
  const user = userEvent.setup();
  await signInStored('sofia');
  const app = renderApp('/my-profile');
  await screen.findByText(/Perfil completo al/, {}, { timeout: 15000 });
  // The form renders after the header's frame (issue 32); the screen is busy until it is in.
  await waitFor(() => expect(screen.getByTestId('my-profile')).toHaveAttribute('aria-busy', 'false'));
  return { ...app, user };
}
