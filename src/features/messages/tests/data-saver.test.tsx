/** The data saver in a conversation (beyond the spec): chat photos are fetched only when tapped. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInStored } from '@/test/utils';
import { warmLazyModules } from '@/test/warm';
import { db } from '@/mocks/db';
import { DATA_SAVER_KEY } from '@/shared/lib/data-saver';

warmLazyModules(['/message-received'], [() => import('../screens/MessageViewModal')]);

const GUILLE = 238; // Valentina's conversation with an image

async function openChat() {
  (db.members.get(5) as { imagePermission: boolean }).imagePermission = true;
  await signInStored('valentina');
  renderApp(`/message-sent?modal=message-view&id=${GUILLE}`);
  const view = await screen.findByTestId('message-view', {}, { timeout: 5000 });
  await waitFor(() => expect(within(view).getAllByTestId(/^msg/).length).toBeGreaterThan(0));
  return view;
}

describe('data saver in a conversation', () => {
  it('[BEYOND][MSG-36] with the saver on, a chat photo is a labelled placeholder with no image until tapped', async () => {
    localStorage.setItem(DATA_SAVER_KEY, 'on');
    const view = await openChat();
    const placeholder = within(view).getByTestId('photo-saver');
    expect(placeholder).toHaveAccessibleName('Foto sin descargar (ahorro de datos). Tocá para verla.');
    expect(view.querySelector('img.chat-photo')).toBeNull();
    expect(within(view).queryByTestId('photo')).not.toBeInTheDocument();

    await userEvent.setup().click(placeholder);
    const photo = await within(view).findByTestId('photo');
    expect(photo.querySelector('img')?.src).toMatch(/\/users_chat\/180x180\/chat-\d+-[0-9a-f]+\.webp$/);
    expect(within(view).queryByTestId('photo-saver')).not.toBeInTheDocument();
  });

  it('[BEYOND][MSG-36] with the saver off, the chat photo loads at once', async () => {
    const view = await openChat();
    expect(within(view).queryByTestId('photo-saver')).not.toBeInTheDocument();
    expect(within(view).getByTestId('photo').querySelector('img')?.src).toMatch(/\/users_chat\/180x180\//);
  });
});
