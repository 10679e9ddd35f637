/**
 * One webpack config for the app and (with BENCH_FLOOR=1) the bare React "hello" floor app the bench
 * compares against. Hashed file names, split vendor chunks, lazy routes; Workbox InjectManifest for the SW.
 */
const fs = require('fs');
const { createHash } = require('crypto');
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('zlib');
const { readConfig, HOME_KEYS, SESSION_STORAGE_KEY } = require('./config.keys');
const { CspManifestPlugin } = require('./scripts/lib/csp-webpack-plugin.cjs');
const { BootLoaderPlugin } = require('./scripts/lib/boot-loader-webpack-plugin.cjs');

const PRERENDER_DIR = path.resolve(__dirname, 'node_modules/.cache/flechazo-prerender');

/**
 * Production only: a Node bundle of src/app/boot/prerender.tsx, run by the app build to put the
 * visitor's home page and the member's dashboard into index.html as static HTML. CSS imports become
 * empty modules here; their CSS is inlined from the app build's own chunks.
 */
function prerenderConfig(cfg, shared) {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node',
    entry: './src/app/boot/prerender.tsx',
    output: { path: PRERENDER_DIR, filename: 'prerender.js', library: { type: 'commonjs2' }, clean: true },
    devtool: false,
    resolve: shared.resolve,
    module: {
      rules: [shared.module.rules[0], { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource', generator: { emit: false } }],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ __APP_CONFIG__: JSON.stringify(cfg) }),
      new webpack.NormalModuleReplacementPlugin(/\.css$/, path.resolve(__dirname, 'scripts/lib/empty-module.js')),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}

const { EARLY_GETS, EARLY_POSTS } = require('./config.early.js');

/**
 * The lazy chunks a stored session's first screen needs ([pattern of the page's path and query, webpack
 * chunk names]): the boot loader preloads them with the entry scripts instead of waiting for the app to
 * ask. A member on '/' or an entry page is sent to the recent dashboard (AUTH_HOME). A list screen, and
 * a profile or a conversation opened over a screen, have theirs too (as EARLY_GETS has their answers).
 */
const EARLY_CHUNKS = [
  ['^/', ['app-shell']],
  ['^/(\\?|$|dashboard-(recent|new|online)/?(\\?|$)|login|register)', ['dashboard']],
  ['^/message-(received|sent)/?(\\?|$)', ['messages']],
  ['^/(likes-received|likes-sent|visits-received|visits-sent|dislikes)/?(\\?|$)', ['lists']],
  ['[?&]modal=profile-view&id=\\d+(&|$)', ['profile']],
  ['[?&]modal=message-view&id=\\d+(&|$)', ['message-view']],
  ['^/my-profile/?(\\?|$)', ['my-profile']],
  ['^/my-account/?(\\?|$)', ['account']],
  ['^/search-results/?(\\?|$)', ['search']],
];

/**
 * Lazy areas a member uses only with a connection (payments, account, photo upload and editing, the like
 * game, search, the post-registration wizard): the service worker does not precache their files — the
 * precache stays within its 400 KB gzip budget (issue 20) — and caches them the first time they load
 * (src/sw/service-worker.ts, 'app-chunks'). A chunk shared with any other area stays precached.
 */
const ONLINE_ONLY_CHUNKS = new Set([
  'account',
  'paywall',
  'paywall-pages',
  'paywall-payment',
  'photo-editor',
  'photo-export',
  'photo-export-worker',
  'photo-uploaded',
  'my-profile',
  'my-profile-images',
  'facebook',
  'post-register',
  'confetti',
  'like-game',
  'search',
  'search-modal',
]);

/**
 * The lazy screens (issue 44, docs/data-saver.md): a member's later screens, not the shell, not a first
 * screen nor the offline start. Their files (scripts, stylesheets, images only they use) form the lazy
 * part of the precache manifest (entries marked `lazy: true`): the service worker precaches them only on
 * an unmetered connection without the data saver, or in the installed app (src/shared/lib/precache-policy.ts);
 * otherwise it fetches each one when a screen needs it. A chunk shared with a critical area stays critical.
 */
const LAZY_SCREEN_CHUNKS = new Set(['profile', 'gallery', 'messages', 'message-view', 'lists', 'matching']);

/**
 * The offline start (features/pwa: the OfflineStart screen and its sagas): its files are always precached
 * (src/sw), so that a member who opens the app without a connection sees it even if the page never
 * needed it online.
 */
const OFFLINE_START_CHUNKS = ['pwa-screens', 'pwa-offline'];

/**
 * Files of the shell that the offline start does not need, marked `warm` as the first screens' scripts are
 * (issue 44: with the data saver on, the worker does not precache photos): the default gender photos, which a
 * page fetches when it shows a member without a photo, and the web app manifest, which the browser fetches
 * when it needs it (installed, everything is precached).
 */
const WARM_FILES = /^(img\/default-[a-z]+\.svg|manifest\.webmanifest)$/;

/**
 * The precache manifest: online-only files out, the lazy screens' files marked `lazy: true`, the other
 * hashed scripts and stylesheets but the offline start's marked `warm: true` (with the data saver on, or on
 * a metered connection, the worker keeps only those the browser already holds, docs/data-saver.md). The
 * shell (index.html) carries the SHA-256 of its bytes (`sha256`, hex): the worker keeps the document its
 * page already loaded when it is this very file, instead of fetching the same bytes a second time.
 */
function precacheManifest(entries, compilation) {
  const offlineStart = new Set(chunkGroupFiles(compilation, OFFLINE_START_CHUNKS));
  const onlineOnly = new Set();
  const lazy = new Set();
  const critical = new Set();
  for (const chunk of compilation.chunks) {
    const groups = [...chunk.groupsIterable];
    const files = [...chunk.files, ...chunk.auxiliaryFiles];
    if (groups.length && groups.every((g) => ONLINE_ONLY_CHUNKS.has(g.name))) for (const f of files) onlineOnly.add(f);
    else if (groups.length && groups.every((g) => ONLINE_ONLY_CHUNKS.has(g.name) || LAZY_SCREEN_CHUNKS.has(g.name)))
      for (const f of files) lazy.add(f);
    else for (const f of files) critical.add(f);
  }
  return entries
    .filter((e) => !onlineOnly.has(e.url.replace(/^\//, '')))
    .map((e) => {
      const file = e.url.replace(/^\//, '');
      // An image a critical chunk uses too stays critical.
      if (lazy.has(file) && !critical.has(file)) return { ...e, lazy: true };
      if (file === 'index.html') return { ...e, sha256: sha256Of(compilation, file) };
      const warm = (e.revision === null && /\.(js|css)$/.test(file) && !offlineStart.has(e.url)) || WARM_FILES.test(file);
      return warm ? { ...e, warm: true } : e;
    });
}

/** The files precompressed next to the build's own (compression-webpack-plugin): [file].br and [file].gz. */
const PRECOMPRESS = { test: /\.(js|css|html|svg|webmanifest)$/, exclude: /^runtime-config\.js$/, threshold: 1024, minRatio: 0.9 };
const PRECOMPRESSED = [
  {
    ...PRECOMPRESS,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
  },
  { ...PRECOMPRESS, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION } },
];

/** The SHA-256 (hex) of a compilation's asset as it will be written. */
function sha256Of(compilation, file) {
  const asset = compilation.getAsset(file);
  if (!asset) throw new Error(`webpack.config.js precacheManifest: no ${file} in the compilation`);
  return createHash('sha256').update(asset.source.buffer()).digest('hex');
}

/** The files (scripts and stylesheets) of the named chunk groups, as URLs. */
function chunkGroupFiles(compilation, names) {
  const files = new Set();
  for (const name of names) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`webpack.config.js EARLY_CHUNKS: no chunk named ${name}`);
    for (const chunk of group.chunks) for (const f of chunk.files) if (/\.(js|css)$/.test(f)) files.add(`/${f}`);
  }
  return [...files];
}

/**
 * V8's explicit compile hint (Chrome 136+, https://v8.dev/blog/explicit-compile-hints): a script whose
 * first line is this comment has all its functions compiled while it streams in, on a background
 * thread, instead of each one on the main thread the first time it is called. The scripts of a
 * member's first screen (the entry's and EARLY_CHUNKS') call most of their functions while the app
 * boots, so they carry it; the other chunks compile lazily as before. Other browsers ignore a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
class CompileHintsPlugin {
  constructor(chunkGroupNames) {
    this.names = chunkGroupNames;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minifying (which would drop the comment), before the source maps (which then count its line).
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage }, () => {
        for (const url of chunkGroupFiles(compilation, this.names)) {
          const file = url.slice(1);
          if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

/**
 * The tab's icon (public/icons/icon.svg) as a data: URL in index.html (issue 44): Chromium asks for a
 * page's icon again at every in-app navigation (history.pushState: its icon is looked up per page URL),
 * so '/icons/icon.svg' was requested once per screen the member opened (from the HTTP cache while fresh,
 * over the wire where the cache is off or after its hour). A data: URL is never fetched. The web app
 * manifest keeps the file for installing. CSP: img-src has data:.
 */
function faviconDataUrl() {
  const svg = require('fs').readFileSync(path.resolve(__dirname, 'public/icons/icon.svg'), 'utf8').trim();
  return `data:image/svg+xml,${svg
    .replace(/\s*\n\s*/g, ' ')
    .replace(/"/g, "'")
    .replace(/[<>#%{}&]/g, encodeURIComponent)}`;
}

/**
 * index.html's parameters: the boot loader, the stylesheets and, when prerendered, the static home and
 * each route's static first screen (src/app/boot/first-screens.ts) with the CSS of its chunks.
 */
function templateParameters({ cfg, prod, prerender, bootLoader }) {
  return async (compilation, assets) => {
    let staticHome = '';
    let homeCss = '';
    /** @type {{ name: string, html: string, css: string, settings: object }[]} */
    let firstScreens = [];
    const cssOf = (names) =>
      chunkGroupFiles(compilation, names)
        .filter((f) => f.endsWith('.css'))
        .map((f) => compilation.assets[f.slice(1)].source().toString())
        .join('\n');
    if (prerender) {
      const file = path.join(PRERENDER_DIR, 'prerender.js');
      delete require.cache[file];
      const { renderStaticHome, renderFirstScreen, FIRST_SCREENS } = require(file);
      staticHome = await renderStaticHome();
      homeCss = cssOf(['home']);
      for (const s of FIRST_SCREENS) {
        const html = await renderFirstScreen(s.name);
        const css = cssOf(s.css);
        // A renderer that is a script of its own carries the template too: index.html has none of it.
        const script = bootLoader.hasScreenScript(s.name) ? bootLoader.emitScreen(compilation, s.name, `<style>${css}</style>${html}`) : '';
        firstScreens.push({
          name: s.name,
          html: script ? '' : html,
          css,
          settings: {
            name: s.name,
            route: s.route,
            early: s.early,
            config: Object.fromEntries(s.config.map((k) => [k, cfg[k]])),
            script,
          },
        });
      }
    }
    const homeConfig = Object.fromEntries(HOME_KEYS.map((k) => [k, cfg[k]]));
    const loader = bootLoader.script({
      scripts: ['/runtime-config.js', ...assets.js],
      locationsUrl: cfg.LOCATIONS_URL,
      sessionKey: SESSION_STORAGE_KEY,
      staticHome: Boolean(staticHome),
      homeConfig,
      serviceWorker: prod ? '/sw.js' : '',
      apiBaseUrl: cfg.API_BASE_URL,
      earlyGets: EARLY_GETS,
      earlyPosts: EARLY_POSTS,
      earlyChunks: prod ? EARLY_CHUNKS.map(([route, names]) => [route, chunkGroupFiles(compilation, names)]) : [],
      firstScreens: firstScreens.map((s) => s.settings),
    });
    const common = require('./locales/es-AR/common.json').document;
    const text = Object.fromEntries(Object.entries(common).map(([k, v]) => [k, v.replace('{{appName}}', cfg.APP_NAME)]));
    const inIndex = firstScreens.filter((s) => s.html);
    return { appName: cfg.APP_NAME, text, css: assets.css, loader, staticHome, homeCss, firstScreens: inIndex, favicon: faviconDataUrl() };
  };
}

module.exports = (_env = {}, argv = {}) => {
  const prod = argv.mode === 'production';
  const floor = process.env.BENCH_FLOOR === '1';
  const prerender = prod && !floor;
  const cfg = readConfig(__dirname);
  const outDir = path.resolve(__dirname, floor ? 'dist-floor' : 'dist');

  const babelRule = {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: { loader: 'babel-loader', options: { cacheDirectory: true, envName: prod ? 'production' : 'development' } },
  };
  const resolve = {
    extensions: ['.tsx', '.ts', '.js'],
    alias: {
      '@': path.resolve(__dirname, 'src'),
      '@locales': path.resolve(__dirname, 'locales'),
      // pusher-js's Worker build (the realtime worker): its package has types there but no entry point.
      'pusher-js/worker$': path.resolve(__dirname, 'node_modules/pusher-js/dist/worker/pusher.worker.js'),
      // React Router publishes a production build (no development warnings) that its package exports
      // do not select; production bundles take it, both entry points so they share one router core.
      ...(prod && {
        'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
        'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
      }),
    },
  };
  // The inline boot loader: its own bundle, always production babel and minified (src/app/boot/loader/).
  const bootLoader =
    !floor &&
    new BootLoaderPlugin({
      entry: './src/app/boot/loader/main.ts',
      // The renderers that come as a script of their own (src/app/boot/loader/screens/NAME.script.ts).
      screens: Object.fromEntries(
        fs
          .readdirSync(path.resolve(__dirname, 'src/app/boot/loader/screens'))
          .filter((f) => f.endsWith('.script.ts'))
          .map((f) => [f.replace(/\.script\.ts$/, ''), `./src/app/boot/loader/screens/${f}`]),
      ),
      resolve: { extensions: resolve.extensions, alias: { '@': resolve.alias['@'] } },
      babelRule: { ...babelRule, use: { ...babelRule.use, options: { ...babelRule.use.options, envName: 'production' } } },
    });

  const app = {
    name: 'app',
    dependencies: prerender ? ['prerender'] : [],
    mode: prod ? 'production' : 'development',
    entry: floor ? './bench/floor/index.tsx' : './src/app/index.tsx',
    output: {
      path: outDir,
      publicPath: '/',
      filename: prod ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: prod ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
      // SHELL-28: script chunks load with a 120 s time-out.
      chunkLoadTimeout: 120000,
    },
    devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
    resolve,
    module: {
      rules: [
        babelRule,
        { test: /\.css$/, use: [prod ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'].filter(Boolean) },
        { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      moduleIds: 'deterministic',
      runtimeChunk: 'single',
      splitChunks: {
        // The realtime worker's script stays one file (pusher-js inside): no second round trip there.
        chunks: (chunk) => chunk.name !== 'pusher-worker',
        cacheGroups: {
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', priority: 30 },
          // The photo helpers (ProfileImage, image URLs and sizes, the default images, safe URLs) serve the
          // dashboard and realtime's toasts, both on the first member screen: one shared chunk, not a copy in
          // each (below the default minSize).
          media: {
            test: /[\\/]src[\\/]shared[\\/](ui[\\/]ProfileImage|lib[\\/](images|image-sizes|default-image|safe-url))\.tsx?$/,
            name: 'media',
            chunks: 'async',
            minChunks: 2,
            minSize: 0,
            priority: 20,
          },
          // A stylesheet imported by several lazy areas (the photo's frame, the member actions, the cards,
          // the form fields...) was copied into each area's CSS file (mini-css-extract-plugin, below the
          // default minSize): one small CSS chunk per set of areas sharing it instead, fetched once. The boot
          // loader's first screens and EARLY_CHUNKS take every chunk of their groups, these included.
          // Those the dashboard shares go in one file ('dashboard-shared'): its first screen fetches one more
          // stylesheet, not one per set.
          sharedCss: {
            type: 'css/mini-extract',
            chunks: 'async',
            minChunks: 2,
            minSize: 0,
            priority: 25,
            name: (_module, chunks) => (chunks.some((c) => c.name === 'dashboard') ? 'dashboard-shared' : undefined),
          },
        },
      },
      // Terser as webpack runs it, with a third compress pass (webpack's default is two): a few hundred
      // bytes less JS, the dashboard's first load under its 180 KiB budget (docs/benchmarks.md).
      minimizeOptions: { javascript: { compress: { passes: 3 } } },
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ __APP_CONFIG__: JSON.stringify(cfg) }),
      // axios in the browser uses its XHR adapter; its fetch adapter (~5 KB gzip) never runs here.
      !floor &&
        new webpack.NormalModuleReplacementPlugin(
          /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
          path.resolve(__dirname, 'scripts/lib/axios-no-fetch-adapter.js'),
        ),
      floor
        ? new HtmlWebpackPlugin({
            template: './bench/floor/index.html',
            templateParameters: { appName: cfg.APP_NAME },
            scriptLoading: 'defer',
            minify: prod ? { collapseWhitespace: true, removeComments: true, minifyCSS: true } : false,
          })
        : new HtmlWebpackPlugin({
            template: './public/index.html',
            // The boot loader adds the scripts (and, on '/', maybe not yet): see src/app/boot/loader/.
            inject: false,
            templateParameters: templateParameters({ cfg, prod, prerender, bootLoader }),
            minify: prod ? { collapseWhitespace: true, removeComments: true, minifyCSS: true, minifyJS: true } : false,
          }),
      bootLoader,
      !floor && prod && new CompileHintsPlugin(['main', ...new Set(EARLY_CHUNKS.flatMap(([, names]) => names))]),
      prod && new MiniCssExtractPlugin({ filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[contenthash:8].css' }),
      !floor &&
        new CopyPlugin({
          patterns: [{ from: 'public', to: '.', globOptions: { ignore: ['**/index.html'] } }],
        }),
      !floor &&
        prod &&
        new InjectManifest({
          swSrc: './src/sw/service-worker.ts',
          swDest: 'sw.js',
          // robots.txt is for crawlers: no page or offline start reads it (1.4 KB in every first visit).
          exclude: [/\.map$/, /\.(br|gz)$/, /runtime-config\.js$/, /^icons\/.*\.png$/, /^screenshots\//, /LICENSE/, /^robots\.txt$/],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          // The areas that only work online are cached when first used (src/sw: app-chunks), not installed;
          // the lazy screens' files are precached on a condition (src/sw: the lazy part).
          manifestTransforms: [(entries, compilation) => ({ manifest: precacheManifest(entries, compilation) })],
        }),
      // Trusted Types for webpack's runtime; dist/csp.json and dist/_headers (docs/security.md: Security headers).
      !floor && prod && new CspManifestPlugin({ config: cfg }),
      // Precompressed copies (issue 44, every byte counted): brotli at its best quality (11) and gzip at 9,
      // too slow to run per request, 7-8% smaller than what a server compresses on the fly. scripts/serve.mjs
      // sends them; nginx with gzip_static / brotli_static (docs/deploy-nginx.md). Never runtime-config.js,
      // which a deploy edits after the build (a stale copy would win).
      ...(!floor && prod ? PRECOMPRESSED.map((c) => new CompressionPlugin(c)) : []),
    ].filter(Boolean),
    devServer: {
      port: 8080,
      // disableDotRule: routes such as /locked/ana@x.com contain dots.
      historyApiFallback: { disableDotRule: true },
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false } },
      static: { directory: path.resolve(__dirname, 'public'), watch: false },
    },
  };
  return prerender ? [prerenderConfig(cfg, app), app] : app;
};
