/**
 * dependency-cruiser: the import graph of src/ as the TypeScript sources have it (type-only imports and
 * dynamic imports are edges too: tsPreCompilationDeps). scripts/check-graph.mjs runs it, reports module
 * circles from the rule below and folds the graph to feature folders and layers for the folder circles.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module circle (type-only and dynamic imports counted). Move what both sides share below them.',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
