/**
 * The import graph's checks (npm run check:graph, part of npm test):
 *
 * 1. No module circle in src/: dependency-cruiser's no-circular rule (.dependency-cruiser.cjs), which
 *    counts type-only and dynamic imports (tsPreCompilationDeps), unlike ESLint's import-x/no-cycle.
 * 2. No folder circle: the same graph folded to folders (each src/features/<name>, and the layers
 *    src/app, src/store, src/api, src/shared, src/sw, src/mocks), tests left out (a test may render the
 *    whole app). Layers point one way (app -> features -> store -> api -> shared) and features form a
 *    graph without circles.
 * 3. Load budgets: the src/ modules that loading one file evaluates (scripts/lib/count-loaded.cjs runs it
 *    in Node through tsx and reads require.cache: type imports are erased, dynamic imports not taken,
 *    styles and images count). The issue 31 budget:
 *    features/paywall/slice.ts loads fewer than 10 app modules.
 *
 * It prints the numbers the architecture notes quote: circles, cross-feature pairs (feature A imports
 * feature B), and how many features import each feature. Exit 1 on any circle or budget overrun.
 *   node scripts/check-graph.mjs            # checks and numbers
 *   node scripts/check-graph.mjs --edges    # also every cross-feature pair with its importing files
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const showEdges = process.argv.includes('--edges');

/** File -> the most src/ modules loading it may evaluate (itself included). */
const LOAD_BUDGETS = { 'src/features/paywall/slice.ts': 9 };

const isTest = (path) => /\.test\.tsx?$/.test(path) || /\/tests\//.test(path) || path.startsWith('src/test/');
/** src/features/<name>/… -> features/<name>; src/<layer>/… -> <layer>. */
function folderOf(path) {
  const feature = /^src\/features\/([^/]+)\//.exec(path);
  if (feature) return `features/${feature[1]}`;
  const layer = /^src\/([^/]+)\//.exec(path);
  return layer ? layer[1] : path;
}

function cruise() {
  const out = execFileSync(
    join(root, 'node_modules/.bin/depcruise'),
    ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
      encoding: 'utf8',
    },
  );
  return JSON.parse(out);
}

/** Tarjan: the strongly connected components with more than one node (each holds a circle). */
function circles(adjacency) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  function visit(v) {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of adjacency.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  }
  for (const v of adjacency.keys()) if (!index.has(v)) visit(v);
  return found;
}

function loadedModules(file) {
  const out = execFileSync(process.execPath, [join(root, 'scripts/lib/count-loaded.cjs'), file], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out);
}

const result = cruise();
let failed = false;

// 1. Module circles (type-only and dynamic imports counted).
const moduleCircles = result.summary.violations.filter((v) => v.rule.name === 'no-circular');
const moduleGraph = new Map(
  result.modules
    .filter((m) => m.source.startsWith('src/'))
    .map((m) => [m.source, m.dependencies.map((d) => d.resolved).filter((r) => r.startsWith('src/'))]),
);
const moduleGroups = circles(moduleGraph);
console.log(
  `module circles (type and dynamic imports counted): ${moduleGroups.length} groups of modules in circles, ` +
    `${moduleGroups.reduce((n, g) => n + g.length, 0)} modules, ${moduleCircles.length} imports reported by no-circular`,
);
for (const v of moduleCircles) console.log(`  ${[v.from, ...v.cycle.map((c) => c.name ?? c)].join(' -> ')}`);
const otherViolations = result.summary.violations.filter((v) => v.rule.name !== 'no-circular');
for (const v of otherViolations) console.log(`  ${v.rule.name}: ${v.from} -> ${v.to}`);
if (result.summary.violations.length) failed = true;

// 2. Folder circles, cross-feature pairs, fan-in.
const edges = new Map();
for (const m of result.modules) {
  if (!m.source.startsWith('src/') || isTest(m.source)) continue;
  const from = folderOf(m.source);
  for (const d of m.dependencies) {
    if (!d.resolved.startsWith('src/')) continue;
    const to = folderOf(d.resolved);
    if (from === to) continue;
    const key = `${from} -> ${to}`;
    if (!edges.has(key)) edges.set(key, new Set());
    edges.get(key).add(`${m.source} -> ${d.resolved}${d.dependencyTypes.includes('type-only') ? ' (type)' : ''}`);
  }
}
const adjacency = new Map();
for (const key of edges.keys()) {
  const [from, to] = key.split(' -> ');
  if (!adjacency.has(from)) adjacency.set(from, []);
  if (!adjacency.has(to)) adjacency.set(to, []);
  adjacency.get(from).push(to);
}
const folderCircles = circles(adjacency);
console.log(`folder circles (features and layers, type and dynamic imports counted): ${folderCircles.length}`);
for (const component of folderCircles) {
  console.log(`  between ${component.join(', ')}:`);
  const inside = new Set(component);
  for (const [key, files] of edges) {
    const [from, to] = key.split(' -> ');
    if (inside.has(from) && inside.has(to)) console.log(`    ${key}: ${[...files].join('; ')}`);
  }
}
if (folderCircles.length) failed = true;

const featurePairs = [...edges.keys()].filter((k) => /^features\/\S+ -> features\//.test(k)).sort();
const fanIn = {};
for (const key of featurePairs) {
  const to = key.split(' -> ')[1].slice('features/'.length);
  fanIn[to] = (fanIn[to] ?? 0) + 1;
}
console.log(`cross-feature pairs: ${featurePairs.length}`);
console.log(
  `features imported by (count of features): ${Object.entries(fanIn)
    .sort((a, b) => b[1] - a[1])
    .map(([f, n]) => `${f} ${n}`)
    .join(', ')}`,
);
if (showEdges) for (const key of featurePairs) console.log(`  ${key}: ${[...edges.get(key)].join('; ')}`);

// 3. Load budgets.
for (const [file, budget] of Object.entries(LOAD_BUDGETS)) {
  const loaded = loadedModules(file);
  const over = loaded.length > budget;
  console.log(`loading ${file} evaluates ${loaded.length} src/ modules (budget ${budget})${over ? ': OVER' : ''}`);
  if (over || showEdges) for (const m of loaded) console.log(`  ${m}`);
  if (over) failed = true;
}

if (failed) {
  console.error('check-graph: FAILED (see above; docs/decisions/32-features-as-a-graph-without-circles.md says how to break a circle)');
  process.exit(1);
}
console.log('check-graph: ok');
