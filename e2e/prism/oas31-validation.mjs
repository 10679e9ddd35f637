/**
 * Preloaded into Prism (`node --import ./e2e/prism/oas31-validation.mjs …prism-cli… mock`, see
 * e2e/prism/prism.mjs): makes Prism really validate against an OpenAPI 3.1 document.
 *
 * Why: Prism 5.14 (the last release that runs on Node 20) marks every schema of a 3.1 document with
 * `$schema: https://spec.openapis.org/oas/3.1/dialect/base`, picks its draft-07 ajv for that dialect, and
 * ajv refuses to compile a schema whose `$schema` it does not know ("no schema with key or ref …").
 * Prism wraps the compile in a try and reads the failure as "no errors": every request body, query and
 * path parameter, and every generated answer, passes unchecked (an invalid body answers 200). Upstream:
 * stoplightio/prism#2797 (3.1 documents fall through to draft-07), PR #2843.
 *
 * The fix here: ajv's compile, for a schema in the OAS 3.1 dialect (2020-12 plus OpenAPI's vocabulary,
 * which only annotates), compiles it with an ajv 2020-12 instance with Prism's own options (allErrors,
 * unions, strict off, the same coercion) and formats (ajv-formats and Prism's date-time). Prism is not
 * otherwise touched. e2e/prism/prism.mjs checks at start that an invalid request IS reported, so a
 * Prism upgrade that changes this path fails loudly instead of validating nothing.
 */
import { createRequire } from 'node:module';

const OAS31_DIALECT = /^https:\/\/spec\.openapis\.org\/oas\/3\.1\/dialect\/base#?$/;
const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

// Resolve ajv exactly as Prism's validator does (same module instances, same prototype).
const fromPrismCli = createRequire(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json'));
const fromValidator = createRequire(fromPrismCli.resolve('@stoplight/prism-http/package.json'));
const AjvCore = fromValidator('ajv/dist/core').default;
const Ajv2020 = fromValidator('ajv/dist/2020').default;
const addFormats = fromValidator('ajv-formats').default;
const { fmtDef, date_time: dateTime, compareDateTime } = fromValidator('@stoplight/prism-http/dist/validator/validators/dateTime');

/** One 2020-12 twin per coercion setting (Prism keeps a coercing and a non-coercing instance). */
const twins = new Map();
function twinFor(coerceTypes) {
  const key = String(coerceTypes);
  if (!twins.has(key)) {
    const twin = new Ajv2020({
      allErrors: true,
      allowUnionTypes: true,
      allowMatchingProperties: true,
      strict: false,
      coerceTypes,
      logger: false,
    });
    addFormats(twin);
    twin.addFormat('date-time', fmtDef(dateTime, compareDateTime));
    twins.set(key, twin);
  }
  return twins.get(key);
}

const compile = AjvCore.prototype.compile;
AjvCore.prototype.compile = function compileOas31(schema, meta) {
  if (schema && typeof schema === 'object' && OAS31_DIALECT.test(String(schema.$schema))) {
    return compile.call(twinFor(this.opts.coerceTypes ?? false), { ...schema, $schema: DRAFT_2020_12 }, meta);
  }
  return compile.call(this, schema, meta);
};
