/**
 * Saving my profile (ME-08 to ME-19): each field saved through one `save` (a failure keeps the edit and
 * its retry), the newest save of a field cancelling the older one, and the tag suggestions (ME-17, OPEN-12).
 */
import { cancel, delay, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { apiCall, type ApiResult, call, cancelled, fork, type SagaGen, select, take } from '@/store/effects';
import type { Task } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { apiUpdateDataForm, apiUpdateDataSheet, apiUpdateDescription, type DataSheetFields } from '@/api/my-profile';
import type { Answer } from '@/api/contract';
import { apiSaveAgeRange } from '@/api/account';
import { fetchTagSuggestions } from '@/api/tag-suggestions';
import { selectMe } from '@/features/session';
import { track } from '@/shared/analytics';
import { config } from '@/shared/config/env';
import { afterNextPaint } from '@/shared/lib/idle';
import { valorOf } from './mappers';
import { myProfileActions, selectMyProfile } from './slice';
import { saveRetried } from './actions';
import type { MyProfileState } from './state';
import type { FormField } from './types';

/** Tag suggestions wait for a pause in typing. */
export const SUGGEST_DEBOUNCE_MS = 300;
/** The completeness an update's answer carries (updateProfileDataSheet and the others; the age range's answer is not typed). */
function complitudOf(data: unknown): number | undefined {
  const c = data !== null && typeof data === 'object' && 'complitud' in data ? Number(data.complitud) : NaN;
  return Number.isFinite(c) ? c : undefined;
}

/** Runs one save; a failure (or a save `run` could not send: null) keeps the edit in the store and remembers `retry`. */
function* save(key: string, retry: { type: string; payload: unknown }, run: () => SagaGen<ApiResult<unknown> | null>): SagaGen {
  yield put(myProfileActions.saveStarted({ key, retry }));
  // The field shows its saving state first; the request waits for that frame, so it never holds back
  // the Tab or the tap that ended the edit (issue 32).
  yield* call(afterNextPaint);
  const r = yield* call(run);
  if (r?.kind === 'ok') yield put(myProfileActions.saveSucceeded({ key, complitud: complitudOf(r.data) }));
  else yield put(myProfileActions.saveFailed({ key }));
}

function findField(s: MyProfileState, id: number): FormField | undefined {
  const groups = [
    ...(s.data?.personalData ?? []),
    ...(s.data ? [s.data.coupleData, s.data.activities] : []),
    ...(s.wizard.data?.personalData ?? []),
  ];
  for (const g of groups) {
    const f = g.list.find((x) => x.id === id);
    if (f) return f;
  }
  return undefined;
}

/** A place the data sheet can carry: a province and a city, both known. */
function wholePlace(province: number | null | undefined, city: number | null | undefined): { province: number; city: number } | null {
  return province && province > 0 && city && city > 0 ? { province, city } : null;
}

/**
 * The data-sheet payload is always the documented whole, data {apodo, provincia, localidad} (API-43,
 * OPEN-19): the field that changed with the current values of the other two, so a server reading the
 * whole payload never clears the member's place or nickname. The place is my profile's (its pickers),
 * else the last one the app knows, the session's me.location (the wizard loads no profile; a profile
 * answer whose pickers hold no usable choice). Never an incomplete sheet: without a place or a nickname
 * nothing is sent (null), and the save fails with its 'Reintentar'.
 */
function* dataSheet(apodo?: string): SagaGen<ApiResult<Answer<'updateProfileDataSheet'>> | null> {
  const s = yield* select(selectMyProfile);
  const me = yield* select(selectMe);
  const place = wholePlace(s.data?.place.province, s.data?.place.city) ?? wholePlace(me?.location.idprovincia, me?.location.localidad.id);
  const name = apodo ?? (s.data?.nickname || me?.nickname || '');
  if (!place || !name) return null;
  const data: DataSheetFields = { apodo: name, provincia: place.province, localidad: place.city };
  return yield* apiCall(apiUpdateDataSheet, data);
}

function* onNickname(a: ReturnType<typeof myProfileActions.nicknameSaveRequested>): SagaGen {
  yield put(myProfileActions.wizardTextSaved({ nickname: a.payload.nickname }));
  yield* call(save, 'nickname', a, () => dataSheet(a.payload.nickname));
}
function* onDescription(a: ReturnType<typeof myProfileActions.descriptionSaveRequested>): SagaGen {
  yield put(myProfileActions.wizardTextSaved({ description: a.payload.description }));
  yield* call(save, 'description', a, function* () {
    return yield* apiCall(apiUpdateDescription, a.payload.description);
  });
  track({ event: 'description' });
}
/** ME-12: a province alone is not a place: it is saved with the city chosen next (onCity). */
function* onProvince(_a: ReturnType<typeof myProfileActions.provinceSaveRequested>): SagaGen {}
function* onCity(a: ReturnType<typeof myProfileActions.citySaveRequested>): SagaGen {
  yield* call(save, 'location', a, () => dataSheet());
}
function* onField(a: ReturnType<typeof myProfileActions.fieldSaveRequested>): SagaGen {
  const s = yield* select(selectMyProfile);
  const field = findField(s, a.payload.id);
  // A field the answer gave no id or options for is never saved (its id is a stand-in).
  if (!field || field.readOnly) return;
  yield* call(save, `field:${a.payload.id}`, a, function* () {
    return yield* apiCall(apiUpdateDataForm, {
      id: field.id,
      tipo: field.inputType,
      valor: valorOf(field, a.payload.select),
    });
  });
}
function* onTags(a: ReturnType<typeof myProfileActions.tagsSaveRequested>): SagaGen {
  const s = yield* select(selectMyProfile);
  const group = s.data?.tags[a.payload.kind];
  if (!group) return;
  yield* call(save, `tags:${a.payload.kind}`, a, function* () {
    return yield* apiCall(apiUpdateDataForm, {
      id: group.id,
      tipo: group.inputType,
      valor: a.payload.list,
    });
  });
}
function* onAgeRange(a: ReturnType<typeof myProfileActions.ageRangeSaveRequested>): SagaGen {
  yield* call(save, 'ageRange', a, function* () {
    return yield* apiCall(apiSaveAgeRange, a.payload.min, a.payload.max);
  });
}

function* onRetry(a: ReturnType<typeof saveRetried>): SagaGen {
  const s = yield* select(selectMyProfile);
  const retry = s.saves[a.payload.key]?.retry;
  // A fresh object: the stored action is frozen, and redux-saga marks the actions it puts.
  if (retry) yield put({ type: retry.type, payload: retry.payload });
}

/** takeLatest per key: a newer save of the same field cancels the older one. */
function* latestByKey<A extends Action>(matches: (a: Action) => a is A, keyOf: (a: A) => string, worker: (a: A) => SagaGen): SagaGen {
  const tasks = new Map<string, Task>();
  while (true) {
    const a = yield* take(matches);
    const key = keyOf(a);
    const prev = tasks.get(key);
    if (prev?.isRunning()) yield cancel(prev);
    tasks.set(key, yield* fork(worker, a));
  }
}

/** Each edit's save, by its action's type. */
const SAVE_WORKERS: Record<string, (a: never) => SagaGen> = {
  [myProfileActions.nicknameSaveRequested.type]: onNickname,
  [myProfileActions.descriptionSaveRequested.type]: onDescription,
  [myProfileActions.provinceSaveRequested.type]: onProvince,
  [myProfileActions.citySaveRequested.type]: onCity,
  [myProfileActions.fieldSaveRequested.type]: onField,
  [myProfileActions.tagsSaveRequested.type]: onTags,
  [myProfileActions.ageRangeSaveRequested.type]: onAgeRange,
};
type SaveAction = { type: string; payload: unknown };
const isSave = (a: Action): a is SaveAction => Object.hasOwn(SAVE_WORKERS, a.type);
const saveWorker = (a: SaveAction): SagaGen => (SAVE_WORKERS[a.type] ?? onAgeRange)(a as never);
function saveKeyOf(a: SaveAction): string {
  const p = a.payload as { id?: number; kind?: string };
  if (a.type === myProfileActions.fieldSaveRequested.type) return `field:${p.id}`;
  if (a.type === myProfileActions.tagsSaveRequested.type) return `tags:${p.kind}`;
  return a.type;
}

// ---- tag suggestions (ME-17, OPEN-12) ----
function* suggest(a: ReturnType<typeof myProfileActions.tagSuggestRequested>): SagaGen {
  const { kind, text } = a.payload;
  if (!text.trim()) return;
  yield delay(SUGGEST_DEBOUNCE_MS);
  const controller = new AbortController();
  try {
    const items = yield* call(fetchTagSuggestions, config.tagSuggest[kind], text, controller.signal);
    yield put(myProfileActions.tagSuggestionsLoaded({ kind, text, items }));
  } catch {
    // A failing or aborted source never blocks typing: no suggestions.
  } finally {
    if (yield* cancelled()) controller.abort();
  }
}

/** The saves (one at a time per key, ME-08..16), their retries and the tag suggestions. */
export function* watchSaves(): SagaGen {
  yield* fork(latestByKey<SaveAction>, isSave, saveKeyOf, saveWorker);
  yield takeEvery(saveRetried.type, onRetry);
  yield takeLatest(myProfileActions.tagSuggestRequested.type, suggest);
}
