/**
 * The photos' bookkeeping belongs to one store (issue 43): the 2 s guard between deletions (ME-27)
 * remembers this store's last deletion, never another store's (a reload, the next test).
 */
import { act, waitFor } from '@testing-library/react';
import { apiSignIn, authenticatedState, storeForSagas } from '@/test/utils';
import { recordRequests } from '@/test/requests';
import { myProfileFeature } from '../feature';
import { myProfileActions, selectMyProfile } from '../slice';

const requests = recordRequests();
const deletes = () => requests.seen.filter((r) => r.method === 'DELETE' && r.path.startsWith('/v1/profile/image/'));

describe('the photos, per store', () => {
  it("[ME-27] a deletion in a new store is sent even within 2 s of the previous store's deletion", async () => {
    const auth = await apiSignIn('sofia');
    const deleteIn = async (at: number, sent: number) => {
      const { store } = storeForSagas(authenticatedState(auth));
      store.startSaga(myProfileFeature);
      act(() => {
        store.dispatch(myProfileActions.imageDeleteRequested({ id: 999_001, at }));
      });
      await waitFor(() => expect(deletes()).toHaveLength(sent));
      await waitFor(() => expect(selectMyProfile(store.getState()).images.busyId).toBeNull());
      return store;
    };
    const first = await deleteIn(1_000, 1);
    first.stopSagas();
    await deleteIn(1_500, 2);
  });
});
