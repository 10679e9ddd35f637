/**
 * DEMO_CONTRACT=other-reading: the demo API speaks the OTHER dialect of the contract. Where the
 * contract admits two readings (`anyOf`, `x-type: unstated`, `x-spec: silent | partial`, an id typed
 * `[integer, string]`), the demo's own answers take one; this mode answers with the other one, so the
 * app is tried against a real server that chose differently (CONTRACT-NOTES, later readings
 * 2026-12-01: "every branch is a reading the real server may use").
 *
 * An answer goes through four steps (answerInOtherReading):
 *   1. pruned as in strict-bare (prune.ts): only what the contract names, lists as bare arrays;
 *   2. the operation's `before` rule (OTHER_READINGS below) reshapes it where the other reading is a
 *      different shape (sessionInfo without me/counters, the image fields of a message at the top
 *      level, the card payment's failure as {data:{message}} on 200 ...); without a rule, a success
 *      whose schema is `x-spec: silent` becomes `{}`;
 *   3. the schema walk (walkAnswer) follows the response schema of the (maybe new) status: an `Id`
 *      (`[integer, string]`) becomes a digit string, a boolean or an integer where the type is
 *      unstated becomes '1'/'0' or a digit string, an enum that lists a value in both forms (the
 *      moderation flag: '0', '1', 0, 1) takes the other form, and client-only fields (x-client-only:
 *      isNew, selected, premium, isLoading) are dropped: a server never sends client state;
 *   4. the operation's `after` rule, for what the walk cannot know (a count becomes a flag, a date
 *      another format).
 *
 * Realtime events (realtimeInOtherReading) go the same way against realtime-contract.yaml: pruned to
 * the payload schema, ids as digit strings, `timestamp` in seconds (the demo: milliseconds), `sexo` as
 * text, an image message's `message` as its image path.
 *
 * Every answer must still validate against the contract: the gate checks it after these steps.
 * docs/api-decisions.md "Two readings" lists every place, the demo's reading and this one.
 */
import { deref, realtimeDocument } from './documents';
import { pruneAnswer, pruneToSchema } from './prune';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** An answer: its HTTP status and its JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

const SCHEMAS = '#/components/schemas/';

// ---------------------------------------------------------------------------------------------
// The schema walk

function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function typeList(s: Obj): string[] | undefined {
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.type)) return s.type as string[];
  return undefined;
}

/** Whether `branch` (of an anyOf / oneOf) can describe `value`: its type, const, enum and its properties' consts. */
function branchAdmits(doc: unknown, branch: unknown, value: unknown, depth = 0): boolean {
  const s = deref<unknown>(doc, branch);
  if (!isObj(s) || depth > 20) return s !== false;
  const types = typeList(s);
  const t = jsonType(value);
  if (types && !types.includes(t) && !(t === 'integer' && types.includes('number'))) return false;
  if ('const' in s && s.const !== value) return false;
  if (Array.isArray(s.enum) && !(s.enum as unknown[]).includes(value)) return false;
  if (isObj(value) && isObj(s.properties)) {
    for (const [k, sub] of Object.entries(s.properties)) {
      const p = deref<unknown>(doc, sub);
      if (isObj(p) && 'const' in p && k in value && value[k] !== p.const) return false;
    }
  }
  if (Array.isArray(s.allOf) && !(s.allOf as unknown[]).every((b) => branchAdmits(doc, b, value, depth + 1))) return false;
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(s[key]) && !(s[key] as unknown[]).some((b) => branchAdmits(doc, b, value, depth + 1))) return false;
  }
  return true;
}

/** The schema nodes that describe `value` at one place: $ref followed, allOf, the anyOf / oneOf branches that admit it, then / else. */
function nodesFor(doc: unknown, schemas: unknown[], value: unknown): Obj[] {
  const out: Obj[] = [];
  const visit = (schema: unknown, depth: number): void => {
    const s = deref<unknown>(doc, schema);
    if (!isObj(s) || depth > 30 || out.includes(s)) return;
    out.push(s);
    for (const b of (Array.isArray(s.allOf) ? s.allOf : []) as unknown[]) visit(b, depth + 1);
    for (const key of ['anyOf', 'oneOf'] as const) {
      for (const b of (Array.isArray(s[key]) ? s[key] : []) as unknown[]) if (branchAdmits(doc, b, value)) visit(b, depth + 1);
    }
    for (const key of ['then', 'else'] as const) if (s[key] !== undefined) visit(s[key], depth + 1);
  };
  for (const s of schemas) visit(s, 0);
  return out;
}

const CONSTRAINTS = ['type', 'enum', 'const', 'properties', 'items', 'required', 'patternProperties', '$ref'];

/** A named field whose type the contract leaves open (`x-type: unstated`, or a schema that constrains nothing). */
function isUnstated(nodes: Obj[]): boolean {
  const own = nodes.filter((n) => !['allOf', 'anyOf', 'oneOf'].some((k) => k in n) || CONSTRAINTS.some((k) => k in n));
  return own.length > 0 && own.every((n) => !CONSTRAINTS.some((k) => k in n));
}

/** An id: `Id` is `[integer, string]`, "the spec never says whether ids are numbers or strings". */
function isIdPlace(nodes: Obj[]): boolean {
  return nodes.some((n) => {
    const types = typeList(n);
    return !!types && types.includes('integer') && types.includes('string');
  });
}

function leaf(nodes: Obj[], value: unknown): unknown {
  if (!nodes.length) return value;
  if (typeof value === 'number' && Number.isInteger(value) && isIdPlace(nodes)) return String(value);
  // An enum that lists a value in both forms ('0', '1', 0, 1: the moderation flag): the other form.
  const withEnum = nodes.find((n) => Array.isArray(n.enum));
  if (withEnum) {
    const values = withEnum.enum as unknown[];
    const flipped =
      typeof value === 'number' ? String(value) : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : undefined;
    if (flipped !== undefined && values.includes(value) && values.includes(flipped)) return flipped;
    return value;
  }
  if (isUnstated(nodes)) {
    if (typeof value === 'boolean') return value ? '1' : '0';
    if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  }
  return value;
}

/**
 * `value` rewritten by the schemas that describe it (see the file's comment, step 3). Only names under
 * `properties` are followed: a field the contract does not name (an unnamed-fields pattern, a
 * silent object) is kept as it is.
 */
export function walkAnswer(doc: unknown, value: unknown, schemas: unknown[], depth = 0): unknown {
  if (depth > 40) return value;
  const nodes = nodesFor(doc, schemas, value);
  if (Array.isArray(value)) {
    const items = nodes.flatMap((n) => (n.items !== undefined && typeof n.items !== 'boolean' ? [n.items] : []));
    return items.length ? value.map((v) => walkAnswer(doc, v, items, depth + 1)) : value;
  }
  if (isObj(value)) {
    const out: Obj = {};
    for (const [key, v] of Object.entries(value)) {
      const subs = nodes.flatMap((n) => (isObj(n.properties) && n.properties[key] !== undefined ? [n.properties[key]] : []));
      if (!subs.length) {
        out[key] = v;
        continue;
      }
      // Client state (x-client-only: isNew, selected, premium, isLoading): a server never sends it.
      if (subs.some((s) => isObj(deref<unknown>(doc, s)) && deref<Obj>(doc, s)['x-client-only'] === true)) continue;
      out[key] = walkAnswer(doc, v, subs, depth + 1);
    }
    return out;
  }
  // The answer itself is no named field: a rule gave it its shape (a bare count).
  return depth === 0 ? value : leaf(nodes, value);
}

// ---------------------------------------------------------------------------------------------
// Per-operation rules: what the schema alone cannot say

interface RuleContext {
  doc: unknown;
  /** The demo's body before the pruning (a refusal's message the error schema does not name). */
  raw: unknown;
  /** The walk with a named schema of the api document (`ConversationMessage`; a list: each item), for answers whose own schema is silent. */
  walkAs(schema: string, value: unknown): unknown;
}
type Step = (answer: Answer, ctx: RuleContext) => Answer;
interface Rule {
  /** Before the walk: may change the status and the shape (the walk then follows the new status's schema). */
  before?: Step;
  /** After the walk. */
  after?: Step;
}

const body = (a: Answer, next: unknown): Answer => ({ ...a, body: next });
const success = (status: number): boolean => status >= 200 && status < 300;

/** `sessionInfo` is named with no content ("content not stated"): the other reading is an empty object. */
const sessionInfoEmpty = (a: Answer): Answer =>
  success(a.status) && isObj(a.body) && 'sessionInfo' in a.body ? body(a, { ...a.body, sessionInfo: {} }) : a;

/** A conversation message with its image at the top level (`original`, `square180`: "texto (or original/square180 image)"). */
function flatImage(m: unknown): unknown {
  if (!isObj(m)) return m;
  const { images, ...rest } = m;
  if (!isObj(images)) return rest;
  const out: Obj = { ...rest };
  if (typeof images.original === 'string') out.original = images.original;
  if (typeof images.square180 === 'string') out.square180 = images.square180;
  if ((out.original || out.square180) && out.texto === '') delete out.texto;
  return out;
}

const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';
/** '2026-12-01T23:30:00.000Z' -> '2026-12-01 20:30:00' (Buenos Aires wall time, no zone: a database's datetime). */
export function localDateTime(iso: unknown): unknown {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return iso;
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: BUENOS_AIRES,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  })
    .format(new Date(iso))
    .replace('T', ' ');
}

/** '2026-11-12' -> '12/11/2026' (the date as the member reads it). */
function displayDate(v: unknown): unknown {
  const m = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : v;
}

/** A text of digits without a leading zero as a number ('4100065' -> 4100065); anything else as it is. */
function digitsAsNumber(v: unknown): unknown {
  return typeof v === 'string' && /^[1-9]\d{0,14}$/.test(v) ? Number(v) : v;
}

/** The card payment (payCard, createMobbexSubscriber): success is the HTTP status, failure {data:{message}}. */
function cardPayment(successBody: (b: Obj) => unknown): Rule {
  return {
    before: (a, ctx) => {
      const b = isObj(ctx.raw) ? ctx.raw : {};
      const message = typeof b.message === 'string' && b.message ? b.message : undefined;
      if (success(a.status)) return body(a, successBody(isObj(a.body) ? a.body : {}));
      // The demo refuses with 403 {status, message}; the other reading: HTTP 200 and the message in
      // data.message (the contract's failure shape on 200). A provider status 400 keeps its status.
      if (a.status === 403) return { status: 200, body: { data: { message: message ?? 'Error en el procesamiento del pago.' } } };
      if (a.status === 400 && message)
        return { status: 200, body: { ...(b.status !== undefined ? { status: b.status } : {}), data: { message } } };
      return a;
    },
  };
}

/**
 * The other reading, per operation (operationId). Without a rule, a success whose schema is
 * `x-spec: silent` is answered `{}`; every answer then goes through the schema walk.
 */
export const OTHER_READINGS: Record<string, Rule> = {
  // ---- access and session
  authenticate: { before: sessionInfoEmpty },
  register: {
    before: (a) => {
      // "a failure body is accepted on 200 and on 400", with errors or error: the demo answers 400
      // {errors:{field: code}}; the other reading is 200 {error: text}.
      if (a.status === 400 && isObj(a.body) && a.body.errors !== undefined)
        return { status: 200, body: { error: 'El Email es inválido o ya está registrado' } };
      return sessionInfoEmpty(a);
    },
  },
  // Silent answers the demo fills with the authenticate shape: the token-based login keeps it (with
  // sessionInfo empty); the relog answers only the new token.
  autologin: {
    before: (a, ctx) => {
      if (!success(a.status) || !isObj(a.body)) return a;
      const pruned = pruneToSchema(ctx.doc, a.body, [{ $ref: `${SCHEMAS}AuthResponse` }]);
      return body(a, { ...(pruned as Obj), sessionInfo: {} });
    },
  },
  relog: { before: (a) => (success(a.status) && isObj(a.body) ? body(a, { token: a.body.token }) : a) },
  facebookConnect: {
    // register_data's content is not stated: the birth date as the text 'd/m/yyyy', the
    // registration payload's other form ({day, month, year} in the demo).
    before: (a) => {
      if (!success(a.status) || !isObj(a.body) || !isObj(a.body.register_data)) return a;
      const rd = a.body.register_data;
      const bd = rd.birthdate;
      if (!isObj(bd)) return a;
      return body(a, { ...a.body, register_data: { ...rd, birthdate: `${String(bd.day)}/${String(bd.month)}/${String(bd.year)}` } });
    },
  },
  // "the new token and recovery token are stored": names not given, so neither is sent.
  setPassword: { before: (a) => (success(a.status) ? body(a, {}) : a) },
  changePassword: { before: (a) => (success(a.status) ? body(a, {}) : a) },

  // ---- messages
  listMessagesReceived: chatRows(),
  listMessagesSent: chatRows(),
  viewConversation: {
    before: (a) => (Array.isArray(a.body) ? body(a, a.body.map(flatImage)) : a),
  },
  viewConversationBatch: {
    // Silent ("messages, by implication"): a bare array of messages, each as the conversation's.
    before: (a, ctx) => {
      if (!success(a.status)) return a;
      const list = Array.isArray(a.body) ? a.body : isObj(a.body) && Array.isArray(a.body.messages) ? a.body.messages : null;
      if (!list) return a;
      const messages = list.map((m) => pruneToSchema(ctx.doc, m, [{ $ref: `${SCHEMAS}ConversationMessage` }])).map(flatImage);
      return body(a, ctx.walkAs('ConversationMessage', messages));
    },
  },
  countConversation: {
    // "The conversation's count; field name not stated": the bare number.
    before: (a) => (success(a.status) && isObj(a.body) && typeof a.body.count === 'number' ? body(a, a.body.count) : a),
  },
  sendMessage: { before: (a) => (success(a.status) ? body(a, {}) : a) },
  videoCallInvite: {
    // videocall_url is [string, null]: no URL is null (the demo: '').
    after: (a) => (isObj(a.body) && a.body.videocall_url === '' ? body(a, { ...a.body, videocall_url: null }) : a),
  },

  // ---- dashboards, lists
  getDashboardNew: dashboardItems(),
  getDashboardOnline: dashboardItems(),
  getDashboardRecent: dashboardItems(),
  getDashboardScroll: dashboardItems(),
  getSearchResults: dashboardItems(),
  postSearch: dashboardItems(),
  getRecommended: {
    // "A list; item shape and envelope not stated": the demo answers a bare array, this an object.
    before: (a) => (success(a.status) && Array.isArray(a.body) ? body(a, { items: a.body }) : a),
  },

  // ---- profile
  getMyProfile: {
    before: (a) => {
      if (!success(a.status) || !isObj(a.body)) return a;
      const p = a.body;
      const out: Obj = { ...p };
      // A location picker's select is unstated: the chosen pair as a list, as personal data's select.
      if (isObj(p.location)) {
        out.location = Object.fromEntries(
          Object.entries(p.location).map(([k, v]) => [k, isObj(v) && isObj(v.select) ? { ...v, select: [v.select] } : v]),
        );
      }
      // Personal-data fields: id, key, inputType and options are inferred and optional; the other
      // reading has none of them (shown with their value, not edited).
      if (Array.isArray(p.personalData)) {
        out.personalData = p.personalData.map((g) =>
          isObj(g) && Array.isArray(g.list)
            ? {
                ...g,
                list: g.list.map((f) => {
                  if (!isObj(f)) return f;
                  const { id: _id, key: _key, inputType: _inputType, options: _options, ...rest } = f;
                  return rest;
                }),
              }
            : g,
        );
      }
      return body(a, out);
    },
  },
  listProfileImages: {
    // "bare or inside an object": the demo answers {images: [...]}, this the bare list. OwnImage names
    // no id, but make-default and delete (/v1/profile/image/{imageId}) need one: it is kept (as text).
    before: (a, ctx) => {
      if (!success(a.status) || !isObj(a.body) || !Array.isArray(a.body.images)) return a;
      return body(
        a,
        a.body.images.map((img) => {
          const pruned = pruneToSchema(ctx.doc, img, [{ $ref: `${SCHEMAS}OwnImage` }]) as Obj;
          return isObj(img) && img.id !== undefined ? { id: img.id, ...pruned } : pruned;
        }),
      );
    },
    after: (a) =>
      Array.isArray(a.body)
        ? body(
            a,
            a.body.map((img) => (isObj(img) && typeof img.id === 'number' ? { ...img, id: String(img.id) } : img)),
          )
        : a,
  },

  // ---- account
  getAccount: {
    // ageRange's structure "not stated for the account": the session's {edad_min, edad_max} form;
    // the subscription's dates (unstated) as the member reads them.
    before: (a) => {
      if (!success(a.status) || !isObj(a.body)) return a;
      const out: Obj = { ...a.body };
      const r = a.body.ageRange;
      if (isObj(r) && 'min' in r && 'max' in r) {
        const { min, max, ...rest } = r;
        out.ageRange = { ...rest, edad_min: min, edad_max: max };
      }
      const s = a.body.subscriptions;
      if (isObj(s)) out.subscriptions = { ...s, startDate: displayDate(s.startDate), endDate: displayDate(s.endDate) };
      return body(a, out);
    },
  },
  renewalCheck: {
    // The step-two list (its field has no name) holds UnsubscribeListItem entries: walked as such.
    before: (a, ctx) =>
      isObj(a.body)
        ? body(
            a,
            Object.fromEntries(Object.entries(a.body).map(([k, v]) => [k, Array.isArray(v) ? ctx.walkAs('UnsubscribeListItem', v) : v])),
          )
        : a,
    // "error: empty on success": null (the demo: '').
    after: (a) => (isObj(a.body) && a.body.error === '' ? body(a, { ...a.body, error: null }) : a),
  },

  // ---- paywall and payments
  getPaywall: {
    before: (a) => {
      if (!success(a.status) || !isObj(a.body)) return a;
      const out: Obj = { ...a.body };
      // Plans: the other spelling of each pair ('id (idabono)'): id, regularId, paymentType.
      if (Array.isArray(a.body.plans)) out.plans = a.body.plans.map(otherPlanSpelling);
      // modalRenovacion beside footer (the demo: inside it; "both are admitted").
      const footer = a.body.footer;
      if (isObj(footer) && footer.modalRenovacion !== undefined && out.modalRenovacion === undefined) {
        const { modalRenovacion, ...rest } = footer;
        out.footer = rest;
        out.modalRenovacion = modalRenovacion;
      }
      return body(a, out);
    },
    // The price pairs (unstated) as numbers: the demo sends text ('1', '00').
    after: (a) => {
      if (!isObj(a.body) || !Array.isArray(a.body.plans)) return a;
      const priced = a.body.plans.map((p) => {
        if (!isObj(p)) return p;
        const out: Obj = { ...p };
        for (const k of ['unpagovalor', 'unpagodecimal', 'totalvalor', 'totaldecimal']) {
          const v = p[k];
          if (typeof v === 'string' && /^\d+$/.test(v)) out[k] = Number(v);
        }
        return out;
      });
      return body(a, { ...a.body, plans: priced });
    },
  },
  // Success: the HTTP status says it; the body's status is the provider's word ('approved'), not 200/201.
  payCard: cardPayment((b) => ({ ...b, status: 'approved' })),
  // createSubscriber: "Success fields not stated": an empty object.
  createMobbexSubscriber: cardPayment(() => ({})),
  payTicket: { after: (a) => (isObj(a.body) ? body(a, { ...a.body, payment_code: digitsAsNumber(a.body.payment_code) }) : a) },
  requestRefund: {
    after: (a) =>
      isObj(a.body) && isObj(a.body.resultset)
        ? body(a, { ...a.body, resultset: { ...a.body.resultset, idTramite: digitsAsNumber(a.body.resultset.idTramite) } })
        : a,
  },
};

function otherPlanSpelling(plan: unknown): unknown {
  if (!isObj(plan)) return plan;
  const pairs: [string, string][] = [
    ['idabono', 'id'],
    ['idabonoregular', 'regularId'],
    ['tipoPago', 'paymentType'],
  ];
  const out: Obj = { ...plan };
  for (const [demo, other] of pairs) {
    if (demo in out && !(other in out)) {
      out[other] = out[demo];
      delete out[demo];
    }
  }
  return out;
}

/** Chat rows: `userId` for 'userId (id)', `new` a flag (not a count), `date` a database datetime. */
function chatRows(): Rule {
  return {
    before: (a) =>
      Array.isArray(a.body)
        ? body(
            a,
            a.body.map((r) => {
              if (!isObj(r) || r.userId !== undefined || r.id === undefined) return r;
              const { id, ...rest } = r;
              return { userId: id, ...rest };
            }),
          )
        : a,
    after: (a) =>
      Array.isArray(a.body)
        ? body(
            a,
            a.body.map((r) =>
              isObj(r) ? { ...r, ...('new' in r ? { new: Number(r.new) > 0 || r.new === true } : {}), date: localDateTime(r.date) } : r,
            ),
          )
        : a,
  };
}

/** Dashboard and search items: the online `status` as the flag '1'/'0' (the demo: 'online' / 'offline'). */
function dashboardItems(): Rule {
  return {
    after: (a) =>
      Array.isArray(a.body)
        ? body(
            a,
            a.body.map((item) =>
              isObj(item) && item.type === 'USER' && typeof item.status === 'string' && ['online', 'offline'].includes(item.status)
                ? { ...item, status: item.status === 'online' ? '1' : '0' }
                : item,
            ),
          )
        : a,
  };
}

// ---------------------------------------------------------------------------------------------
// The answer

export interface OtherReadingInput {
  doc: Obj;
  operationId: string;
  status: number;
  /** The contract's response object for `status` (content, x-spec, x-item-schema). */
  response: Obj;
  /** The response object for another status (when a rule changes it), or undefined when the operation has none. */
  responseFor(status: number): Obj | undefined;
  body: unknown;
}

function schemaOf(response: Obj | undefined): unknown {
  return (response?.content as Record<string, Obj> | undefined)?.['application/json']?.schema;
}

/** The demo's answer in the other reading (the file's comment: steps 1 to 4). */
export function answerInOtherReading(input: OtherReadingInput): Answer {
  const { doc, operationId, response } = input;
  const rule = OTHER_READINGS[operationId] ?? {};
  const ctx: RuleContext = {
    doc,
    raw: input.body,
    walkAs: (name, value) => {
      const schema = [{ $ref: `${SCHEMAS}${name}` }];
      return Array.isArray(value) ? value.map((v) => walkAnswer(doc, v, schema, 1)) : walkAnswer(doc, value, schema, 1);
    },
  };
  let answer: Answer = { status: input.status, body: pruneAnswer(doc, response, input.body, 'strict-bare') };
  if (rule.before) answer = rule.before(answer, ctx);
  else if (success(answer.status) && response['x-spec'] === 'silent') answer = body(answer, {});
  const schema = schemaOf(answer.status === input.status ? response : input.responseFor(answer.status));
  if (schema !== undefined) answer = body(answer, walkAnswer(doc, answer.body, [schema]));
  if (rule.after) answer = rule.after(answer, ctx);
  return answer;
}

// ---------------------------------------------------------------------------------------------
// Realtime

const GENDER_TEXT: Record<string, string> = { '1': 'hombre', '2': 'mujer' };

/** The payload schema of a server event on the notifications channel, by its wire name. */
function payloadOf(event: string): unknown {
  const doc = realtimeDocument();
  const channel = (doc.channels as Record<string, Obj>).notifications;
  const messages = (doc.components as Obj).messages as Record<string, Obj>;
  for (const ref of Object.values((channel?.messages ?? {}) as Record<string, { $ref: string }>)) {
    const message = messages[ref.$ref.split('/').pop() ?? ''];
    if (message && String(message['x-wire-event'] ?? message.name) === event) return message.payload;
  }
  return undefined;
}

/**
 * A server event on the notifications channel in the other reading: pruned to its payload schema,
 * ids as digit strings, `timestamp` in seconds (the demo: milliseconds; "timestamp: x-type unstated"),
 * `sexo` as text (hombre / mujer: "encoding (id 1/2 or text) not stated"), and an image message's
 * `message` as its image path ("the message text (or image path for image messages; not stated)").
 * Other channels' events (presence, client events) are Pusher's and stay as they are.
 */
export function realtimeInOtherReading(
  event: string,
  data: unknown,
  opts: { imageOf?: (messageId: unknown) => string | undefined } = {},
): unknown {
  const payload = payloadOf(event);
  if (payload === undefined || !isObj(data)) return data;
  const doc = realtimeDocument();
  let value: Obj = { ...data };
  if (event === 'message' && value.messageType === 2 && !value.message) {
    const image = opts.imageOf?.(data.id);
    if (image) value.message = image;
  }
  value = pruneToSchema(doc, value, [payload]) as Obj;
  value = walkAnswer(doc, value, [payload]) as Obj;
  if (typeof data.timestamp === 'number' && data.timestamp > 1e11) value.timestamp = Math.floor(data.timestamp / 1000);
  else if ('timestamp' in data) value.timestamp = data.timestamp;
  const sexo = GENDER_TEXT[String(data.sexo)];
  if (sexo) value.sexo = sexo;
  return value;
}
