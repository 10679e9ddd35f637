/**
 * A server whose ids are words or negative numbers (the contract types `Id` as `[integer, string]`, x-type
 * unstated, with no minimum): the demo API behind a translation, as Prism or another team's server may
 * answer. In WORDS, members are 'usr_<n>' and messages 'msg_<n>' on the wire; in NEGATIVE, both are -<n>
 * (Prism's `me.id` -7180426). Each request is turned back into the demo's numbers (its path, its query, a
 * JSON or form body) and the answers of the calls that name members or messages are turned into the
 * dialect's ids. Places, plans, photos and fields keep their numbers.
 */
import { getResponse, http, HttpResponse, type JsonBodyType } from 'msw';
import { apiUrl, handlers } from '@/mocks/handlers';
import { isRecord as isJson, listIn, type WireRecord as Json } from '@/shared/lib/wire';

/** How a server names the demo's member and message ids, and how to find its ids in a request. */
export interface IdDialect {
  member: (n: number) => string | number;
  message: (n: number) => string | number;
  /** Its ids in a path, a query or a form body: replaced by `$1$2` (group 1 what precedes the id, group 2 the demo's number). */
  inText: RegExp;
  /** Its ids in a JSON body: replaced by `$1$2`, as `inText`. */
  inJson: RegExp;
}

export const WORDS: IdDialect = {
  member: (n) => `usr_${n}`,
  message: (n) => `msg_${n}`,
  inText: /()\b(?:usr|msg)_(\d+)\b/g,
  inJson: /()"(?:usr|msg)_(\d+)"/g,
};

export const NEGATIVE: IdDialect = {
  member: (n) => -n,
  message: (n) => -n,
  // After a path's slash, a query's or a form's '=', or a comma of a list.
  inText: /([/=,])-(\d+)\b/g,
  inJson: /([:[,]\s*)-(\d+)\b/g,
};

/** The records of a list answer (a bare array, or the array under `key`), as the app reads it (listIn). */
const itemsOf = (j: unknown, key: string): Json[] => (listIn(j, key) ?? []).filter(isJson);

/** The answers that name members or messages, in the dialect's ids (the demo's own paths). */
function answerIn(dialect: IdDialect, path: string, json: unknown): unknown {
  /** Member (or message) ids (a positive number) in the dialect, in place. */
  const words = (o: Json, keys: string[], word = dialect.member): void => {
    for (const k of keys) if (typeof o[k] === 'number' && o[k] > 0) o[k] = word(o[k]);
  };
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
    for (const m of itemsOf(json, 'messages')) words(m, ['id'], dialect.message);
  } else if (/^\/v1\/messages\/send\/\d+$/.test(path)) {
    if (isJson(json) && isJson(json.message)) words(json.message, ['id'], dialect.message);
  }
  return json;
}

/** The request as the demo takes it: every id of the dialect back to its number. */
async function toDemo(dialect: IdDialect, request: Request): Promise<Request> {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(dialect.inText, '$1$2');
  url.search = url.search.replace(dialect.inText, '$1$2');
  const type = request.headers.get('content-type') ?? '';
  let body: BodyInit | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (type.includes('json')) body = (await request.text()).replace(dialect.inJson, '$1$2');
    else if (type.includes('x-www-form-urlencoded')) body = (await request.text()).replace(dialect.inText, '$1$2');
    else body = await request.arrayBuffer();
  }
  return new Request(url, { method: request.method, headers: request.headers, body });
}

/** Every API call answered by the demo in the dialect's ids (install with server.use). */
export const opaqueIdServer = (dialect: IdDialect = WORDS) =>
  http.all(apiUrl('/v1/*'), async ({ request }) => {
    const demoRequest = await toDemo(dialect, request);
    const demo = await getResponse(handlers, demoRequest);
    if (!demo || !(demo.headers.get('Content-Type') ?? '').includes('json')) return demo;
    const json: unknown = await demo.json();
    const path = new URL(demoRequest.url).pathname;
    return HttpResponse.json(answerIn(dialect, path, json) as JsonBodyType, { status: demo.status });
  });
