/**
 * The demo API behind the contract: one msw handler that answers through the demo's handlers and
 * checks each answer against its operation (and, on the node server, each request), and in the
 * strict modes prunes JSON answers to what the contract names (prune.ts); in `other-reading` it also
 * answers the other branch wherever the contract admits two (other-reading.ts), which may change the
 * answer's status (a card payment's refusal on 200).
 *
 *   setupServer(contractGate(handlers, { ... }))          // jest (src/test/msw-server.ts)
 *   createMiddleware(contractGate(handlers, { ... }))     // node server (src/mocks/node/app.ts)
 *
 * Answers forced by a scenario (x-demo-scenario, /__demo/scenario: deliberate faults, malformed
 * bodies, statuses outside the catalogue, cut sockets) are counted as deliberate skips, not checked. Answers a test installs itself (server.use) never reach the gate, so they are
 * not checked as demo answers.
 */
import { getResponse, http } from 'msw';
import type { RequestHandler } from 'msw';
import { parseJson, readRequest, type ApiContract, type OperationRoute, type Route, type Violation } from './api';
import { answerInOtherReading } from './other-reading';
import { pruneAnswer, type ContractMode } from './prune';

export interface GateOptions {
  contract: ApiContract;
  mode: () => ContractMode;
  /** Check requests here too (the node server: every request passes the gate). */
  checkRequests: boolean;
  /** The handler that answers forced scenarios; everything before it (and it) answers first. */
  scenarioHandler: RequestHandler;
  onRequest?: (route: Route, violations: Violation[]) => void;
  onAnswer?: (route: Route, violations: Violation[] | 'skipped', reason?: string) => void;
  /**
   * Where an answer the gate does not change (mode off) is checked off the request's path: the gate
   * answers at once and hands the check over (jest awaits it after each test).
   */
  defer?: (check: Promise<void>) => void;
}

export function contractGate(handlers: RequestHandler[], options: GateOptions): RequestHandler {
  const cut = handlers.indexOf(options.scenarioHandler) + 1;
  const first = handlers.slice(0, cut);
  const rest = handlers.slice(cut);
  return http.all('*', async ({ request }) => {
    const route = options.contract.route(request.method, new URL(request.url));
    if (options.checkRequests) {
      const found = route.kind === 'skip' ? [] : options.contract.checkRequest(route, await readRequest(request.clone()));
      options.onRequest?.(route, found);
    }
    let forced = false;
    let response = await getResponse(first, request.clone());
    if (response) forced = true;
    else response = await getResponse(rest, request.clone());
    if (!response) return undefined;
    if (route.kind !== 'operation') return response;
    return checkAndShape(route, response, forced, options);
  });
}

async function checkAndShape(route: OperationRoute, response: Response, forced: boolean, options: GateOptions): Promise<Response> {
  const { contract } = options;
  if (forced) {
    // A scenario's answer is a deliberate fault (a fixed error body, a malformed body, a cut socket).
    options.onAnswer?.(route, 'skipped', 'forced answer of a scenario (x-demo-scenario, /__demo/scenario): a deliberate fault');
    return response;
  }
  const found = contract.responseFor(route, response.status);
  const mode = options.mode();
  if (mode === 'off' && options.defer) {
    const copy = response.clone();
    options.defer(check(route, copy, found, options).then(() => undefined));
    return response;
  }
  return check(route, response, found, options);
}

async function check(
  route: OperationRoute,
  response: Response,
  found: ReturnType<ApiContract['responseFor']>,
  options: GateOptions,
): Promise<Response> {
  const { contract } = options;
  const mode = options.mode();
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await response.clone().text();
  const body = contentType === 'application/json' ? parseJson(text) : undefined;
  let out = response;
  let status = response.status;
  let checkedText = text;
  let checkedBody = body;
  if (mode !== 'off' && !('error' in found) && body !== undefined) {
    if (mode === 'other-reading') {
      const answer = answerInOtherReading({
        doc: contract.doc,
        operationId: route.operationId,
        status,
        response: found.node,
        responseFor: (s) => {
          const other = contract.responseFor(route, s);
          return 'error' in other ? undefined : other.node;
        },
        body,
      });
      status = answer.status;
      checkedBody = answer.body;
    } else {
      checkedBody = pruneAnswer(contract.doc, found.node, body, mode);
    }
    checkedText = JSON.stringify(checkedBody);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    const statusText = status === response.status ? response.statusText : '';
    out = new Response(checkedText, { status, statusText, headers });
  }
  options.onAnswer?.(route, contract.checkAnswer(route, status, contentType, checkedText, checkedBody));
  return out;
}
