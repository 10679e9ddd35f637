import { delay, put } from 'redux-saga/effects';
import { apiCall, type ApiResult } from '@/api/call-api';
import { apiGetLocations } from '@/api/session';
import type { ApiLocationsJson } from '@/api/types/session';
import { locationsFailed, locationsLoaded, locationsRequested } from './slice';

const RETRY_MS = [1000, 2000, 4000, 8000, 15000];

/** API-25 / SHELL-53: the location list loads at start; the app stays behind the splash until it has. */
export function* locationsSaga() {
  for (let i = 0; ; i += 1) {
    yield put(locationsRequested());
    const r = (yield apiCall(apiGetLocations)) as ApiResult<ApiLocationsJson>;
    if (r.kind === 'ok' && Array.isArray(r.data)) {
      yield put(locationsLoaded(r.data.map((p) => ({ id: p.id, name: p.name, cities: p.cities ?? [] }))));
      return;
    }
    yield put(locationsFailed());
    yield delay(RETRY_MS[Math.min(i, RETRY_MS.length - 1)] ?? 15000);
  }
}
