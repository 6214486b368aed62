import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const dirsIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const webFeatures = dirsIn(`./${WEB}/features/`);
const serverModules = dirsIn(`./${SERVER}/modules/`);

/**
 * The layers (ARCHITECTURE.md, "How a request flows"), as bulletproof-react keeps them: web features never
 * import each other or app/ (the app composes them); shared web code imports no feature; a server module
 * reaches another module only through its service, never its repository; db/, config.ts, platform/ and
 * realtime/ import no module, platform/ no realtime/, db/ and config.ts neither; packages never import apps.
 * docs/architecture.md draws the layers.
 */
const zones = [
  ...webFeatures.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`],
    message:
      'A web feature does not import another feature: move the shared piece to lib/ or components/, or compose the two in app/.',
  })),
  {
    target: `./${WEB}/features`,
    from: `./${WEB}/app`,
    message: 'Features do not import app/: the app composes features, not the other way round.',
  },
  {
    target: [`./${WEB}/lib`, `./${WEB}/components`],
    from: [`./${WEB}/features`, `./${WEB}/app`],
    message: 'Shared web code (lib/, components/) imports no feature and not app/.',
  },
  ...serverModules.map((module) => ({
    target: `./${SERVER}/modules/${module}`,
    from: serverModules
      .filter((other) => other !== module)
      .map((other) => `./${SERVER}/modules/${other}/**/*.repository.ts`),
    message: "A server module reaches another module's data through that module's service, never its repository.",
  })),
  {
    target: [`./${SERVER}/db`, `./${SERVER}/config.ts`, `./${SERVER}/platform`, `./${SERVER}/realtime`],
    from: `./${SERVER}/modules`,
    message: 'db/, config.ts, platform/ and realtime/ are below the modules: they import none.',
  },
  {
    target: `./${SERVER}/platform`,
    from: `./${SERVER}/realtime`,
    message: 'platform/ is below realtime/ (the bus and the push hub use platform/, not the other way round).',
  },
  {
    target: [`./${SERVER}/db`, `./${SERVER}/config.ts`],
    from: [`./${SERVER}/platform`, `./${SERVER}/realtime`],
    message: 'db/ and config.ts are the bottom layer: they import neither platform/ nor realtime/.',
  },
  {
    target: './packages',
    from: './apps',
    message: 'packages/* never import apps/*.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '.tsbuild/**',
      'data/**',
      'test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Sources import `./x.js` for `./x.ts` (ESM with TypeScript); workspace packages resolve to their sources.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // A value import cycle makes a module's exports undefined while the other one loads. The rule skips
      // `import type` (erased at build time); docs/decisions.md says how to find type-only cycles.
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Type-aware rules on the server's own code, where an unawaited promise is a lost error or a write after the
    // reply: typescript-eslint's recommended type-checked set but require-await (an `async` function without
    // `await` keeps a throw a rejection, which hooks and callers rely on). Not on tests, the web or the packages:
    // each linted file has its types computed, and CI's lint would cost more than the typecheck saved.
    files: [`${SERVER}/**/*.ts`],
    ignores: [`${SERVER}/**/*.test.ts`],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // The pure game rules: no clock, no randomness but the seeded stream, no I/O; their one dependency is
    // noble's audited pure-JavaScript ChaCha20 and SHA-256 (the seed stream and its commitment).
    files: ['packages/game/src/**/*.ts'],
    ignores: ['packages/game/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/|@noble/ciphers/chacha\\.js$|@noble/hashes/(sha2|utils)\\.js$)',
              message: "packages/game imports nothing but its own files and noble's ChaCha20 and SHA-256.",
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'Date',
          'fetch',
          'process',
          'setTimeout',
          'setInterval',
          'setImmediate',
          'queueMicrotask',
          'performance',
          'require',
          'console',
          'crypto',
          'XMLHttpRequest',
          'WebSocket',
          'localStorage',
        ].map((name) => ({
          name,
          message: 'packages/game is pure: time, randomness and I/O come in as arguments.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator kept in the game state.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Every call goes through `call(endpoint, ...)` with its definition in @dd/contracts: no path written by
    // hand, and no second client beside lib/api-client.ts.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api-client.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Call the endpoint through call(<area>Endpoints.x, ...) (lib/api-client.ts), not by its path.',
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'API calls go through lib/api-client.ts (call / callRaw).' },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
