/**
 * The location list's provinces and cities as the app keeps them (SHELL-53, OPEN-18): a pure reading of
 * the wire list, without the slice, so the boot loader's static my profile (./first-screen.ts) reads the
 * list it fetched exactly as the app's saga does.
 */
import { id as idOf, isRecord, list, str } from '@/shared/lib/wire';
import type { City, Province } from './slice';

const named = (v: unknown): { id: number; name: string } | null => {
  if (!isRecord(v)) return null;
  const id = idOf(v.id);
  const name = str(v.name);
  return id === null || !name ? null : { id, name };
};

/** The provinces (and their cities) that can be shown; anything without an id or a name is left out (OPEN-18). */
export function toProvinces(data: unknown): Province[] {
  return list(data).flatMap((p): Province[] => {
    const province = named(p);
    if (!province || !isRecord(p)) return [];
    const cities = list(p.cities).flatMap((c): City[] => {
      const city = named(c);
      return city ? [city] : [];
    });
    return [{ ...province, cities }];
  });
}
