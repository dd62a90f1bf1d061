import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports that would turn the layering upside down, per layer of the backend (docs/architecture.md). */
const layer = (files, forbidden, why) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message: why }] }] },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/screenshots/**', '.data/**', 'frontend/dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // CommonJS config and jest's module mocks, which must be synchronous.
  { files: ['**/*.cjs', '**/*.test.tsx'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  layer(
    ['backend/src/event-store/**'],
    ['**/projections/**', '**/modules/**', '**/app/**'],
    'The event store knows nothing of read models, contexts or the app: it offers AppendedInTransaction instead.',
  ),
  layer(['backend/src/database/**/*.ts', 'backend/src/common/**'], ['**/modules/**', '**/app/**'], 'Shared infrastructure does not depend on the contexts.'),
  layer(
    ['backend/src/projections/**'],
    ['**/app/**', '**/modules/*/commands/**', '**/modules/*/*.controller*', '**/modules/*/*.module*', '**/modules/*/*.read-model*'],
    'Read models fold events with pure rules: they import events, rules and entities, never commands, HTTP or reads.',
  ),
  layer(['backend/src/modules/**'], ['**/app/**'], 'Contexts are wired by the app, never the other way round.'),
  layer(['frontend/src/components/ui/**'], ['**/pages/**', '**/features/**'], 'Shared UI knows no screen and no feature.'),
);
