/**
 * The served app's security headers for a build (scripts/lib/security-headers.cjs):
 *
 *   node scripts/security-headers.mjs [dist]            rewrite dist/_headers (after editing runtime-config.js)
 *   node scripts/security-headers.mjs [dist] --nginx [--root DIR] [--port N] [--server-name NAME]
 *                                                        print a whole nginx server block for the build
 *                                                        (docs/deploy-nginx.md)
 *   node scripts/security-headers.mjs [dist] --nginx-headers   only the add_header lines
 *
 * Both read dist/csp.json (written by the build: the inline scripts' and styles' hashes and the build's
 * configuration) and dist/runtime-config.js (the runtime overrides).
 */
import fs from 'node:fs';
import path from 'node:path';
import securityHeaders from './lib/security-headers.cjs';

const args = process.argv.slice(2);
const nginx = args.includes('--nginx');
const nginxHeaders = args.includes('--nginx-headers');
const WITH_VALUE = ['--root', '--port', '--server-name'];
/** The value after a flag, e.g. --port 8090. */
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const positional = args.filter((a, i) => !a.startsWith('--') && !WITH_VALUE.includes(args[i - 1] ?? ''));
const dir = path.resolve(positional[0] ?? 'dist');
const headers = securityHeaders.headersForDist(dir);
if (!headers) {
  console.error(`${path.join(dir, securityHeaders.MANIFEST_FILE)} not found: build first (npm run build)`);
  process.exit(2);
}
if (nginxHeaders) {
  console.log(securityHeaders.nginxSnippet(headers));
} else if (nginx) {
  const port = option('--port');
  console.log(
    securityHeaders.nginxServer(headers, {
      root: option('--root') ?? '/var/www/flechazo',
      ...(port ? { port: Number(port) } : {}),
      ...(option('--server-name') ? { serverName: option('--server-name') } : {}),
    }),
  );
} else {
  const file = path.join(dir, securityHeaders.HEADERS_FILE);
  fs.writeFileSync(file, securityHeaders.headersFile(headers));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
