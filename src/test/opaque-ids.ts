/**
 * A server whose ids are words (the contract types `Id` as `[integer, string]`, x-type unstated): the
 * demo API behind a translation, as Prism or another team's server may answer. Members are 'usr_<n>'
 * and messages 'msg_<n>' on the wire; each request is turned back into the demo's numbers (its path, its
 * query, a JSON or form body) and the answers of the calls that name members or messages are turned into
 * words. Places, plans, photos and fields keep their numbers.
 */
import { getResponse, http, HttpResponse, type JsonBodyType } from 'msw';
import { apiUrl, handlers } from '@/mocks/handlers';
import { isRecord as isJson, listIn, type WireRecord as Json } from '@/shared/lib/wire';

export const memberWord = (n: number) => `usr_${n}`;
export const messageWord = (n: number) => `msg_${n}`;

const WORD = /\b(?:usr|msg)_(\d+)\b/g;
const JSON_WORD = /"(?:usr|msg)_(\d+)"/g;

/** The records of a list answer (a bare array, or the array under `key`), as the app reads it (listIn). */
const itemsOf = (j: unknown, key: string): Json[] => (listIn(j, key) ?? []).filter(isJson);

/** Member ids (a positive number) as words, in place. */
function words(o: Json, keys: string[], word = memberWord): void {
  for (const k of keys) if (typeof o[k] === 'number' && o[k] > 0) o[k] = word(o[k]);
}

/** The answers that name members or messages, turned into words (the demo's own paths). */
function answerInWords(path: string, json: unknown): unknown {
  if (path === '/v1/session') {
    if (isJson(json) && isJson(json.me)) words(json.me, ['id']);
  } else if (/^\/v1\/dashboard\/(listing\/[^/]+|scroll|search)$/.test(path) || /^\/v1\/user\/(likes|dislikes|visits)/.test(path)) {
    for (const item of itemsOf(json, 'items')) if (item.type !== 'NOTICE') words(item, ['id', 'userId', 'idUser']);
  } else if (/^\/v1\/profile\/\d+$/.test(path)) {
    if (isJson(json)) words(json, ['id']);
  } else if (/^\/v1\/messages\/(received|sent)$/.test(path)) {
    for (const row of itemsOf(json, 'items')) words(row, ['id', 'userId']);
  } else if (/^\/v1\/messages\/view\/\d+(\/batch)?$/.test(path)) {
    if (isJson(json) && isJson(json.user)) words(json.user, ['id']);
    for (const m of itemsOf(json, 'messages')) words(m, ['id'], messageWord);
  } else if (/^\/v1\/messages\/send\/\d+$/.test(path)) {
    if (isJson(json) && isJson(json.message)) words(json.message, ['id'], messageWord);
  }
  return json;
}

/** The request as the demo takes it: every word id back to its number. */
async function toDemo(request: Request): Promise<Request> {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(WORD, '$1');
  url.search = url.search.replace(WORD, '$1');
  const type = request.headers.get('content-type') ?? '';
  let body: BodyInit | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (type.includes('json')) body = (await request.text()).replace(JSON_WORD, '$1');
    else if (type.includes('x-www-form-urlencoded')) body = (await request.text()).replace(WORD, '$1');
    else body = await request.arrayBuffer();
  }
  return new Request(url, { method: request.method, headers: request.headers, body });
}

/** Every API call answered by the demo in words (install with server.use). */
export const opaqueIdServer = () =>
  http.all(apiUrl('/v1/*'), async ({ request }) => {
    const demoRequest = await toDemo(request);
    const demo = await getResponse(handlers, demoRequest);
    if (!demo || !(demo.headers.get('Content-Type') ?? '').includes('json')) return demo;
    const json: unknown = await demo.json();
    const path = new URL(demoRequest.url).pathname;
    return HttpResponse.json(answerInWords(path, json) as JsonBodyType, { status: demo.status });
  });
