import { readdirSync } from 'node:fs';
import pluginQuery from '@tanstack/eslint-plugin-query';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

/*
 * Import boundaries (docs/ARCHITECTURE.md): app → features → components, lib. A feature uses another
 * feature only through its root files (api or api/<audience>, keys, queries, hooks, schema, types, messages, logic) or
 * components it exports under components/shared/. lib and components know no feature, and no
 * component talks to Supabase itself: data goes through the feature's api.ts and hooks. The app
 * never imports the embedded stack (packages/supabase-local): it runs against a Supabase project,
 * which the stack only stands in for in development, tests and demos.
 */
const SERVICE_ROLE = { name: '@/lib/supabase/admin', message: 'Service role is server-only: use it in route handlers.' };
const SUPABASE_CLIENTS = {
  group: ['@/lib/supabase/client', '@/lib/supabase/server', '@/lib/supabase/middleware', '@supabase/*'],
  allowTypeImports: true,
  message: 'Components never call Supabase: put the query in the feature api.ts and use its hook.',
};
const NO_APP = { group: ['@/app/**'], message: 'Only routes import from app/.' };
const NO_FEATURES = { group: ['@/features/**'], message: 'lib and components are domain-free: they import no feature.' };
const featureBoundary = (feature) => ({
  regex: `^@/features/(?!${feature}/)[^/]+/(?!components/shared/|api/[^/]+$).+/`,
  message: "Use another feature only through its root files or its components/shared/; inside a feature, import relatively.",
});
const NO_STACK = {
  group: ['@club-app/supabase-local', '@club-app/supabase-local/*', '**/packages/supabase-local/**'],
  message: 'The app talks to Supabase through its client, never to the embedded development stack.',
};
// Every rule of src names NO_STACK: a later block's no-restricted-imports replaces an earlier one's.
const restrict = (paths, patterns) => ['error', { paths, patterns: [...patterns, NO_STACK] }];

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'src/lib/supabase/database.types.ts', 'playwright-report/**', 'test-results/**'] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@tanstack/query/prefer-query-options': 'error',
      // The client is the caller's connection (browser or server), not part of what the data is.
      '@tanstack/query/exhaustive-deps': ['error', { allowlist: { types: ['TypedSupabaseClient'] } }],
    },
  },
  { files: ['src/**', 'middleware.ts'], rules: { 'no-restricted-imports': restrict([], []) } },
  { files: ['src/**/*.tsx'], rules: { 'no-restricted-imports': restrict([SERVICE_ROLE], []) } },
  { files: ['src/lib/**'], rules: { 'no-restricted-imports': restrict([], [NO_FEATURES, NO_APP]) } },
  { files: ['src/components/**'], rules: { 'no-restricted-imports': restrict([SERVICE_ROLE], [NO_FEATURES, NO_APP, SUPABASE_CLIENTS]) } },
  ...features.flatMap((feature) => [
    { files: [`src/features/${feature}/**`], rules: { 'no-restricted-imports': restrict([SERVICE_ROLE], [NO_APP, featureBoundary(feature)]) } },
    {
      files: [`src/features/${feature}/components/**`],
      rules: { 'no-restricted-imports': restrict([SERVICE_ROLE], [NO_APP, featureBoundary(feature), SUPABASE_CLIENTS]) },
    },
  ]),
);
