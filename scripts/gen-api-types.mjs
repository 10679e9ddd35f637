/**
 * The API's wire types, generated from the contract (record 34): contract/api-contract.yaml ->
 * src/api/contract.gen.ts with openapi-typescript (types only: no runtime code). The file is committed.
 *
 *   node scripts/gen-api-types.mjs           writes it (npm run gen:api; build, start and typecheck run it first)
 *   node scripts/gen-api-types.mjs --check   fails when the committed file is not what the contract gives
 *                                            (npm test runs it first: a contract change without a fresh file)
 *
 * src/api/contract.ts names what the app uses of it: Answer<'op'>, Body<'op'>, Query<'op'>, Schema<'Name'>.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const root = join(import.meta.dirname, '..');
const contract = join(root, 'contract/api-contract.yaml');
const target = join(root, 'src/api/contract.gen.ts');

const BANNER = `/**
 * Generated from contract/api-contract.yaml by scripts/gen-api-types.mjs (openapi-typescript). Do not edit:
 * change the contract and run \`npm run gen:api\`. What the app uses of it: src/api/contract.ts.
 */

`;

async function generate() {
  const ast = await openapiTS(new URL(`file://${contract}`), {
    // A schema's default is not a promise that the server sends the field: optional stays optional.
    defaultNonNullable: false,
    silent: true,
  });
  return BANNER + astToString(ast);
}

const text = await generate();
const rel = relative(root, target);
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    /* missing: stale */
  }
  if (current !== text) {
    console.error(`${rel} is not what contract/api-contract.yaml gives: run \`npm run gen:api\` and commit it.`);
    process.exit(1);
  }
  console.log(`${rel} matches the contract.`);
} else {
  let current = null;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    /* not there yet */
  }
  // Written only when it changes, so a dev server watching src/ does not rebuild for nothing.
  if (current !== text) writeFileSync(target, text);
  console.log(`${rel} ${current === text ? 'is up to date with' : 'written from'} contract/api-contract.yaml.`);
}
