/**
 * The send queue's bookkeeping belongs to one store (issue 43): a second store (a reload, the next
 * test) starts with none of the first one's local ids, unstored entries or matched messages.
 */
import { act, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { apiSignIn, authenticatedState, storeForSagas } from '@/test/utils';
import { server } from '@/test/msw-server';
import { API_BASE } from '@/mocks/handlers';
import { messagesFeature } from '../feature';
import { selectOutbox } from '../state/slice';

const GUILLE = 238; // one of Valentina's conversations

describe('the send queue, per store', () => {
  it('[MSG-34] two stores in one page do not share the queue: each numbers its local ids from 1, also after stopSagas()', async () => {
    // Sends stay in flight: the entries stay in the queue with their local ids.
    server.use(http.post(`${API_BASE}/v1/messages/send/:id`, () => new Promise<undefined>(() => {})));
    const auth = await apiSignIn('valentina');
    const sendIn = async (text: string) => {
      const { store } = storeForSagas(authenticatedState(auth));
      store.startSaga(messagesFeature);
      act(() => {
        store.dispatch({ type: 'messages/sendRequested', payload: { userId: GUILLE, text } });
      });
      await waitFor(() => expect(selectOutbox(store.getState())).toHaveLength(1));
      return { store, localId: selectOutbox(store.getState())[0]!.localId };
    };
    const first = await sendIn('Primero');
    expect(first.localId).toMatch(/^local-\d+-1$/);
    first.store.stopSagas();
    const second = await sendIn('Segundo');
    expect(second.localId).toMatch(/^local-\d+-1$/);
  });
});
