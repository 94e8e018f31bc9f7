import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layering: shared/ is pure; functions/ never import the SPA or infra; the SPA never imports server code. */
const LAYER_ZONES = [
  { target: './shared', from: './functions', message: 'shared/ must not depend on functions/.' },
  { target: './shared', from: './frontend', message: 'shared/ must not depend on the SPA.' },
  { target: './shared', from: './infra', message: 'shared/ must not depend on infra/.' },
  { target: './functions', from: './frontend', message: 'Handlers must not import the SPA.' },
  { target: './functions', from: './infra', message: 'Handlers must not import infra/.' },
  { target: './frontend', from: './functions', message: 'The SPA must not import server code.' },
  { target: './frontend', from: './infra', message: 'The SPA must not import infra/.' },
];

/** Features do not import each other (bulletproof-react): every folder of frontend/src/features, as it is. */
const FEATURE_ZONES = readdirSync(new URL('./frontend/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./frontend/src/features/${name}`,
    from: './frontend/src/features',
    except: [`./${name}`],
    message: 'Features do not import each other; move shared pieces to frontend/src/components or lib.',
  }));

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'cdk.out/**',
      '.local/**',
      'coverage/**',
      'frontend/dist/**',
      'test/e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an `as const` object instead of an enum.' },
        { selector: 'TSModuleDeclaration[kind="namespace"]', message: 'Use ES modules, not namespaces.' },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // zod/mini (functional checks) tree-shakes; classic zod's methods pull every schema type and the
          // JSON-schema converter into the bundle (about 15 KB gzip on every route).
          paths: ['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({
            name,
            message: 'shared/ and frontend/ ship to the browser: import zod/mini, not classic zod.',
          })),
          patterns: [
            {
              group: ['@aws-sdk/*', 'aws-sdk', '@middy/*', 'aws-cdk-lib', 'aws-cdk-lib/*', 'constructs'],
              message: 'shared/ is pure: no AWS SDK, middy or CDK.',
            },
            {
              group: ['react', 'react-dom', '@mui/*', 'react-router'],
              message: 'shared/ is pure: no React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          // zod/mini (functional checks) tree-shakes; classic zod's methods pull every schema type and the
          // JSON-schema converter into the bundle (about 15 KB gzip on every route).
          paths: ['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({
            name,
            message: 'shared/ and frontend/ ship to the browser: import zod/mini, not classic zod.',
          })),
          patterns: [
            {
              group: ['@aws-sdk/*', '@middy/*', 'aws-cdk-lib', 'aws-cdk-lib/*'],
              message: 'No server SDKs in the SPA.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features do not import each other (bulletproof-react); shared UI lives in frontend/src/components or lib.
    files: ['frontend/src/features/*/**/*.{ts,tsx}'],
    rules: {
      // A rule's options replace the earlier block's: the layer zones are repeated so they hold here too.
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...FEATURE_ZONES] }],
    },
  },
  prettier,
);
