/**
 * The build's half of the Content-Security-Policy (see ./security-headers.cjs):
 *
 * - turns on webpack's Trusted Types support (output.trustedTypes, policy 'webpack'), so its chunk
 *   loading and `new Worker(new URL(...))` pass `require-trusted-types-for 'script'`: webpack's runtime
 *   offers no way to use a policy created elsewhere, so it creates its own, private to the runtime, that
 *   only ever sees the URLs webpack computes itself;
 * - once index.html is final (after html-webpack-plugin's minifying and every other asset change),
 *   hashes its inline scripts and styles and writes dist/csp.json (the hashes and the build's values of
 *   the configuration the headers depend on) and dist/_headers (the headers for static hosts, with
 *   runtime-config.js's overrides as built).
 *
 * Hook-in (webpack.config.js, app build only): `new CspManifestPlugin({ config: cfg })`.
 */
const webpack = require('webpack');
const { WEBPACK_POLICY, MANIFEST_FILE, HEADERS_FILE, cspManifest, headersFromManifest, headersFile } = require('./security-headers.cjs');

class CspManifestPlugin {
  /** @param {{ config: object, html?: string }} options */
  constructor({ config, html = 'index.html' }) {
    this.config = config;
    this.html = html;
  }

  apply(compiler) {
    // Before webpack applies its option defaults (plugins are applied first), so the runtime gets it.
    compiler.options.output.trustedTypes ??= { policyName: WEBPACK_POLICY };

    compiler.hooks.thisCompilation.tap('CspManifestPlugin', (compilation) => {
      // After every stage that may change index.html or add files to the service worker's precache.
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'CspManifestPlugin', stage }, () => {
        const html = compilation.getAsset(this.html);
        if (!html) throw new Error(`CspManifestPlugin: no ${this.html} in the build`);
        const manifest = cspManifest(html.source.source().toString(), this.config);
        const runtime = compilation.getAsset('runtime-config.js');
        const headers = headersFromManifest(manifest, runtime ? runtime.source.source().toString() : '');
        compilation.emitAsset(MANIFEST_FILE, new webpack.sources.RawSource(JSON.stringify(manifest, null, 2) + '\n'));
        compilation.emitAsset(HEADERS_FILE, new webpack.sources.RawSource(headersFile(headers)));
      });
    });
  }
}

module.exports = { CspManifestPlugin };
