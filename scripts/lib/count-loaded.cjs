/**
 * Loads one src/ file in Node (TypeScript through tsx, the '@/…' paths from tsconfig) and prints, as
 * JSON, the src/ files that loading evaluated: type imports are erased and dynamic imports not taken, as
 * in the browser; styles and images load as empty modules (as jest's moduleNameMapper has them) and count.
 *   node scripts/lib/count-loaded.cjs src/features/paywall/slice.ts
 * Used by scripts/check-graph.mjs (load budgets).
 */
const Module = require('node:module');
const path = require('node:path');
const { require: load } = require('tsx/cjs/api');

const root = path.join(__dirname, '..', '..');
const src = path.join(root, 'src') + path.sep;
const assets = new Set();
const loadModule = Module._load;
Module._load = function (request, parent, ...rest) {
  if (!/\.(css|svg|png|jpg|webp)$/.test(request)) return loadModule.call(this, request, parent, ...rest);
  assets.add(path.resolve(path.dirname(parent.filename), request));
  return {};
};
// The build's DefinePlugin (and jest's globals) give the app its configuration.
globalThis.__APP_CONFIG__ = require(path.join(root, 'config.keys.js')).readConfig(root);

load(path.resolve(root, process.argv[2]), __filename);
const loaded = [...Object.keys(require.cache), ...assets]
  .filter((file) => file.startsWith(src))
  .map((file) => 'src/' + file.slice(src.length).split('?')[0]);
process.stdout.write(JSON.stringify([...new Set(loaded)]));
