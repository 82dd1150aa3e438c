import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One flat config for the whole house: TypeScript strict rules everywhere, React hooks and
 * jsx-a11y for the front-end packages, and the console's one-way imports (docs/architecture.md, "Imports flow one way").
 */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'storybook-static/',
      'ladle-static/',
      '**/test-results/',
      '**/playwright-report/',
      'server/src/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['design-system/**/*.tsx', 'console/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['design-system/**/*.{ts,tsx}', 'console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['console/src/lib/**', 'console/src/api/**', 'console/src/stores/**', 'console/src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'lib, api, stores and components sit below features and app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['console/src/features/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*/**', '!../../../**'],
              message: 'Features never import each other (docs/architecture.md, "Imports flow one way").',
            },
            { group: ['**/app/**'], message: 'Features sit below app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@workbench/*', '!@workbench/contracts'], message: 'The server imports no front-end package.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@workbench/*', '!@workbench/contracts'], message: 'The server imports no front-end package.' },
            {
              group: ['**/modules/**'],
              message: 'lib sits below the route modules (docs/architecture.md, "Imports flow one way").',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@workbench/*', 'react', 'react-*', 'node:*'],
              message: 'The contract is shared by the console and the server: schemas and constants only.',
            },
          ],
        },
      ],
    },
  },
);
