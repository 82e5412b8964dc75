// One lint gate for the whole repository (web, cms, e2e, scripts); `npm run lint` runs it with Prettier's check.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const root = import.meta.dirname;

// Strapi's `strapi.service(uid)` answers an untyped record; cms/src/lib/services.ts answers each service's own type.
const UNTYPED_SERVICE_CALLS = [
  ["callee.object.name='strapi'", 'service(strapi, uid)'],
  ["callee.object.property.name='strapi'", 'service(strapi, uid)'],
  ["callee.object.callee.property.name='plugin'", 'pluginService(strapi, plugin, name)'],
].map(([object, instead]) => ({
  selector: `CallExpression[callee.property.name='service'][${object}]`,
  message: `Call ${instead} from cms/src/lib/services.ts: it answers the service's own type.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-development/**',
      'cms/build/**',
      'cms/.strapi/**',
      'cms/.cache/**',
      'cms/.tmp/**',
      'cms/types/generated/**',
      'cms/public/**',
      'cms/tests/fixtures/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: [
          'packages/contract/tsconfig.json',
          'web/tsconfig.json',
          'cms/tsconfig.test.json',
          'cms/src/plugins/rich-editor/tsconfig.json',
          'tsconfig.json',
        ],
        tsconfigRootDir: root,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Interface implementations are async by contract even when one of them has nothing to await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Strapi's query engine and entity service return untyped rows; until the cms reads them through the generated
    // content-type types, the no-unsafe family would flag every row access without finding real defects.
    files: ['cms/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Plain JavaScript (scripts, harness helpers) is checked by tsc with checkJs; lint it without type rules.
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery, boundaries },
    settings: {
      'boundaries/include': ['web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'web/src/(components|hooks|lib|config)' },
      ],
      'import/resolver': { typescript: { project: 'web/tsconfig.json' } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...pluginQuery.configs['flat/recommended'][0].rules,
      // A feature never imports another feature; shared code never imports features or the app.
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
              },
            },
            {
              from: { element: { types: { anyOf: ['feature', 'shared'] } } },
              allow: { to: { element: { type: 'shared' } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['cms/**/*.ts'],
    ignores: ['cms/src/lib/services.ts'],
    rules: { 'no-restricted-syntax': ['error', ...UNTYPED_SERVICE_CALLS] },
  },
  {
    // cms/src/lib holds what several areas share, so it sits below them: it imports only itself, the typed config and
    // packages (@hmti/contract included), never an area (api/), the request chain or anything else of cms/src.
    files: ['cms/src/lib/**/*.ts'],
    ignores: [
      // Tests drive the whole cms (its harness, seeds); only the code itself is below the areas.
      'cms/src/lib/**/__tests__/**',
    ],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['cms/**/*'],
      'boundaries/elements': [
        { type: 'cms-config', pattern: 'cms/src/config' },
        { type: 'cms-lib', pattern: 'cms/src/lib' },
        // Everything else of the cms (areas, the request chain, bootstrap, cms/config): named so it is refused, since
        // a file of no element would pass.
        { type: 'cms-above', pattern: ['cms/src/*', 'cms/*'] },
      ],
      'import/resolver': { typescript: { project: 'cms/tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'cms/src/lib imports only cms/src/lib, the typed config (cms/src/config) and packages.',
          policies: [{ allow: { to: { element: { types: { anyOf: ['cms-lib', 'cms-config'] } } } } }],
        },
      ],
    },
  },
  {
    // An area of the cms (cms/src/api/<area>) keeps to itself: it reaches another area's code only through Strapi's
    // service registry (the typed `service()` accessor), never by importing its files, and what several areas share
    // lives in cms/src/lib. Naming another area's types is allowed (no code runs through a type).
    files: ['cms/src/api/**/*.ts'],
    ignores: ['cms/src/api/**/__tests__/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['cms/**/*'],
      'boundaries/elements': [
        { type: 'cms-area', pattern: 'cms/src/api/*', capture: ['area'] },
        { type: 'cms-other', pattern: ['cms/src/*', 'cms/*'] },
      ],
      'import/resolver': { typescript: { project: 'cms/tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          message:
            'An area imports no other area’s code: call its service through service(), or move what both need to cms/src/lib.',
          policies: [
            {
              from: { element: { type: 'cms-area' } },
              disallow: { to: { element: { type: 'cms-area' } }, dependency: { kind: 'value' } },
            },
            {
              from: { element: { type: 'cms-area' } },
              allow: {
                to: { element: { type: 'cms-area', captured: { area: '{{ from.element.captured.area }}' } } },
              },
            },
          ],
        },
      ],
    },
  },
  {
    // Controllers stay thin: data access belongs to services.
    files: ['cms/src/api/*/controllers/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...UNTYPED_SERVICE_CALLS,
        {
          selector: "MemberExpression[object.name='strapi'][property.name='db']",
          message: 'Controllers do not query the database: call a service.',
        },
        {
          selector: "MemberExpression[object.property.name='strapi'][property.name='db']",
          message: 'Controllers do not query the database: call a service.',
        },
      ],
    },
  },
  {
    // Tests may use the looser patterns test doubles need; a wrong `!` in a test fails that test.
    files: ['**/__tests__/**', 'e2e/**', 'cms/tests/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
