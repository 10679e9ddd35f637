/** Babel: TypeScript and JSX are stripped here; `tsc --noEmit` does the type check. */
module.exports = (api) => {
  // webpack passes envName ('production' | 'development') through babel-loader; jest runs as 'test'.
  const isTest = api.env('test');
  const isDev = api.env('development');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest
          ? { targets: { node: 'current' } }
          : { bugfixes: true, modules: false, targets: 'chrome >= 96, safari >= 15, firefox >= 100, samsung >= 17' },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: isDev }],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: true }],
    ],
  };
};
