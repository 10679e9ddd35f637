/**
 * The API contract as a checker: an OpenAPI 3.1 router (server URL + path templates + method ->
 * operation) and ajv (draft 2020-12, the dialect of OpenAPI 3.1) for parameters, request bodies
 * (JSON, multipart, urlencoded) and answers.
 *
 *   const contract = apiContract('http://localhost:8081');
 *   const route = contract.route('GET', new URL(request.url));
 *   contract.checkRequest(route, { headers, contentType, body });    // Violation[]
 *   contract.checkAnswer(route, status, contentType, body);           // Violation[]
 *
 * Requests that are not API calls (the demo's control endpoints, images, the tag-suggestion URLs,
 * the payment provider's script ...) route to `{kind: 'skip', reason}`: see SKIPS below and
 * docs/contract-checks.md. Anything else on the API host that names no operation is a violation.
 */
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { apiDocument, deref, realtimeDocument } from './documents';

export type ViolationKind = 'request' | 'answer' | 'realtime';

export interface Violation {
  kind: ViolationKind;
  operationId: string;
  /** `GET /v1/profile/3` */
  call: string;
  /** JSON pointer into the request (`/body/data/apodo`, `/query/page`), the answer (`/items/0/id`) or the event. */
  pointer: string;
  message: string;
}

export function describeViolation(v: Violation): string {
  return `contract ${v.kind} violation: ${v.operationId} (${v.call}) at ${v.pointer || '/'}: ${v.message}`;
}

type Obj = Record<string, unknown>;

export interface OperationRoute {
  kind: 'operation';
  operationId: string;
  method: string;
  template: string;
  call: string;
  operation: Obj;
  pathParams: Record<string, string>;
  query: URLSearchParams;
}
export type Route = OperationRoute | { kind: 'skip'; reason: string; call: string } | { kind: 'unknown'; call: string };

export interface CheckedRequest {
  headers: Headers;
  /** The media type without parameters, lower case; '' when there is no Content-Type. */
  contentType: string;
  /** Whether the request carried a body at all. */
  hasBody: boolean;
  /** JSON: the parsed value (undefined when it does not parse); forms: an object of fields (files as '<binary>'). */
  body: unknown;
}

/**
 * Deliberate skips: requests that are not calls of the API contract. Each names why; the counts per
 * reason are printed with the totals. Keep in sync with docs/contract-checks.md.
 */
export const SKIPS: { test: (method: string, path: string) => boolean; reason: string }[] = [
  { test: (_m, p) => p.startsWith('/__demo/') || p === '/__demo', reason: 'demo control endpoint (/__demo, not part of the API)' },
  { test: (_m, p) => p.startsWith('/img/'), reason: 'image host (x-image-hosts: no operation)' },
  {
    test: (_m, p) => p.startsWith('/v1/suggest/'),
    reason: 'tag suggestions: configurable URLs outside the API (OPEN-12, x-calls-without-fixed-path)',
  },
  {
    test: (_m, p) => p.startsWith('/demo/'),
    reason: "the demo's third parties: payment provider script, ticket page, Facebook Graph stand-in (not the API)",
  },
  { test: (_m, p) => p.startsWith('/videollamada/'), reason: 'video-call room page (the URL the server hands out, not an API call)' },
  { test: (m, p) => m === 'GET' && p === '/', reason: "the demo API's index page" },
];

/** The realtime contract's channel authorisation (x-channel-auth) is checked as this pseudo-operation. */
export const CHANNEL_AUTH_OPERATION = 'realtimeChannelAuth';

const SUCCESS_TWINS: Record<string, string> = { '200': '201', '201': '200' };

function template(path: string): { regex: RegExp; names: string[]; literal: number } {
  const names: string[] = [];
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { regex: new RegExp(`^${source}$`), names, literal: path.replace(/\{[^}]+\}/g, '').length };
}

function condense(errors: ErrorObject[] | null | undefined, prefix: string): { pointer: string; message: string }[] {
  if (!errors?.length) return [];
  const pointerOf = (e: ErrorObject): string => {
    const missing = e.keyword === 'required' ? `/${String((e.params as { missingProperty?: string }).missingProperty)}` : '';
    return `${prefix}${e.instancePath}${missing}`;
  };
  // anyOf/oneOf report every branch: keep the deepest errors, they say what is wrong.
  const depth = (e: ErrorObject): number => pointerOf(e).split('/').length;
  const max = Math.max(...errors.map(depth));
  const seen = new Set<string>();
  const out: { pointer: string; message: string }[] = [];
  for (const e of errors.filter((x) => depth(x) === max)) {
    const pointer = pointerOf(e);
    const message =
      e.keyword === 'required'
        ? 'missing required field'
        : `${e.message ?? e.keyword}${e.keyword === 'enum' ? ` ${JSON.stringify(e.params)}` : ''}`;
    const key = `${pointer} ${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ pointer, message });
    if (out.length >= 3) break;
  }
  return out;
}

export class ApiContract {
  readonly doc: Obj = apiDocument();
  private readonly apiOrigin: string;
  private readonly strictAjv: Ajv2020;
  private readonly formAjv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly paths: { path: string; item: Obj; regex: RegExp; names: string[]; literal: number; params: number }[];
  private readonly channelAuth: Obj;

  constructor(
    apiBase: string,
    private readonly channelAuthPath = '/v1/pusher/auth',
  ) {
    this.apiOrigin = new URL(apiBase).origin;
    const make = (coerceTypes: boolean): Ajv2020 => {
      const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, coerceTypes });
      addFormats(ajv);
      ajv.addSchema(this.doc, 'api');
      ajv.addSchema(realtimeDocument(), 'realtime');
      return ajv;
    };
    this.strictAjv = make(false);
    // Form fields, path and query parameters travel as text: '3' is an integer there.
    this.formAjv = make(true);
    this.paths = Object.entries(this.doc.paths as Record<string, Obj>)
      .map(([path, item]) => ({ path, item, ...template(path), params: (path.match(/\{/g) ?? []).length }))
      // OpenAPI: concrete paths match before templated ones.
      .sort((a, b) => a.params - b.params || b.literal - a.literal);
    this.channelAuth = (realtimeDocument()['x-channel-auth'] ?? {}) as Obj;
  }

  route(method: string, url: URL): Route {
    const m = method.toUpperCase();
    const path = url.pathname;
    const call = `${m} ${path}`;
    if (m === 'OPTIONS' || m === 'HEAD') return { kind: 'skip', reason: 'CORS preflight / HEAD (not an API call)', call };
    const onApiHost = url.origin === this.apiOrigin;
    if (path === '/locations.json' || onApiHost) {
      const skip = SKIPS.find((s) => s.test(m, path));
      if (skip && path !== '/locations.json') return { kind: 'skip', reason: skip.reason, call };
      if (m === 'POST' && path === this.channelAuthPath) {
        return {
          kind: 'operation',
          operationId: CHANNEL_AUTH_OPERATION,
          method: m,
          template: path,
          call,
          operation: {},
          pathParams: {},
          query: url.searchParams,
        };
      }
      const match = this.paths.find((p) => p.regex.test(path));
      const operation = match?.item[m.toLowerCase()] as Obj | undefined;
      if (!match || !operation?.operationId) return { kind: 'unknown', call };
      const values = match.regex.exec(path)!.slice(1);
      const pathParams = Object.fromEntries(match.names.map((n, i) => [n, decodeURIComponent(values[i] ?? '')]));
      return {
        kind: 'operation',
        operationId: operation.operationId as string,
        method: m,
        template: match.path,
        call,
        operation,
        pathParams,
        query: url.searchParams,
      };
    }
    return { kind: 'skip', reason: 'another host (not the API host)', call };
  }

  private validator(ajv: Ajv2020, key: string, schema: unknown): ValidateFunction {
    const cacheKey = `${ajv === this.formAjv ? 'form' : 'json'}:${key}`;
    let fn = this.compiled.get(cacheKey);
    if (!fn) {
      fn = ajv.compile(schema as object);
      this.compiled.set(cacheKey, fn);
    }
    return fn;
  }

  /** A schema of the api document, by its location, for ajv ($ref into 'api'). */
  private ref(pointer: string): object {
    return { $ref: `api#${pointer}` };
  }

  private pointerOf(node: unknown): string | undefined {
    // Schemas are compiled by reference into the api document, so their $refs resolve there.
    return typeof node === 'object' && node && typeof (node as Obj).$ref === 'string' ? String((node as Obj).$ref).slice(1) : undefined;
  }

  checkRequest(route: Route, request: CheckedRequest): Violation[] {
    if (route.kind === 'skip') return [];
    if (route.kind === 'unknown') {
      return [
        {
          kind: 'request',
          operationId: '(none)',
          call: route.call,
          pointer: '',
          message: 'no operation of the contract has this method and path',
        },
      ];
    }
    if (route.operationId === CHANNEL_AUTH_OPERATION) return this.checkChannelAuthRequest(route, request);
    const out: Violation[] = [];
    const v = (pointer: string, message: string): void => {
      out.push({ kind: 'request', operationId: route.operationId, call: route.call, pointer, message });
    };
    const op = route.operation;
    const opPointer = `/paths/${route.template.replace(/~/g, '~0').replace(/\//g, '~1')}/${route.method.toLowerCase()}`;

    // Security: bearerAuth unless the operation admits no token (security: [] or [{}...]).
    const security = (op.security ?? this.doc.security) as Obj[] | undefined;
    const tokenOptional = !security || security.length === 0 || security.some((s) => Object.keys(s).length === 0);
    if (!tokenOptional && !/^Bearer \S+/.test(request.headers.get('authorization') ?? '')) {
      v('/headers/authorization', 'missing bearer token (security bearerAuth)');
    }

    // Parameters (path and query; values are text, coerced to the schema's type).
    const params = ((op.parameters ?? []) as unknown[]).map((p) => deref<Obj>(this.doc, p));
    for (const where of ['path', 'query'] as const) {
      const declared = params.filter((p) => p.in === where);
      if (!declared.length) continue;
      const values: Obj = {};
      for (const p of declared) {
        const name = String(p.name);
        const value = where === 'path' ? route.pathParams[name] : route.query.get(name);
        if (value !== undefined && value !== null) values[name] = value;
      }
      const schema = {
        type: 'object',
        required: declared.filter((p) => p.required).map((p) => String(p.name)),
        properties: Object.fromEntries(declared.map((p) => [String(p.name), p.schema ?? {}])),
      };
      const fn = this.validator(this.formAjv, `${route.operationId}:${where}`, this.rebase(schema));
      if (!fn(values)) for (const e of condense(fn.errors, `/${where}`)) v(e.pointer, e.message);
    }

    // Body.
    const body = deref<Obj | undefined>(this.doc, op.requestBody);
    const x = op['x-request-body'];
    if (!body) {
      if (request.hasBody && x === 'none') v('/body', 'this operation takes no body (x-request-body: none)');
      return out;
    }
    const content = (body.content ?? {}) as Record<string, Obj>;
    if (!request.hasBody) {
      if (body.required) v('/body', 'missing required request body');
      return out;
    }
    const media = Object.keys(content).find(
      (t) => t === request.contentType || (t.endsWith('/*') && request.contentType.startsWith(t.slice(0, -1))),
    );
    if (!media) {
      v('/headers/content-type', `media type '${request.contentType || '(none)'}' is not one of ${Object.keys(content).join(', ')}`);
      return out;
    }
    if (media === 'application/json' && request.body === undefined) {
      v('/body', 'the body is not JSON');
      return out;
    }
    const schemaNode = content[media]?.schema;
    if (schemaNode === undefined) return out;
    const ajv = media === 'application/json' ? this.strictAjv : this.formAjv;
    const pointer = this.pointerOf(schemaNode) ?? `${opPointer}/requestBody/content/${media.replace(/\//g, '~1')}/schema`;
    const fn = this.validator(ajv, `req:${pointer}`, this.ref(pointer));
    // Coercion writes into the value: validate a copy.
    const value = ajv === this.formAjv ? structuredClone(request.body) : request.body;
    if (!fn(value)) for (const e of condense(fn.errors, '/body')) v(e.pointer, e.message);
    return out;
  }

  /** Inline schemas (parameters) may hold $refs into the document: point them at 'api'. */
  private rebase(schema: unknown): unknown {
    if (Array.isArray(schema)) return schema.map((s) => this.rebase(s));
    if (!schema || typeof schema !== 'object') return schema;
    return Object.fromEntries(
      Object.entries(schema as Obj).map(([k, val]) => [
        k,
        k === '$ref' && typeof val === 'string' && val.startsWith('#') ? `api${val}` : this.rebase(val),
      ]),
    );
  }

  private checkChannelAuthRequest(route: OperationRoute, request: CheckedRequest): Violation[] {
    const out: Violation[] = [];
    const v = (pointer: string, message: string): void => {
      out.push({ kind: 'request', operationId: CHANNEL_AUTH_OPERATION, call: route.call, pointer, message });
    };
    if (!/^Bearer \S+/.test(request.headers.get('authorization') ?? ''))
      v('/headers/authorization', 'missing bearer token (x-channel-auth)');
    const req = this.channelAuth.request as Obj;
    if (request.contentType !== req.contentType)
      v('/headers/content-type', `media type '${request.contentType || '(none)'}' is not ${String(req.contentType)}`);
    else {
      const fn = this.validator(this.formAjv, 'channel-auth:req', { $ref: 'realtime#/x-channel-auth/request/schema' });
      if (!fn(structuredClone(request.body))) for (const e of condense(fn.errors, '/body')) v(e.pointer, e.message);
    }
    return out;
  }

  /** The answer's schema for `status`, or why there is none. */
  responseFor(route: OperationRoute, status: number): { content?: Record<string, Obj>; pointer: string; node: Obj } | { error: string } {
    if (route.operationId === CHANNEL_AUTH_OPERATION) {
      if (status !== 200) return { error: 'n/a' };
      return {
        pointer: '',
        node: { content: { 'application/json': { schema: { $ref: 'realtime#/x-channel-auth/response/schema' } } } },
        content: undefined,
      };
    }
    const responses = (route.operation.responses ?? {}) as Record<string, unknown>;
    const code = String(status);
    const key = [code, SUCCESS_TWINS[code], `${code[0]}XX`, 'default'].find((k) => k && responses[k] !== undefined);
    if (!key) return { error: `status ${status} is not an answer of this operation (${Object.keys(responses).join(', ')})` };
    const raw = responses[key];
    const node = deref<Obj>(this.doc, raw);
    const opPointer = `/paths/${route.template.replace(/~/g, '~0').replace(/\//g, '~1')}/${route.method.toLowerCase()}/responses/${key}`;
    const pointer = this.pointerOf(raw) ?? opPointer;
    return { node, pointer, content: node.content as Record<string, Obj> | undefined };
  }

  /**
   * `body`: the parsed JSON answer (undefined when it is not JSON), `text`: the raw answer.
   * A 200 where the contract lists 201 (and back) is not a violation (x-success-statuses).
   */
  checkAnswer(route: Route, status: number, contentType: string, text: string, body: unknown): Violation[] {
    if (route.kind !== 'operation') return [];
    const out: Violation[] = [];
    const v = (pointer: string, message: string): void => {
      out.push({ kind: 'answer', operationId: route.operationId, call: `${route.call} -> ${status}`, pointer, message });
    };
    const found = this.responseFor(route, status);
    if ('error' in found) {
      if (found.error !== 'n/a') v('', found.error);
      return out;
    }
    const content = (found.node.content ?? {}) as Record<string, Obj>;
    const types = Object.keys(content);
    if (!types.length) return out;
    if (!text) {
      // An empty answer is fine where the contract says nothing of it (schema {}).
      const schemas = types.map((t) => content[t]?.schema);
      if (schemas.every((s) => s === undefined || (typeof s === 'object' && s && Object.keys(s).length === 0))) return out;
      v('', `empty answer; the contract has a ${types.join(', ')} body`);
      return out;
    }
    const media = types.find((t) => t === contentType || (t.endsWith('/*') && contentType.startsWith(t.slice(0, -1))));
    if (!media) {
      v('', `media type '${contentType || '(none)'}' is not one of ${types.join(', ')}`);
      return out;
    }
    if (media !== 'application/json') return out;
    if (body === undefined) {
      v('', 'the answer is not JSON');
      return out;
    }
    const schemaNode = content[media]?.schema;
    if (schemaNode === undefined) return out;
    let schema: object;
    let key: string;
    if (route.operationId === CHANNEL_AUTH_OPERATION) {
      schema = schemaNode as object;
      key = 'channel-auth:res';
    } else {
      const pointer = this.pointerOf(schemaNode) ?? `${found.pointer}/content/application~1json/schema`;
      schema = this.ref(pointer);
      key = `res:${pointer}`;
    }
    const fn = this.validator(this.strictAjv, key, schema);
    if (!fn(body)) for (const e of condense(fn.errors, '')) v(e.pointer, e.message);
    return out;
  }
}

const instances = new Map<string, ApiContract>();

/** One checker per API base (compiling the schemas is the costly part). */
export function apiContract(apiBase: string): ApiContract {
  let contract = instances.get(apiBase);
  if (!contract) {
    contract = new ApiContract(apiBase);
    instances.set(apiBase, contract);
  }
  return contract;
}

/** Reads a fetch Request's body for checkRequest (call it on a clone: the body is consumed). */
export async function readRequest(request: Request): Promise<CheckedRequest> {
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const base = { headers: request.headers, contentType };
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return { ...base, hasBody: false, body: undefined };
  if (contentType === 'multipart/form-data') {
    // Read the bytes first, then parse them apart from the request (parsing a clone's stream in
    // place held up the original upload under jsdom).
    const bytes = await request.arrayBuffer();
    const form = await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
    const body: Record<string, unknown> = {};
    form.forEach((value, name) => {
      const v = typeof value === 'string' ? value : '<binary>';
      const key = name;
      const prev = body[key];
      body[key] = prev === undefined ? v : Array.isArray(prev) ? [...(prev as unknown[]), v] : [prev, v];
    });
    return { ...base, hasBody: true, body };
  }
  const text = await request.text();
  if (!text) return { ...base, hasBody: false, body: undefined };
  if (contentType === 'application/x-www-form-urlencoded') {
    const body: Record<string, unknown> = {};
    new URLSearchParams(text).forEach((value, key) => {
      const prev = body[key];
      body[key] = prev === undefined ? value : Array.isArray(prev) ? [...(prev as unknown[]), value] : [prev, value];
    });
    return { ...base, hasBody: true, body };
  }
  try {
    return { ...base, hasBody: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ...base, hasBody: true, body: undefined };
  }
}

export function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
