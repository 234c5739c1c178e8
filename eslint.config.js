// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Rendering HTML from strings is reviewed in one place. */
const noInnerHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render text, or sanitize in one reviewed place.',
};

/** A screen path written by hand where apps/web/src/config/paths.ts should give it. */
const SCREEN_PATH = '/^\\/(?!api\\/|media\\/)/';
const literalPathMessage =
  'Screen paths come from src/config/paths.ts (one list for links, guards, redirects, the router).';
const noLiteralScreenPaths = [
  `JSXAttribute[name.name=/^(to|href)$/] > Literal[value=${SCREEN_PATH}]`,
  `JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > Literal[value=${SCREEN_PATH}]`,
  `JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement:first-child[value.raw=${SCREEN_PATH}]`,
  `CallExpression[callee.name=/^(navigate|redirect|replace)$/] > Literal:first-child[value=${SCREEN_PATH}]`,
  `CallExpression[callee.name=/^(navigate|redirect|replace)$/] > TemplateLiteral:first-child > TemplateElement:first-child[value.raw=${SCREEN_PATH}]`,
  `Property[key.name=/^(to|path|redirectTo)$/] > Literal[value=${SCREEN_PATH}]`,
].map((selector) => ({ selector, message: literalPathMessage }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.tmp/**',
      'data/**',
      'e2e/artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'no-eval': 'error',
      'no-implied-eval': 'off',
      '@typescript-eslint/no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', noInnerHtml],
    },
  },
  // Feature boundaries: a feature never imports another feature's internals; the app layer composes them.
  {
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['apps/**/*'],
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-common', pattern: 'apps/web/src/(components|lib|config|locales|hooks|test)' },
        // API (docs/architecture.md, ADR 0024): a module's public entry, its test helpers, its inside; the schema's
        // history (composed like app.ts); the base parts. The first pattern that matches a file names its type.
        { type: 'api-entry', pattern: 'apps/api/src/modules/*/index.ts', mode: 'file', capture: ['module'] },
        {
          type: 'api-test-support',
          pattern: 'apps/api/src/modules/*/*.(test-helpers|fixtures).ts',
          mode: 'file',
          capture: ['module'],
        },
        { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
        { type: 'api-migrations', pattern: 'apps/api/src/db/migrate{,.test}.ts', mode: 'file' },
        { type: 'api-migrations', pattern: 'apps/api/src/db/migrations' },
        { type: 'api-base', pattern: 'apps/api/src/(core|db|plugins|realtime|config|jobs)' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              from: ['web-feature'],
              disallow: [['web-feature', { feature: '!${from.feature}' }], 'web-app'],
              message: 'A feature never imports another feature or the app layer; compose them in src/app.',
            },
            {
              from: ['web-common'],
              disallow: ['web-feature', 'web-app'],
              message: 'Shared web code must not depend on features.',
            },
            {
              from: ['api-module', 'api-entry', 'api-test-support'],
              disallow: [['api-module', { module: '!${from.module}' }]],
              message:
                'Another module is used through its public entry (modules/<module>/index.ts), never its files: export the service function there.',
            },
            {
              from: ['api-base'],
              disallow: ['api-module', 'api-entry', 'api-migrations'],
              message:
                'core, db, plugins, realtime, config and jobs import no feature module: have it handed over at start-up (app.ts) or send an event through the outbox.',
            },
            {
              from: ['api-migrations'],
              disallow: ['api-module'],
              message: "A migration uses a module's public entry (modules/<module>/index.ts), never its files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // One list of screen paths (issue 13): links, redirects and navigations take them from src/config/paths.ts.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/config/paths.ts',
      '**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/app/testing/**',
    ],
    rules: { 'no-restricted-syntax': ['error', noInnerHtml, ...noLiteralScreenPaths] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
