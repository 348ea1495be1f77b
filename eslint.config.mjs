import pluginQuery from '@tanstack/eslint-plugin-query';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

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
      // queryOptions take the Supabase client first (it runs in the browser, a server prefetch or a
      // test): it is how the data is fetched, not what is fetched, so it never belongs in a query key.
      '@tanstack/query/exhaustive-deps': ['error', { allowlist: { types: ['TypedSupabaseClient'] } }],
    },
  },
  {
    // A client component must never reach the service-role client or server-only modules.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@/lib/supabase/admin', message: 'Service role is server-only: use it in route handlers.' }] }],
    },
  },
);
