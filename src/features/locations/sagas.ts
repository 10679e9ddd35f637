import { delay, put } from 'redux-saga/effects';
import { call } from '@/store/effects';
import type { Answer } from '@/api/contract';
import { takeEarlyLocations } from '@/shared/boot/handoff';
import { config } from '@/shared/config/env';
import { toProvinces } from './labels';
import { locationsFailed, locationsLoaded, locationsRequested } from './slice';

const RETRY_MS = [1000, 2000, 4000, 8000, 15000];

/**
 * The static location JSON (API-25, OPEN-09) is a token-less file, not an API call: it is fetched with
 * `fetch` (started by index.html's boot loader), so the first paint does not wait for the HTTP client's chunk.
 */
export async function fetchLocations(url: string = config.locationsUrl): Promise<Answer<'getLocations'> | null> {
  // The boot loader in index.html started this fetch before the app's scripts (production builds).
  const early = takeEarlyLocations(url);
  if (early) return (await early) as Answer<'getLocations'> | null;
  try {
    const res = await fetch(url, { credentials: 'same-origin', mode: 'cors' });
    if (!res.ok) return null;
    const data = (await res.json()) as unknown;
    return Array.isArray(data) ? (data as Answer<'getLocations'>) : null;
  } catch {
    return null;
  }
}

/**
 * API-25 / SHELL-53: the location list loads at start; the app stays behind the splash until it has. A
 * list that holds no usable province (an empty list, only ids that are words: OPEN-18) has loaded all the
 * same: the server did answer, so the member is not offline, asking again gets the same answer, and no
 * screen needs the list to work (location lines are left out). The app goes on at once without it (it
 * waited three answers, 3 s behind the splash on every start, until 3 Dec 2026). No answer, or one that is
 * no list (an error, text that is not JSON), is retried behind the splash, saying 'Sin conexión'.
 */
export function* locationsSaga() {
  for (let i = 0; ; i += 1) {
    yield put(locationsRequested());
    const data = yield* call(fetchLocations);
    if (data) {
      const provinces = toProvinces(data);
      if (provinces.length === 0) console.warn('[locations] the location list holds no usable province; going on without it');
      yield put(locationsLoaded(provinces));
      return;
    }
    yield put(locationsFailed());
    yield delay(RETRY_MS[Math.min(i, RETRY_MS.length - 1)] ?? 15000);
  }
}
