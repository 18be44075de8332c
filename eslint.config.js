// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureIsolationPlugin } from './web/eslint-feature-isolation.js';

/**
 * Import direction (STYLE §1, ARCHITECTURE "Layout"): web and functions depend on contract and
 * domain; functions also on data; domain and contract import nothing from AWS, HTTP, React or
 * Node I/O. Each zone lists what it must not import.
 */
const AWS = {
  group: ['@aws-sdk/*', 'aws-cdk-lib', 'aws-cdk-lib/*', '@aws-lambda-powertools/*', '@middy/*'],
  message: 'No AWS code in this layer.',
};
const REACT = {
  group: ['react', 'react-dom', 'react-dom/*', 'react-router', '@tanstack/*', '@mantine/*'],
  message: 'No UI code in this layer.',
};
const NODE = {
  group: ['node:*', 'fs', 'path', 'http', 'https', 'child_process', 'crypto'],
  message: 'No Node I/O in this layer.',
};
const APP = (...names) => ({ group: names, message: 'This import goes against the dependency direction.' });
const NO_SCAN = ['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb'].map((name) => ({
  name,
  importNames: ['ScanCommand'],
  message: 'No Scan in request paths (STYLE §7): query by key; Scan belongs in functions/jobs only.',
}));
/** The route groups of `functions/` (one Lambda each). */
const ROUTE_GROUPS = [
  'user',
  'business',
  'account',
  'transaction',
  'category',
  'contact',
  'attachment',
  'invoice',
  'hmrc',
  'places',
  'affiliate',
  'assistant',
  'misc',
];
/** Relative imports of every group and the jobs but `own` (and `allowed`), from any depth inside. */
const otherGroups = (own, ...allowed) =>
  [...ROUTE_GROUPS, 'jobs']
    .filter((g) => g !== own && !allowed.includes(g))
    .flatMap((g) => [`../${g}/*`, `../../${g}/*`, `../../../${g}/*`, `**/functions/${g}/*`]);
/**
 * TanStack runs a `mutate` call's own callbacks only while its component is mounted; the web app's
 * `useMutation` (web/src/lib/use-mutation.ts) runs them whenever the call ends.
 */
const OWN_MUTATION = {
  name: '@tanstack/react-query',
  importNames: ['useMutation'],
  message:
    'Use useMutation from web/src/lib/use-mutation: a form or dialog must close after its save whenever it rendered.',
};
const pathsOf = (files) =>
  files.some((f) => f.startsWith('functions/jobs'))
    ? []
    : files.some((f) => f.startsWith('web/'))
      ? [...NO_SCAN, OWN_MUTATION]
      : NO_SCAN;
const zone = (files, ...patterns) => ({
  files,
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    'no-restricted-imports': ['error', { paths: pathsOf(files), patterns }],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      '.data/**',
      'bench/results/**',
      'bench/.bundles/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/require-await': 'off', // handlers implement an async contract even when they need no await
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
          message:
            "Use `import * as z from 'zod'`: the named `z` defeats tree-shaking (443 KiB against 83 KiB per bundle).",
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // A feature never imports another feature, and lib/components/config import neither features nor app
  // (decision 0026). bot-check is shared until it leaves features/.
  {
    files: ['web/src/**'],
    plugins: { web: featureIsolationPlugin },
    rules: { 'web/feature-boundaries': ['error', { shared: ['bot-check'] }] },
  },
  // Layers point one way (decision 0027): no package reaches up into the CDK app, the web app or the
  // local stack. Flat config lets a later zone replace this one, so each package's zone repeats it.
  zone(['packages/*/src/**'], APP('@bk/infra', '@bk/web', '@bk/local', '**/infra/**', '**/web/**')),
  zone(
    ['packages/domain/src/**'],
    AWS,
    REACT,
    NODE,
    APP('@bk/contract', '@bk/data', '@bk/local', '**/functions/**', '**/web/**', '**/infra/**'),
  ),
  zone(
    ['packages/contract/src/**'],
    AWS,
    REACT,
    NODE,
    APP('@bk/data', '@bk/local', '**/functions/**', '**/web/**', '**/infra/**'),
  ),
  zone(
    ['packages/data/src/**'],
    REACT,
    APP('@bk/local', '@bk/contract', '**/functions/**', '**/web/**', '**/infra/**'),
  ),
  // What CloudFront, API Gateway, EventBridge and their local stand-ins share: data, no I/O.
  zone(
    ['packages/platform/src/**'],
    AWS,
    REACT,
    NODE,
    APP('@bk/data', '@bk/hmrc', '@bk/local', '**/functions/**', '**/web/**', '**/infra/**'),
  ),
  zone(
    ['packages/hmrc/src/**'],
    REACT,
    APP('@bk/local', '@bk/data', '@bk/contract', '**/functions/**', '**/web/**', '**/infra/**'),
  ),
  zone(['web/src/**'], AWS, NODE, APP('@bk/data', '@bk/local', '**/functions/**', '**/infra/**')),
  zone(['functions/**'], REACT, APP('@bk/local', '**/web/**', '**/infra/**')),
  // The CDK app reads what it shares with the web build and the local stack from @bk/platform.
  zone(['infra/**'], REACT, APP('@bk/web', '@bk/local', '**/web/**', '**/packages/local/**')),
  // A route group imports only itself, functions/shared and packages: what two groups share moves to
  // a package or, when every group uses it, to functions/shared. The VAT reminders job calls HMRC
  // through the hmrc group's connection (its token store and client), the one exception.
  ...ROUTE_GROUPS.map((group) =>
    zone([`functions/${group}/**`], REACT, APP('@bk/local', '**/web/**', '**/infra/**', ...otherGroups(group))),
  ),
  zone(['functions/jobs/**'], REACT, APP('@bk/local', '**/web/**', '**/infra/**', ...otherGroups('jobs', 'hmrc'))),
  // The HMRC emulator is the independent check of the product's HMRC client (STYLE §3.17): nothing of ours.
  zone(['packages/hmrc-sandbox/src/**'], AWS, REACT, APP('@bk/*', '**/functions/**', '**/web/**', '**/infra/**')),
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off', // tests read JSON bodies
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
