/**
 * The location list as the app reads it and a member's place as it names it (PROF-02): pure functions
 * over wire JSON, imported by the slice and sagas and, through ./first-screen.ts, by the boot loader
 * (which carries no slice or saga: this file imports nothing with a side effect).
 */
import { isRecord, list, numericId as idOf, str } from '@/shared/lib/wire';

export interface City {
  id: number;
  name: string;
}
export interface Province {
  id: number;
  name: string;
  cities: City[];
}

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

export function findProvince(provinces: Province[], id: number | null | undefined): Province | undefined {
  return provinces.find((p) => p.id === id);
}

/**
 * 'Province - City' for a member's `location {provinceId, cityId}` (PROF-02), resolved against the
 * location list; a part the list does not hold is '-' (as in the lists, LIST-01); '' when neither is.
 */
export function locationLabel(provinces: Province[], provinceId: number | null, cityId: number | null): string {
  const province = findProvince(provinces, provinceId);
  const city = province?.cities.find((c) => c.id === cityId) ?? provinces.flatMap((p) => p.cities).find((c) => c.id === cityId);
  if (!province && !city) return '';
  return `${province?.name ?? '-'} - ${city?.name ?? '-'}`;
}
