// ESLint flat config: typescript-eslint (type-aware), react-hooks, jsx-a11y, feature import boundaries,
// and no literal strings in JSX (every text comes from locales/es-AR).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import globals from 'globals';

/** Features expose a public surface; other areas may not reach into their insides. */
const featureBoundary = {
  patterns: [
    {
      group: ['@/features/*/*/**', '!@/features/*/components/*', '!@/features/*/screens', '!@/features/*/screens/*'],
      message: 'Import another feature through its public files, not its internals.',
    },
  ],
  paths: [
    { name: 'react-redux', importNames: ['useSelector', 'useDispatch', 'useStore'], message: 'Use the typed hooks from @/app/store/hooks.' },
  ],
};

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-floor/**', 'node_modules/**', 'coverage/**', 'bench/out/**', 'e2e/artifacts/**', 'public/**', '**/*.js', '**/*.mjs', '**/*.cjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, react },
    settings: { react: { version: '19' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/jsx-no-literals': ['error', { noStrings: false, ignoreProps: true, allowedStrings: ['·', '/', '-', '—', '+', '%', '×', ':', '(', ')', '99+'] }],
      'no-restricted-imports': ['error', featureBoundary],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/unbound-method': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },
  {
    // Tests and the demo API may use literals and looser typing of fixtures.
    files: ['**/*.test.ts', '**/*.test.tsx', 'src/mocks/**', 'src/test/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: {
      'react/jsx-no-literals': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-imports': 'off',
    },
  },
);
