import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './eslint-rules/layers.js';
import sqlInStore from './eslint-rules/sql-in-store.js';
import pgInStoreProgram from './eslint-rules/pg-in-store-program.js';
import noCycle from './eslint-rules/no-cycle.js';

// The typed rules (a promise nobody awaits must say so with `void`, a switch over a union covers
// it) run in oxlint's type-aware mode (.oxlintrc.json, `npm run lint`): the same rules on a
// TypeScript-Go program, in seconds where ESLint's typed lint took minutes.
export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'test/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { terminal: layers, sql: sqlInStore, pg: pgInStoreProgram, imports: noCycle },
    rules: {
      'terminal/layers': 'error',
      'sql/sql-in-store': 'error',
      'pg/pg-in-store-program': 'error',
      // No file reaches itself again through its imports (type-only imports count).
      'imports/no-cycle': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests may not be focused or skipped: every test must run and assert.
    files: ['test/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only' },
        { object: 'it', property: 'skip' },
        { object: 'test', property: 'only' },
        { object: 'test', property: 'skip' },
        { object: 'describe', property: 'only' },
        { object: 'describe', property: 'skip' },
      ],
    },
  },
);
