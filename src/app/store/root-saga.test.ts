import { put } from 'redux-saga/effects';
import { call, take } from '@/store/effects';
import { isolated } from './root-saga';
import { defineFeature } from '@/store';
import { storeForSagas } from '@/test/utils';

describe('root saga', () => {
  it('[HOUSE] restarts a crashed feature saga and keeps its siblings alive', async () => {
    const { store } = storeForSagas();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let runs = 0;
    function* flaky() {
      runs += 1;
      yield* take('test/poke');
      if (runs === 1) throw new Error('boom');
      yield put({ type: 'test/survived' });
    }
    store.runSaga(isolated, 'flaky', flaky);
    const survived = store
      .runSaga(function* w() {
        yield* take('test/survived');
        return true;
      })
      .toPromise();
    store.dispatch({ type: 'test/poke' }); // crashes the first run
    await new Promise((r) => setTimeout(r, 1100)); // restart delay
    store.dispatch({ type: 'test/poke' });
    await expect(survived).resolves.toBe(true);
    expect(runs).toBe(2);
    // The core sagas still answer: a logout still works after the crash.
    store.dispatch({ type: 'session/logoutRequested', payload: {} });
    expect(store.getState().session.status).toBe('anonymous');
    expect(errors).toHaveBeenCalledWith('[saga:flaky] crashed; restarting', expect.any(Error));
    errors.mockRestore();
  });

  it('[HOUSE] stopSagas cancels every feature saga of the store', async () => {
    const { store } = storeForSagas();
    let finished = false;
    store.startSaga(
      defineFeature({
        name: 'probe',
        ns: 'common',
        saga: function* probe() {
          try {
            yield* call(() => new Promise(() => undefined));
          } finally {
            finished = true;
          }
        },
      }),
    );
    store.stopSagas();
    expect(finished).toBe(true);
  });
});
