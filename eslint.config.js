// One ESLint config for the whole repo. Each workspace runs `eslint . --max-warnings=0` from its
// own folder (ESLint finds this file by walking up); `npm run lint` runs them all through turbo.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Build outputs and generated files.
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-analyze/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/src/db/migrations/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each workspace's tsconfig.json types its files; the Storybook config at the root is
        // typed by packages/ui's tsconfig, which includes it, but the service finds no tsconfig
        // next to it, so it gets the shared base.
        projectService: {
          allowDefaultProject: ['.storybook/*.ts', '.storybook/*.tsx', 'scripts/*.d.mts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Unhandled rejections and promises passed where a void callback is expected are real bugs.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        // React's onClick={async () => …} and Fastify's async hooks are fine: the handler owns errors.
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // An async function without await is how Fastify handlers and hooks return their answer.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests the built package from dist (outside the tsconfig on purpose, as dist may not exist).
    files: ['packages/ui/test/dist.test.tsx'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Plain JavaScript (build scripts) has no TypeScript project: keep the syntactic rules only.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.{jsx,tsx}'],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat['jsx-runtime'],
      jsxA11y.flatConfigs.recommended,
    ],
    settings: { react: { version: '19.2' } },
    rules: {
      // TypeScript checks props; display names come from named functions.
      'react/prop-types': 'off',
      'react/display-name': 'off',
    },
  },
  {
    // React code: every .tsx, and the hooks in .ts files of the shop and the design system.
    files: ['**/*.tsx', 'apps/shop/**/*.ts', 'packages/ui/**/*.ts'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests read untyped answers (`res.json()` is any) and pass mocked methods to expect().
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Stand-in <video> elements (a camera slot) have nothing to caption.
      'jsx-a11y/media-has-caption': 'off',
    },
  },
);
