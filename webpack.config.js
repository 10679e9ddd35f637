/**
 * One webpack config for the app and (with BENCH_FLOOR=1) the bare React "hello" floor app the bench
 * compares against. Hashed file names, split vendor chunks, lazy routes; Workbox InjectManifest for the SW.
 */
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { readConfig } = require('./config.keys');

module.exports = (env = {}, argv = {}) => {
  const prod = argv.mode === 'production';
  const floor = process.env.BENCH_FLOOR === '1';
  const cfg = readConfig(__dirname);
  const outDir = path.resolve(__dirname, floor ? 'dist-floor' : 'dist');

  return {
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
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@': path.resolve(__dirname, 'src'), '@locales': path.resolve(__dirname, 'locales') },
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'babel-loader', options: { cacheDirectory: true, envName: prod ? 'production' : 'development' } } },
        { test: /\.css$/, use: [prod ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'].filter(Boolean) },
        { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      moduleIds: 'deterministic',
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', priority: 30 },
        },
      },
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ __APP_CONFIG__: JSON.stringify(cfg) }),
      new HtmlWebpackPlugin({
        template: floor ? './bench/floor/index.html' : './public/index.html',
        templateParameters: { appName: cfg.APP_NAME, locationsUrl: cfg.LOCATIONS_URL },
        scriptLoading: 'defer',
        minify: prod ? { collapseWhitespace: true, removeComments: true, minifyCSS: true } : false,
      }),
      prod && new MiniCssExtractPlugin({ filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[contenthash:8].css' }),
      !floor &&
        new CopyPlugin({
          patterns: [{ from: 'public', to: '.', globOptions: { ignore: ['**/index.html'] } }],
        }),
      !floor && prod &&
        new InjectManifest({
          swSrc: './src/sw/service-worker.ts',
          swDest: 'sw.js',
          exclude: [/\.map$/, /runtime-config\.js$/, /^icons\/.*$/, /LICENSE/],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        }),
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
};
