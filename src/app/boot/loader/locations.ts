/**
 * The location list (SHELL-53), fetched once for the app: at once from the build's URL; once
 * runtime-config.js has run, again from the URL it names if that is another one ("one build, any
 * API"). The app takes only a list fetched from the URL it would ask itself (boot.locationsUrl, see
 * takeEarlyLocations in src/shared/boot/handoff.ts).
 */
import type { BootHandoff } from '@/shared/boot/handoff';
import { runtimeConfig } from './page';

export function fetchLocations(boot: BootHandoff, url: string): void {
  boot.locationsUrl = url;
  boot.locations = fetch(url, { credentials: 'same-origin', mode: 'cors' })
    .then((r) => (r.ok ? r.json() : null))
    .then((j: unknown) => (Array.isArray(j) ? j : null))
    .catch(() => null);
}

/** After runtime-config.js: the list again from its LOCATIONS_URL, if it names another (and the app has not taken it yet). */
export function refetchMovedLocations(boot: BootHandoff): void {
  const url = runtimeConfig().LOCATIONS_URL;
  if (url && url !== boot.locationsUrl && boot.locations) fetchLocations(boot, url);
}
