// The linter of `npm test`: typescript-eslint's recommended rules and React's hooks rules, on
// everything the project writes (widgets, pages, servers, tests, build scripts).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist*/', '_site/', '.cache/', '.data/', 'reports/', 'test-results*/', 'playwright-report/', '.*.building/', '.cms/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The hooks' two rules of React's own documentation. The plugin's other rules check code for
    // the React Compiler, which this project does not use (the preact build could not).
    files: ['widgets/**/*.{ts,tsx}', 'tests/widgets/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // What runs in the browser never imports what runs only at build time (Node): a `build/`
    // folder's code would drag Node modules or sanitize-html into the bundle. Types may be shared.
    files: ['widgets/**/*.{ts,tsx}'],
    ignores: ['widgets/**/build/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/build/**', 'node:*'], allowTypeImports: true, message: 'Browser code must not import build-only code.' }] },
      ],
    },
  },
  {
    // A name that starts with an underscore is unused on purpose (a parameter a signature requires).
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }] },
  },
  {
    // Playwright's hooks take the fixtures as their first argument: `({}, testInfo)` asks for none.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // Build and test scripts run in Node.
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: Object.fromEntries(['process', 'console', 'URL', 'Buffer', 'setTimeout', 'clearTimeout', 'performance'].map((name) => [name, 'readonly'])),
    },
  },
);
