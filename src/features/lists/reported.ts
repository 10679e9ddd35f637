/** A report of a member was recorded: the lists slice and local storage remember it (see reported-storage.ts). */
import { put } from 'redux-saga/effects';
import { call, type SagaGen, select } from '@/store/effects';
import { injectedLists, listsActions } from './slice';
import { saveReported } from './reported-storage';

export function* memberWasReported(id: number): SagaGen {
  yield put(listsActions.memberReported({ id }));
  const ids = yield* select(injectedLists.selectors.selectReportedIds);
  yield* call(saveReported, ids);
}
