/**
 * Lists the licences of the runtime dependencies: every package of the production dependency tree
 * (`npm ls --omit=dev --all --json --long`), its licence read from its own package.json under
 * node_modules, grouped by licence. CI prints it (.ci/run). Exits 1 when a package declares no licence
 * or the tree cannot be read, so a new dependency without one is noticed.
 *
 *   node scripts/licences.mjs          # the table
 *   node scripts/licences.mjs --json   # {licence: ["name@version", ...]}
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** @typedef {{ version?: string, path?: string, license?: unknown, dependencies?: Record<string, Node> }} Node */

/** @returns {Node} */
function productionTree() {
  // npm ls exits 1 on problems it still reports (extraneous or invalid packages): the JSON is what counts.
  let out;
  try {
    out = execFileSync('npm', ['ls', '--omit=dev', '--all', '--json', '--long'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (e) {
    out = /** @type {{ stdout?: string }} */ (e).stdout ?? '';
  }
  return JSON.parse(out);
}

/** The licence a package.json declares: `license` (SPDX), or the old `licenses: [{type}]`. */
function licenceOf(pkg) {
  const l = pkg?.license ?? pkg?.licenses;
  if (typeof l === 'string' && l.trim()) return l.trim();
  if (l && typeof l === 'object' && !Array.isArray(l) && typeof l.type === 'string') return l.type;
  if (Array.isArray(l)) {
    const types = l.map((x) => (typeof x === 'string' ? x : x?.type)).filter(Boolean);
    if (types.length) return types.length > 1 ? `(${types.join(' OR ')})` : types[0];
  }
  return null;
}

function readPackage(path) {
  try {
    return JSON.parse(readFileSync(join(path, 'package.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** name@version -> licence, over the whole production tree (each package once). */
function collect(tree) {
  const found = new Map();
  const walk = (deps) => {
    for (const [name, node] of Object.entries(deps ?? {})) {
      if (!node?.version) continue;
      const id = `${name}@${node.version}`;
      if (found.has(id)) continue;
      const pkg = node.path ? readPackage(node.path) : null;
      found.set(id, licenceOf(pkg) ?? licenceOf(node) ?? 'UNKNOWN');
      walk(node.dependencies);
    }
  };
  walk(tree.dependencies);
  return found;
}

const found = collect(productionTree());
/** @type {Map<string, string[]>} */
const byLicence = new Map();
for (const [id, licence] of found) byLicence.set(licence, [...(byLicence.get(licence) ?? []), id]);
const rows = [...byLicence.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(Object.fromEntries(rows.map(([l, ids]) => [l, ids.sort()])), null, 2));
} else {
  console.log(`Runtime dependencies: ${found.size} packages (npm ls --omit=dev --all), by licence:`);
  for (const [licence, ids] of rows) console.log(`\n${licence} (${ids.length}): ${ids.sort().join(', ')}`);
}
if (found.size === 0 || byLicence.has('UNKNOWN')) {
  console.error(found.size === 0 ? 'licences: no runtime dependency found' : 'licences: a runtime dependency declares no licence');
  process.exit(1);
}
