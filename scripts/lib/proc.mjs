/**
 * Child-process helpers shared by scripts/start.mjs, scripts/serve.mjs, e2e/serve.mjs and bench/run.mjs:
 * start a long-running service with prefixed output, wait until it is ready, stop it with its children.
 *
 * Services are started in their own process group (POSIX), so stopping one also stops what it spawned
 * (tsx runs the demo API in a grandchild node process; npx adds another layer).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const IS_WINDOWS = process.platform === 'win32';

/** The demo API entry (written in src/mocks/); `npm run demo-api` runs the same file. */
export const DEMO_API_ENTRY = 'src/mocks/node/server.ts';
/** What the demo API prints once it listens. */
export const DEMO_API_READY = /Demo API on https?:\/\/\S+/;

const COLORS = { cyan: 36, magenta: 35, yellow: 33, green: 32, blue: 34, gray: 90, red: 31 };
const useColor = process.stdout.isTTY && !process.env.NO_COLOR && process.env.CI !== 'true';
export const paint = (color, text) => (useColor && COLORS[color] ? `\x1b[${COLORS[color]}m${text}\x1b[0m` : text);

/** A local binary from node_modules/.bin, or the same through npx when it is not installed. */
export function localBin(name, args) {
  const file = path.join(ROOT, 'node_modules', '.bin', IS_WINDOWS ? `${name}.cmd` : name);
  return fs.existsSync(file) ? { cmd: file, args } : { cmd: IS_WINDOWS ? 'npx.cmd' : 'npx', args: [name, ...args] };
}

/** The demo API command, on the given port (src/mocks/node/server.ts reads DEMO_API_PORT). */
export function demoApiService(apiPort = 8081, extra = {}) {
  const { cmd, args } = localBin('tsx', [DEMO_API_ENTRY]);
  return {
    name: 'api',
    color: 'magenta',
    cmd,
    args,
    env: { DEMO_API_PORT: String(apiPort) },
    readyLine: DEMO_API_READY,
    readyUrl: `http://localhost:${apiPort}/`,
    ...extra,
  };
}

export const demoApiExists = () => fs.existsSync(path.join(ROOT, DEMO_API_ENTRY));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves true when something accepts TCP connections on the port (IPv4 or IPv6 localhost). */
export function portInUse(port) {
  const tryHost = (host) =>
    new Promise((resolve) => {
      const socket = net.connect({ port, host });
      socket.setTimeout(1000);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(false));
    });
  return Promise.all([tryHost('127.0.0.1'), tryHost('::1')]).then(([a, b]) => a || b);
}

export async function assertPortFree(port, what) {
  if (await portInUse(port)) {
    throw new Error(`port ${port} (${what}) is already in use: stop whatever listens there (another "npm start"?) or choose another port`);
  }
}

/**
 * Resolves when an HTTP request to url gets any answer; rejects after timeoutMs.
 * @param {string} url
 * @param {{ timeoutMs?: number, requestTimeoutMs?: number, isStopped?: () => boolean }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 60000, requestTimeoutMs = 5000, isStopped = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (isStopped()) throw new Error(`gave up waiting for ${url}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(Math.max(1000, requestTimeoutMs)), redirect: 'manual' });
      await res.arrayBuffer().catch(() => {});
      return res.status;
    } catch (e) {
      lastError = e;
      await sleep(250);
    }
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (${lastError?.cause?.code ?? lastError?.message})`);
}

/**
 * Start a service: {name, cmd, args, env, color, readyLine?: RegExp, readyUrl?: string, readyTimeoutMs?,
 * log?: (line) => void}. Output lines go to log (default: stdout with a coloured "[name]" prefix).
 * Returns {name, child, ready: Promise<void>, exited: Promise<{code, signal}>, stop(): Promise<void>}.
 * `ready` resolves on the first of: a line matching readyLine, or readyUrl answering. It rejects if the
 * process exits first or after readyTimeoutMs.
 */
export function startService(spec) {
  const { name, cmd, args = [], env = {}, color = 'cyan', readyLine, readyUrl, readyTimeoutMs = 120000 } = spec;
  const prefix = paint(color, `[${name}]`);
  const log = spec.log ?? ((line) => process.stdout.write(`${prefix} ${line}\n`));
  const child = spawn(cmd, args, {
    cwd: spec.cwd ?? ROOT,
    env: {
      ...process.env,
      // Children keep colours only when ours go to a terminal (colorette & co. treat any FORCE_COLOR as "on").
      ...(process.env.FORCE_COLOR === undefined ? (useColor ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }) : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: !IS_WINDOWS, // own process group: stop() signals the whole tree
  });
  let stopped = false;
  let exitInfo = null;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
    child.once('error', (error) => {
      exitInfo = { code: 127, signal: null, error };
      log(`failed to start ${cmd}: ${error.message}`);
      resolve(exitInfo);
    });
  });

  let markReady;
  let failReady;
  const ready = new Promise((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  ready.catch(() => {}); // callers that never await ready must not crash the process
  /** @type {boolean} */
  let isReady = false;
  const setReady = () => {
    if (!isReady) {
      isReady = true;
      markReady();
    }
  };

  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      log(line);
      // eslint-disable-next-line no-control-regex
      if (readyLine && readyLine.test(line.replace(/\x1b\[[0-9;]*m/g, ''))) setReady();
    });
  }
  if (readyUrl) {
    waitForHttp(readyUrl, {
      timeoutMs: readyTimeoutMs,
      requestTimeoutMs: readyTimeoutMs,
      isStopped: () => isReady || stopped || !!exitInfo,
    }).then(setReady, () => {});
  }
  if (!readyLine && !readyUrl) setReady();
  const timer = setTimeout(() => {
    if (!isReady) failReady(new Error(`${name} was not ready within ${Math.round(readyTimeoutMs / 1000)} s`));
  }, readyTimeoutMs);
  timer.unref();
  exited.then(({ code, signal, error }) => {
    clearTimeout(timer);
    if (!isReady)
      failReady(new Error(`${name} exited before it was ready (${error ? error.message : signal ? `signal ${signal}` : `code ${code}`})`));
  });

  const signalTree = (sig) => {
    try {
      if (!IS_WINDOWS && child.pid) process.kill(-child.pid, sig);
      else child.kill(sig);
    } catch {
      /* already gone */
    }
  };

  async function stop({ graceMs = 5000 } = {}) {
    stopped = true;
    if (exitInfo) {
      signalTree('SIGKILL');
      return;
    } // leader gone: make sure no grandchild lingers
    signalTree('SIGTERM');
    const killTimer = setTimeout(() => signalTree('SIGKILL'), graceMs);
    await exited;
    clearTimeout(killTimer);
    signalTree('SIGKILL');
  }

  return {
    name,
    child,
    ready,
    exited,
    stop,
    get isReady() {
      return isReady;
    },
  };
}

/** Run a command to completion with inherited stdio; resolves with its exit code. */
export function runCommand(cmd, args, { env = {}, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('error', (e) => {
      console.error(`failed to start ${cmd}: ${e.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The production build command. NODE_ENV=production is passed on purpose: babel.config.js switches the
 * JSX transform to its development flavour unless NODE_ENV is 'production', and webpack's --mode does
 * not set NODE_ENV for the babel-loader process.
 */
export function buildCommand({ floor = false } = {}) {
  const { cmd, args } = localBin('webpack', ['--mode', 'production']);
  return { cmd, args, env: { NODE_ENV: 'production', ...(floor ? { BENCH_FLOOR: '1' } : { BENCH_FLOOR: '' }) } };
}
