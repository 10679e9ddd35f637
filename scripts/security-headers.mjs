/**
 * The served app's security headers for a build (scripts/lib/security-headers.cjs):
 *
 *   node scripts/security-headers.mjs [dist]            rewrite dist/_headers (after editing runtime-config.js)
 *   node scripts/security-headers.mjs [dist] --nginx    print them as nginx add_header lines
 *
 * Both read dist/csp.json (written by the build: the inline scripts' and styles' hashes and the build's
 * configuration) and dist/runtime-config.js (the runtime overrides).
 */
import fs from 'node:fs';
import path from 'node:path';
import securityHeaders from './lib/security-headers.cjs';

const args = process.argv.slice(2);
const nginx = args.includes('--nginx');
const dir = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'dist');
const headers = securityHeaders.headersForDist(dir);
if (!headers) {
  console.error(`${path.join(dir, securityHeaders.MANIFEST_FILE)} not found: build first (npm run build)`);
  process.exit(2);
}
if (nginx) {
  console.log(securityHeaders.nginxSnippet(headers));
} else {
  const file = path.join(dir, securityHeaders.HEADERS_FILE);
  fs.writeFileSync(file, securityHeaders.headersFile(headers));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
