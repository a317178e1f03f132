import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// ESLint lints the renderer for the React rules only (the hooks' rules and the React Compiler's
// checks, which have no oxlint counterpart). Every other rule, the house's own included (layers,
// SQL and pg rooms, import cycles in eslint-rules/, run as oxlint JS plugins), and the typed rules
// run in oxlint over the whole tree: see .oxlintrc.json; `npm run lint` runs both.
export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'test/fixtures/**'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
