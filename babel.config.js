/** Babel: TypeScript and JSX are stripped here; `tsc --noEmit` does the type check. */
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest
          ? { targets: { node: 'current' } }
          : { bugfixes: true, modules: false, targets: 'chrome >= 96, safari >= 15, firefox >= 100, samsung >= 17' },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: !isTest && process.env.NODE_ENV !== 'production' }],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: true }],
    ],
  };
};
