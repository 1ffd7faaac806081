import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import folio from './scripts/eslint/module-boundaries.js';

export default tseslint.config(
  // .tmp holds scratch output (screenshots, profiles): git ignores it, and so does the linter.
  { ignores: ['dist/**', 'data/**', 'coverage/**', 'node_modules/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['backend/src/**/*.{ts,cts}', 'frontend/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    plugins: { folio },
    rules: { 'folio/module-boundaries': 'error' },
  },
  {
    files: ['backend/src/bin/**', 'scripts/**', 'bench/**', '**/*.spec.ts', '**/*.spec.tsx', '**/*.e2e.ts', '**/test/**'],
    rules: { 'no-console': 'off' },
  },
);
