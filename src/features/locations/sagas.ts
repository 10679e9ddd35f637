import { call, delay, put } from 'redux-saga/effects';
import type { ApiLocationsJson } from '@/api/types/session';
import { takeEarlyLocations } from '@/shared/boot/handoff';
import { config } from '@/shared/config/env';
import { locationsFailed, locationsLoaded, locationsRequested } from './slice';

const RETRY_MS = [1000, 2000, 4000, 8000, 15000];

/**
 * The static location JSON (API-25, OPEN-09) is a token-less file, not an API call: it is fetched with
 * `fetch` (started by index.html's boot loader), so the first paint does not wait for the HTTP client's chunk.
 */
export async function fetchLocations(url: string = config.locationsUrl): Promise<ApiLocationsJson | null> {
  // The boot loader in index.html started this fetch before the app's scripts (production builds).
  const early = takeEarlyLocations();
  if (early) return (await early) as ApiLocationsJson | null;
  try {
    const res = await fetch(url, { credentials: 'same-origin', mode: 'cors' });
    if (!res.ok) return null;
    const data = (await res.json()) as unknown;
    return Array.isArray(data) ? (data as ApiLocationsJson) : null;
  } catch {
    return null;
  }
}

/** API-25 / SHELL-53: the location list loads at start; the app stays behind the splash until it has. */
export function* locationsSaga() {
  for (let i = 0; ; i += 1) {
    yield put(locationsRequested());
    const data = (yield call(fetchLocations)) as ApiLocationsJson | null;
    if (data) {
      yield put(locationsLoaded(data.map((p) => ({ id: p.id, name: p.name, cities: p.cities ?? [] }))));
      return;
    }
    yield put(locationsFailed());
    yield delay(RETRY_MS[Math.min(i, RETRY_MS.length - 1)] ?? 15000);
  }
}
