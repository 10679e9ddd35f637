/**
 * Records the other platforms' optional native bindings (rollup, unrs-resolver) in package-lock.json.
 *
 * Why: this registry serves only the bindings of the platforms it mirrors (linux x64 here), so `npm
 * install` cannot write lock entries for the rest, and npm 11's `npm ci` then refuses the lock as out
 * of sync. Each missing binding gets an entry with its version and the os/cpu/libc its name encodes,
 * so npm skips it on any other platform and `npm ci` accepts the lock. Run after changing dependencies:
 *   npm install && node scripts/lock-platform-bindings.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const lockPath = join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const PARENTS = ['rollup', 'unrs-resolver'];

function platformOf(name) {
  const id = name.split('/').pop();
  const os = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'win32', 'openharmony'].find((o) => id.includes(`-${o}-`));
  const cpuMatch = /-(arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x|wasm32)(?:-|$)/.exec(id);
  const libc = /-(gnu|gnueabihf)$/.test(id) && os === 'linux' ? 'glibc' : /-musl/.test(id) ? 'musl' : null;
  return { os, cpu: cpuMatch?.[1], libc };
}

let added = 0;
for (const parent of PARENTS) {
  const entry = lock.packages[`node_modules/${parent}`];
  if (!entry?.optionalDependencies) continue;
  for (const [dep, version] of Object.entries(entry.optionalDependencies)) {
    const key = `node_modules/${dep}`;
    if (lock.packages[key] || dep === 'fsevents') continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!cpu) throw new Error(`cannot tell the platform of ${dep}`);
    lock.packages[key] = {
      version,
      dev: Boolean(entry.dev),
      optional: true,
      ...(os ? { os: [os] } : {}),
      cpu: [cpu],
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}
// Keep the keys sorted as npm writes them.
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platform-bindings: ${added} entries added`);
