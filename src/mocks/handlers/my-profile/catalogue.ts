/** What the questionnaire catalogue serves: tag suggestions (OPEN-12) and the activity options' image tiles. */
import { http, HttpResponse } from 'msw';
import { TAG_FIELDS } from '../../db/catalogue';
import { apiUrl } from '../base';

export const activityImage = (key: string, label: string) => apiUrl(`/img/activity/${key}/${encodeURIComponent(label)}.svg`);

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The seeded suggestion catalogue: the questionnaire's pools plus a few more titles per kind. */
const EXTRA: Record<string, string[]> = {
  films: [
    'Esperando la carroza 2',
    'La historia oficial',
    'El ciudadano ilustre',
    'Medianeras',
    'Zama',
    'Kamchatka',
    'Dos hermanos',
    'El clan',
    'Casados con hijos',
  ],
  music: [
    'Los Piojos',
    'Babasónicos',
    'Spinetta',
    'Attaque 77',
    'Damas Gratis',
    'Los Palmeras',
    'Nathy Peluso',
    'Wos',
    'Trueno',
    'Miranda!',
  ],
  books: [
    'El juguete rabioso',
    'Operación masacre',
    'La invención de Morel',
    'Nuestra parte de noche',
    'Distancia de rescate',
    'Los siete locos',
    'Facundo',
  ],
};
export function suggestionsFor(kind: string, q: string): string[] {
  const pool = TAG_FIELDS.find((t) => t.key === kind)?.pool;
  if (!pool) return [];
  const needle = norm(q.trim());
  if (!needle) return [];
  return [...pool, ...(EXTRA[kind] ?? [])].filter((x) => norm(x).includes(needle)).slice(0, 8);
}

export const catalogueHandlers = [
  // OPEN-12: the demo's suggestion source, a plain list of strings (one URL template per kind).
  http.get(apiUrl('/v1/suggest/:kind'), ({ params, request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    // (CORS headers come from the node server's middleware: a second Allow-Origin here broke it in browsers.)
    return HttpResponse.json(suggestionsFor(String(params.kind), q));
  }),

  // Activity option images: a small tile with the option's initial.
  http.get(apiUrl('/img/activity/:group/:file'), ({ params }) => {
    const label = decodeURIComponent(String(params.file)).replace(/\.svg$/, '');
    const hue = [...label].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 360, 7);
    const initial = label.charAt(0).toUpperCase().replace(/[<>&]/g, '');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="hsl(${hue} 65% 88%)"/><text x="48" y="62" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="hsl(${hue} 55% 32%)">${initial}</text></svg>`;
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });
  }),
];
