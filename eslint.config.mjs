// ESLint flat config: typescript-eslint (type-aware), react-hooks, jsx-a11y, feature import boundaries,
// and no literal strings in JSX (every text comes from locales/es-AR).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';

/** Raw react-redux hooks are wrapped once, in src/store/hooks.ts. */
const featureBoundary = {
  paths: [
    {
      name: 'react-redux',
      importNames: ['useSelector', 'useDispatch', 'useStore'],
      message: 'Use the typed hooks from @/store.',
    },
  ],
};

/** The saga effects with a value, typed in src/shared/lib/saga-effects.ts and src/store/effects.ts. */
const TYPED_EFFECTS = new Set([
  'call',
  'select',
  'take',
  'race',
  'all',
  'fork',
  'spawn',
  'join',
  'getContext',
  'cancelled',
  'actionChannel',
  'apiCall',
]);

/**
 * Layers point one way, app -> features -> store -> api -> shared (the service worker and the demo API
 * stand beside them). The store kernel (src/store: root reducer, RootState, typed hooks, navigation and
 * router contracts, paths, modal props) knows no feature; a feature never imports the app. A feature
 * reaches another only through its index.ts; the app reaches a feature through its index.ts and, for
 * lazy chunks, the files of its screens/ folder.
 */
const FEATURES = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/**
 * A feature's rooms: its sub-folders with an index.ts (messages/inbox, messages/conversation,
 * messages/outbox, messages/state; auth/social, paywall/provider). The rest of the feature reaches a room
 * only through that index.ts (or, for the boot loader, its side-effect-free first-screen.ts), as other
 * features reach the feature through its own.
 */
const ROOMS = FEATURES.flatMap((f) =>
  fs
    .readdirSync(new URL(`./src/features/${f}`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(new URL(`./src/features/${f}/${d.name}/index.ts`, import.meta.url)))
    .map((d) => [f, d.name]),
);
const layerZones = [
  {
    target: './src/shared',
    from: ['./src/app', './src/features', './src/store', './src/api', './src/sw', './src/mocks'],
    message: 'shared/ is the bottom layer: it imports no other layer.',
  },
  {
    target: './src/api',
    from: ['./src/app', './src/features', './src/store', './src/sw', './src/mocks'],
    message: 'api/ imports only shared/ (the app wires features in through ApiPorts).',
  },
  {
    target: './src/store',
    from: ['./src/app', './src/features', './src/sw', './src/mocks'],
    message: 'The store kernel is below the features: it imports only api/ and shared/ (features declare their slices into it).',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature never imports the app: what features share with it lives in the store kernel (@/store).',
  },
  {
    target: './src/sw',
    from: ['./src/app', './src/features', './src/store', './src/api', './src/mocks'],
    message: 'The service worker imports only shared/.',
  },
  {
    target: ['./src/app', './src/features', './src/store', './src/api', './src/shared'],
    from: './src/mocks',
    message: 'App code never imports the demo API.',
  },
  {
    target: './src/app',
    from: './src/features',
    except: FEATURES.flatMap((f) => [`./${f}/index.ts`, `./${f}/boot.ts`, `./${f}/first-screen.ts`, `./${f}/screens`]),
    message: 'The app imports a feature through its index.ts or, lazily, a file of its screens/ folder; never its insides.',
  },
  ...FEATURES.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`, ...FEATURES.filter((o) => o !== f).map((o) => `./${o}/index.ts`)],
    message: `Import another feature through its index.ts (@/features/<name>), not its insides.`,
  })),
  ...ROOMS.map(([f, room]) => ({
    target: [`./src/features/${f}/*`, `./src/features/${f}/!(${room})/**`],
    from: `./src/features/${f}/${room}`,
    // first-screen.ts: a door without side effects for the boot loader (pure functions over wire JSON).
    except: ['./index.ts', './first-screen.ts'],
    message: `The rest of the feature reaches ${f}/${room}/ through its index.ts (../${room}), not its insides.`,
  })),
];

/** A typed effect is read with yield*: a plain `yield` of one is an error. */
const typedEffectYield = {
  selector: `YieldExpression[delegate=false] > CallExpression[callee.name=/^(${[...TYPED_EFFECTS].join('|')})$/]`,
  message: 'A typed effect is read with yield* (e.g. `const me = yield* select(selectMe)`).',
};

/** A feature registers its texts only in its i18n.ts (docs/decisions/33-one-convention-for-each-thing.md). */
const registerNamespaceCall = {
  selector: "CallExpression[callee.name='registerNamespace']",
  message: "Register a feature's texts in its i18n.ts and import '../i18n' where they are shown.",
};

/*
 * No per-store state in a feature's module scope (docs/decisions/35-one-way-for-each-thing-in-sagas.md):
 * a module-scope `let`, or a Map/Set held in a lower-case (mutable) binding, would outlive its store (the
 * next test's store, the sagas started again after stopSagas()). Per-store state lives in the saga
 * context (`storeLocal` from @/store/effects) or the store. UPPER_CASE Sets are constant lookups.
 */
const moduleState = [
  {
    selector: 'Program > VariableDeclaration[kind="let"], Program > ExportNamedDeclaration > VariableDeclaration[kind="let"]',
    message: 'No module-scope let in a feature: per-store state lives in the saga context (storeLocal from @/store/effects) or the store.',
  },
  {
    selector:
      'Program > VariableDeclaration > VariableDeclarator[id.name=/^[a-z]/] > NewExpression[callee.name=/^(Map|Set|WeakMap|WeakSet)$/], Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/^[a-z]/] > NewExpression[callee.name=/^(Map|Set|WeakMap|WeakSet)$/]',
    message:
      'No module-scope Map/Set in a feature: per-store state lives in the saga context (storeLocal from @/store/effects) or the store.',
  },
];

/**
 * The page's own things, which are one per page whatever the store: platform and SDK adapters, the
 * storage fallbacks, caches, and the hand-overs of Files/Blobs between screens and sagas by unique key.
 */
const PAGE_SCOPED = [
  'src/features/auth/social/demo-adapter.ts',
  'src/features/paywall/provider/index.ts',
  'src/features/pwa/install-capture.ts',
  'src/features/search/storage.ts',
  'src/features/session/storage.ts',
  'src/features/my-profile/editor/spawn-export.ts',
  'src/features/my-profile/facebook/adapter.ts',
  'src/features/my-profile/photo-handover.ts',
  'src/features/messages/outbox/attachments.ts',
  'src/features/messages/conversation/emoji.ts',
  'src/features/like-game/preload.ts',
  'src/features/realtime/pusher-client.ts',
];
const FEATURE_TESTS = ['src/features/**/*.test.{ts,tsx}', 'src/features/**/tests/**'];

// Features and the app take the typed effects from @/store/effects, never from redux-saga/effects.
const sagaEffectsPaths = [
  ...featureBoundary.paths,
  {
    name: 'redux-saga/effects',
    importNames: [...TYPED_EFFECTS].filter((n) => n !== 'apiCall'),
    message: 'Import the typed effect from @/store/effects and read its value with yield*.',
  },
];

/** One home for saga effects (docs/decisions/35-one-way-for-each-thing-in-sagas.md): apiCall and its types too. */
const callApiHome = {
  name: '@/api/call-api',
  message: 'Import apiCall, isSuccess, ApiResult and SagaGen from @/store/effects, the one home of saga effects.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-floor/**',
      'node_modules/**',
      'coverage/**',
      'bench/out/**',
      'e2e/artifacts/**',
      'public/**',
      'e2e/report/**',
      'test-results/**',
      // Generated from the contract by scripts/gen-api-types.mjs (npm run gen:api); src/api/contract.ts,
      // which the app imports, is linted like any other file.
      'src/api/contract.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, react, 'import-x': importX },
    settings: {
      react: { version: '19' },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/jsx-no-literals': [
        'error',
        { noStrings: false, ignoreProps: true, allowedStrings: ['·', '/', '-', '—', '+', '%', '×', ':', '(', ')', '99+'] },
      ],
      'no-restricted-imports': ['error', featureBoundary],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A slice declares itself into the store kernel: `interface LazyLoadedSlices extends WithSlice<…> {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/unbound-method': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },
  {
    // Node scripts, the bench and the build's config files: plain JavaScript (type-checked by
    // tsconfig.scripts.json with checkJs), linted without type information.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node }, sourceType: 'module' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    ignores: ['scripts/lib/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Typed sagas (src/store/effects.ts): effects whose value a saga reads come typed from @/store/effects
    // and are read with `yield*` (`const me = yield* select(selectMe)`), never `(yield select(…)) as Me`.
    files: ['src/app/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...sagaEffectsPaths, callApiHome],
        },
      ],
    },
  },
  {
    // The composition root builds the per-store API context from the ports (createApiContext, ApiPorts).
    files: ['src/app/store/make-store.ts', 'src/app/store/api-ports.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: sagaEffectsPaths }] },
  },
  {
    // One import per module in saga code (the effects and apiCall come in one import from @/store/effects).
    files: ['src/**/*saga*.ts', 'src/store/effects.ts', 'src/features/auth/open-session.ts', 'src/features/lists/reported.ts'],
    rules: { 'import-x/no-duplicates': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/lib/saga-effects.ts'],
    rules: {
      'no-restricted-syntax': ['error', typedEffectYield],
    },
  },
  {
    // Texts one way (docs/decisions/33-one-convention-for-each-thing.md): a feature registers its
    // namespace only in its i18n.ts, which the modules that show the texts import for its side effect
    // (`import '../i18n'`).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/lib/saga-effects.ts', 'src/**/i18n.ts', 'src/shared/i18n/**'],
    rules: {
      'no-restricted-syntax': ['error', typedEffectYield, registerNamespaceCall],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: [...PAGE_SCOPED, ...FEATURE_TESTS, 'src/**/i18n.ts'],
    rules: {
      'no-restricted-syntax': ['error', typedEffectYield, registerNamespaceCall, ...moduleState],
    },
  },
  {
    files: ['src/features/**/i18n.ts'],
    rules: { 'no-restricted-syntax': ['error', typedEffectYield, ...moduleState] },
  },
  {
    // Tests and the demo API may use literals and looser typing of fixtures.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/tests/**', 'src/mocks/**', 'src/test/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: {
      'react/jsx-no-literals': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-imports': 'off',
      'import-x/no-restricted-paths': 'off',
    },
  },
);
