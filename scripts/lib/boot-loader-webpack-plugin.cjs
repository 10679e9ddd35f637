/**
 * The boot loader (src/app/boot/loader/, entry main.ts) as index.html's inline script: a bundle of its
 * own, built by webpack + babel with the app's browser targets (babel.config.js, production), minified,
 * with no source map and no webpack runtime (one module scope, one IIFE), at the start of every app
 * compilation (the dev server's rebuilds included: its files are watched with the app's).
 *
 * The template gets `plugin.script(settings)`: the bundle as the body of a function whose one parameter,
 * __BOOT_SETTINGS__, is the build's settings (src/app/boot/loader/settings.ts) as JSON. The settings
 * depend on the app's own output (its script and chunk files), so they are written into index.html, not
 * compiled into the bundle. The CSP's hash of the inline script is computed from the final index.html
 * (./csp-webpack-plugin.cjs), so it follows whatever this produces.
 *
 * A static first screen's renderer that only its route needs (src/app/boot/loader/screens/NAME.script.ts)
 * is built the same way as a small script of its own (`screens`: name -> entry). The template's
 * parameters emit it, `plugin.emitScreen(compilation, name, template)`, as js/first-screen-NAME.HASH.js:
 * the bundle called with the screen's prerendered template (markup and CSS) as __SCREEN_TEMPLATE__.
 * The loader adds it on that route only: every index.html carries the loader, not every screen's
 * renderer and template.
 *
 * Hook-in (webpack.config.js, app build): `const bootLoader = new BootLoaderPlugin({ entry, screens,
 * resolve, babelRule })`, in plugins, and `bootLoader.script(settings)` in the template's parameters.
 */
const fs = require('fs');
const path = require('path');
const { createHash } = require('crypto');
const webpack = require('webpack');

const FILE = 'boot-loader.js';
const LOADER = 'boot-loader';

/**
 * What the app's compilation watches for the loader: its source files (the project's, outside
 * node_modules). Webpack's own list also names the directories its resolver looked in, up to '/'.
 */
function isSourceFile(file) {
  const root = process.cwd() + path.sep;
  if (!file.startsWith(root) || file.includes(`${path.sep}node_modules${path.sep}`)) return false;
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
const SETTINGS = '__BOOT_SETTINGS__';

class BootLoaderPlugin {
  /** @param {{ entry: string, screens?: Record<string, string>, resolve: object, babelRule: object }} options */
  constructor({ entry, screens = {}, resolve, babelRule }) {
    this.screens = screens;
    /** @type {import('webpack').Configuration} */
    this.config = {
      name: 'boot-loader',
      mode: 'production',
      // The webpack wrapper's own syntax; babel down-levels the modules to the app's targets.
      target: ['web', 'es2020'],
      entry: { [LOADER]: entry, ...Object.fromEntries(Object.entries(screens).map(([name, file]) => [`first-screen-${name}`, file])) },
      devtool: false,
      resolve,
      module: { rules: [babelRule] },
      output: { filename: '[name].js', iife: true },
      optimization: { minimize: true, concatenateModules: true },
      performance: { hints: false },
      // The loader's inputs are a few small files: no cache to keep between builds.
      cache: false,
    };
    /** @type {string | null} the last bundle */
    this.bundle = null;
    /** @type {Record<string, string>} each screen script's bundle */
    this.screenCode = {};
  }

  apply(compiler) {
    compiler.hooks.make.tapPromise('BootLoaderPlugin', async (compilation) => {
      const { bundle, screens, files } = await this.build();
      this.bundle = bundle;
      this.screenCode = screens;
      compilation.fileDependencies.addAll(files);
    });
  }

  /** Whether the screen `name`'s renderer is a script of its own. */
  hasScreenScript(name) {
    return typeof this.screenCode[name] === 'string';
  }

  /**
   * Emits the screen `name`'s renderer script with its `template` (same origin: the CSP's 'self'; before
   * the service worker's precache list is made) and returns its URL.
   */
  emitScreen(compilation, name, template) {
    const code = `!function(__SCREEN_TEMPLATE__){${this.screenCode[name]}}(${JSON.stringify(template)});`;
    const file = `js/first-screen-${name}.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
    if (!compilation.getAsset(file)) compilation.emitAsset(file, new webpack.sources.RawSource(code), { immutable: true, minimized: true });
    return `/${file}`;
  }

  /** @returns {Promise<{ bundle: string, screens: Record<string, string>, files: string[] }>} */
  build() {
    return new Promise((resolve, reject) => {
      const child = webpack(this.config);
      // Nothing is written: the bundle is read from the compilation.
      child.hooks.shouldEmit.tap('BootLoaderPlugin', () => false);
      child.run((err, stats) => {
        const done = (e, value) => child.close(() => (e ? reject(e) : resolve(value)));
        if (err) return done(err);
        if (stats.hasErrors()) return done(new Error(`boot loader: ${stats.toString({ all: false, errors: true })}`));
        const read = (name) => {
          const asset = stats.compilation.getAsset(`${name}.js`);
          return asset ? asset.source.source().toString().trim() : '';
        };
        const bundle = read(LOADER);
        const screens = Object.fromEntries(Object.keys(this.screens).map((name) => [name, read(`first-screen-${name}`)]));
        if (!bundle) return done(new Error(`boot loader: webpack wrote no ${FILE}`));
        if (/<\/script|<!--/i.test(bundle)) return done(new Error('boot loader: the bundle would end its inline <script>'));
        for (const [name, code] of Object.entries({ [LOADER]: bundle, ...screens })) {
          if (!code) return done(new Error(`boot loader: webpack wrote no ${name}`));
          if (/\b(require|import)\s*\(|__webpack_require__/.test(code))
            return done(
              new Error(`boot loader: ${name} loads code at run time (an import() or a webpack runtime): it must be one script of its own`),
            );
        }
        done(null, {
          bundle,
          screens,
          files: [...stats.compilation.fileDependencies].filter(isSourceFile),
        });
      });
    });
  }

  /** index.html's inline script: the bundle called with `settings` (JSON, `<` escaped so no tag can end the script). */
  script(settings) {
    if (this.bundle == null) throw new Error('boot loader: not built yet');
    return `!function(${SETTINGS}){${this.bundle}}(${JSON.stringify(settings).replace(/</g, '\\u003c')});`;
  }
}

module.exports = { BootLoaderPlugin };
