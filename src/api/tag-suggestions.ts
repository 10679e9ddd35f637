/**
 * Tag suggestions (API-45, ME-17; OPEN-12): one URL template per source (films, music, books) with
 * '{q}' for the typed text. The answer may be a plain list of strings (the demo API) or the shape of
 * a known public source: Open Library (docs[].title), iTunes Search (results[].trackName/artistName/
 * collectionName), MusicBrainz (artists[].name), TVmaze (show.name), TMDB (results[].title/name) or a
 * Wikipedia opensearch answer ([q, [titles]]). Without a template there are no suggestions (free text).
 * These hosts take no bearer token and are third parties: plain fetch, aborted by the caller's signal.
 */
export type TagKind = 'films' | 'music' | 'books';

export function suggestionUrl(template: string, text: string): string | null {
  if (!template || !template.includes('{q}')) return null;
  return template.split('{q}').join(encodeURIComponent(text));
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Pulls a list of names out of any of the supported answer shapes; never throws. */
export function extractSuggestions(json: unknown): string[] {
  let items: (string | null)[] = [];
  if (Array.isArray(json)) {
    if (json.length >= 2 && typeof json[0] === 'string' && Array.isArray(json[1])) items = (json[1] as unknown[]).map(str);
    else
      items = json.map(
        (x) => str(x) ?? str((x as { show?: { name?: unknown } } | null)?.show?.name) ?? str((x as { name?: unknown } | null)?.name),
      );
  } else if (json && typeof json === 'object') {
    const o = json as Record<string, unknown>;
    const list = (
      Array.isArray(o.docs) ? o.docs : Array.isArray(o.results) ? o.results : Array.isArray(o.artists) ? o.artists : []
    ) as unknown[];
    items = list.map((x) => {
      const r = (x ?? {}) as Record<string, unknown>;
      return str(r.title) ?? str(r.trackName) ?? str(r.collectionName) ?? str(r.artistName) ?? str(r.name);
    });
  }
  return [...new Set(items.filter((x): x is string => x !== null))].slice(0, 8);
}

/** Fetches suggestions; an error, a slow or odd answer gives [] (typing is never blocked). */
export async function fetchTagSuggestions(template: string, text: string, signal?: AbortSignal): Promise<string[]> {
  const url = suggestionUrl(template, text);
  if (!url || !text.trim()) return [];
  const res = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!res.ok) return [];
  return extractSuggestions(await res.json().catch(() => null));
}
