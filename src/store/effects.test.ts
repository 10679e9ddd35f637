/**
 * The typed saga effects (src/store/effects.ts, src/shared/lib/saga-effects.ts). No requirement: the
 * frame every saga is written in (issue 31 item 4).
 *
 * At run time, a saga written with `yield*` yields the very effects redux-saga's own creators make and
 * reads back what it is fed. At compile time, the test runs the TypeScript compiler on a file of
 * mistakes (MISTAKES below): each must be an error on its own line and its right form must compile, so
 * a typing that regressed (an `any` in SagaGen, an untyped helper) fails here.
 */
import path from 'node:path';
import { createAction } from '@reduxjs/toolkit';
import ts from 'typescript';
import { channel } from 'redux-saga';
import * as E from 'redux-saga/effects';
import { callApi, isSuccess } from '@/api/call-api';
import type { Requester } from '@/api/http';
import { actionChannel, all, apiCall, call, cancelled, fork, getContext, race, select, take, type SagaGen } from './effects';
import type { RootState } from './root-reducer';

const picked = createAction<{ id: number }>('test/picked');
const countSlices = (s: RootState) => Object.keys(s).length;
const double = (n: number) => Promise.resolve(n * 2);
/** redux-saga's own call, untyped: its typings do not take a generic generator function such as callApi. */
const rawCall = E.call as (...args: unknown[]) => E.CallEffect;
const apiProbe = (req: Requester, id: number) => req<{ id: number; name: string }>({ method: 'GET', url: `/v1/probe/${id}` });

describe('typed saga effects', () => {
  it('[HOUSE] yield* yields the same effects as redux-saga, and the values fed back come out typed', () => {
    const seen: unknown[] = [];
    function* saga(): SagaGen<string> {
      const slices: number = yield* select(countSlices);
      const doubled: number = yield* call(double, slices);
      const { a, wait } = yield* race({ a: take(picked), wait: E.delay(10) });
      const [r, stop] = yield* all([apiCall(apiProbe, doubled), cancelled()]);
      seen.push(a?.payload.id, wait, stop);
      return isSuccess(r) ? r.data.name : r.kind;
    }
    const gen = saga();
    expect(gen.next().value).toEqual(E.select(countSlices));
    expect(gen.next(3).value).toEqual(E.call(double, 3));
    expect(gen.next(6).value).toEqual(E.race({ a: E.take(picked.type), wait: E.delay(10) }));
    expect(gen.next({ a: picked({ id: 7 }) }).value).toEqual(E.all([rawCall(callApi, apiProbe, 6), E.cancelled()]));
    expect(gen.next([{ kind: 'ok', status: 200, data: { id: 6, name: 'Ana' } }, false])).toEqual({ done: true, value: 'Ana' });
    expect(seen).toEqual([7, undefined, false]);
  });

  it('[HOUSE] fork, actionChannel, take(channel) and getContext yield redux-saga’s effects', () => {
    const chan = channel<number>();
    function* saga(): SagaGen<number> {
      const task = yield* fork(double, 1);
      const actions = yield* actionChannel(picked);
      const nav = yield* getContext('nav');
      const n: number = yield* take(chan);
      return task.isRunning() && actions && nav ? n : -1;
    }
    const gen = saga();
    expect(gen.next().value).toEqual(E.fork(double, 1));
    expect(gen.next({ isRunning: () => true }).value).toEqual(E.actionChannel(picked.type));
    expect(gen.next(channel()).value).toEqual(E.getContext('nav'));
    expect(gen.next({}).value).toEqual(E.take(chan));
    expect(gen.next(5)).toEqual({ done: true, value: 5 });
  });

  it('[HOUSE] a wrong type is a compile error: tsc refuses each mistake on its line, and compiles the right form of each', () => {
    const diagnostics = compile(FIXTURE);
    const errorLines = new Map<number, string>();
    for (const d of diagnostics) {
      if (d.file?.fileName !== FIXTURE_NAME || d.start === undefined) continue;
      const line = d.file.getLineAndCharacterOfPosition(d.start).line + 1;
      errorLines.set(line, ts.flattenDiagnosticMessageText(d.messageText, ' '));
    }
    const missed = MISTAKES.filter((m) => !errorLines.has(lineOf(m.wrong))).map((m) => m.what);
    const refusedRight = MISTAKES.filter((m) => errorLines.has(lineOf(m.right))).map(
      (m) => `${m.what}: ${errorLines.get(lineOf(m.right))}`,
    );
    expect(missed).toEqual([]);
    expect(refusedRight).toEqual([]);
    // Nothing else in the fixture is an error (an import gone wrong would hide the real checks).
    expect(errorLines.size).toBe(MISTAKES.length);
  });
});

/**
 * Mistakes the typed effects must refuse, each beside its right form. Compiled by the TypeScript
 * compiler with the project's options, as a file of this folder (so '@/…' and './effects' resolve).
 */
const MISTAKES = [
  {
    what: "call's value is what the function resolves to",
    wrong: 'const s: string = yield* call(double, 1);',
    right: 'const s: number = yield* call(double, 1);',
  },
  { what: "call checks the function's arguments", wrong: "yield* call(double, 'one');", right: 'yield* call(double, 1);' },
  {
    what: 'select checks its selector against RootState',
    wrong: 'yield* select((state: { nowhere: number }) => state.nowhere);',
    right: 'yield* select((state: RootState) => Object.keys(state).length);',
  },
  { what: "apiCall checks the API function's arguments", wrong: "yield* apiCall(apiProbe, 'one');", right: 'yield* apiCall(apiProbe, 1);' },
  {
    what: "an answer's data is typed by the API function",
    wrong: 'if (isSuccess(r)) r.data.nowhere = 1;',
    right: "if (isSuccess(r)) r.data.name = 'Ana';",
  },
  { what: "getContext knows the saga context's keys", wrong: "yield* getContext('nowhere');", right: "yield* getContext('nav');" },
  {
    what: 'take(creator) types the action by its creator',
    wrong: 'const a: { payload: string } = yield* take(picked);',
    right: 'const a: { payload: { id: number } } = yield* take(picked);',
  },
  {
    what: "a plain yield reads unknown: SagaGen's next type is not any",
    wrong: 'const n: number = yield E.put(picked({ id: 1 }));',
    right: 'const n: unknown = yield E.put(picked({ id: 1 }));',
  },
] as const;

const FIXTURE_NAME = path.join(__dirname, '__wrong-types__.ts');
const FIXTURE = [
  "import { createAction } from '@reduxjs/toolkit';",
  "import * as E from 'redux-saga/effects';",
  "import { isSuccess } from '@/api/call-api';",
  "import type { Requester } from '@/api/http';",
  "import { apiCall, call, getContext, select, take, type SagaGen } from './effects';",
  "import type { RootState } from './root-reducer';",
  "const picked = createAction<{ id: number }>('test/picked');",
  'const double = (n: number) => Promise.resolve(n * 2);',
  "const apiProbe = (req: Requester, id: number) => req<{ id: number; name: string }>({ method: 'GET', url: `/v1/probe/${id}` });",
  'export const sagas = [',
  ...MISTAKES.flatMap((m) => [m.wrong, m.right]).map(
    (line) => `  function* (): SagaGen { const r = yield* apiCall(apiProbe, 1); void r;\n    ${line}\n  },`,
  ),
  '];',
].join('\n');

/** The fixture's line (1-based) that holds `code`. */
const lineOf = (code: string) => FIXTURE.split('\n').findIndex((l) => l.trim() === code) + 1;

/** The compiler's diagnostics for `source` as the file FIXTURE_NAME, under the project's tsconfig. */
function compile(source: string): readonly ts.Diagnostic[] {
  const root = path.resolve(__dirname, '../..');
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('tsconfig.json unreadable');
  const host = ts.createCompilerHost(config.options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, lang, ...rest) =>
    name === FIXTURE_NAME ? ts.createSourceFile(name, source, lang) : read(name, lang, ...rest);
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => name === FIXTURE_NAME || exists(name);
  const program = ts.createProgram([FIXTURE_NAME], config.options, host);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(FIXTURE_NAME));
}
