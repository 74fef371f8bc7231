import convexPlugin from '@convex-dev/eslint-plugin'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig(
  globalIgnores([
    '**/node_modules',
    '**/_generated',
    'app/routeTree.gen.ts',
    '.output',
    'dist',
    '.convex-local',
    'test-results',
    'playwright-report',
    'bench/results',
    'packages/*/test/fixtures/**/_generated',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Type-aware rules on every TypeScript file: a dropped promise is a lost error.
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs['recommended-latest'].rules,
  },
  // A raw <form> without method submits as GET before hydration: the fields, passwords included,
  // land in the URL. Form always posts and holds its submit button until React has taken over.
  {
    files: ['**/*.{jsx,tsx}'],
    ignores: ['app/components/ui/form.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']",
          message:
            "Use Form from '@/components/ui/form' instead of <form>: it posts, never GETs, and its submit button waits for hydration.",
        },
      ],
    },
  },
  // Route options other than components (loaders, guards, validateSearch) and the query modules
  // they use are in the first route's JavaScript (P3): there, Convex's query options and hooks
  // come from '@/lib/convex-react' (the packages would load the Convex client on every page) and
  // search params are read without zod ('@/lib/search-params').
  {
    files: ['app/routes/**/*.{ts,tsx}', 'app/queries/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@convex-dev/react-query',
              allowTypeImports: true,
              message: "Import from '@/lib/convex-react': this module loads on every page.",
            },
            {
              name: 'convex/react',
              allowTypeImports: true,
              message: "Import from '@/lib/convex-react': this module loads on every page.",
            },
            {
              name: 'zod',
              message: "Read search params with '@/lib/search-params': this loads on every page.",
            },
          ],
        },
      ],
    },
  },
  // The app reaches the backend only through its generated API (and the backend's types); the
  // rules both sides run live in shared/. Anything else of convex/ at run time would bundle
  // server code into the browser and give a rule two homes.
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@convex|(\\.\\.?/)+convex)/(?!_generated/)',
              allowTypeImports: true,
              message:
                "The app imports only convex/_generated at run time: put a rule both sides run in shared/ ('@shared/...').",
            },
          ],
        },
      ],
    },
  },
  // shared/ runs in the browser and in the backend: it depends on nothing of either.
  {
    files: ['shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|@convex/|(\\.\\.?/)+(app|convex)/)',
              message: 'shared/ holds pure rules: import only other shared files and packages.',
            },
          ],
        },
      ],
    },
  },
  // Convex's own rules for the backend (R2: every public function validates and authorizes).
  {
    files: ['convex/**/*.ts'],
    plugins: { '@convex-dev': convexPlugin },
    rules: {
      '@convex-dev/no-old-registered-function-syntax': 'error',
      '@convex-dev/require-args-validator': 'error',
      '@convex-dev/require-access-control': 'error',
      '@convex-dev/explicit-table-ids': 'error',
      '@convex-dev/no-filter-in-query': 'error',
      '@convex-dev/no-top-of-hour-crons': 'error',
      '@convex-dev/no-schema-import-cycle': 'error',
      '@convex-dev/no-duplicate-indexes': 'error',
      '@convex-dev/import-wrong-runtime': 'error',
    },
  },
  // convex-local hosts arbitrary user code and wire values whose shapes are only known at run
  // time; `any` at those seams is honest there, and its server logs go to the console on purpose.
  {
    files: ['packages/convex-local/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off' },
  },
  // Command-line tools and servers print on purpose.
  {
    files: [
      'scripts/**',
      'bench/**',
      'packages/*/src/cli/**',
      'packages/*/bin/**',
      'packages/*/bench/**',
    ],
    rules: { 'no-console': 'off' },
  },
)
