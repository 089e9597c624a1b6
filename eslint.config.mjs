// Lint rules for the whole tree; formatting is Prettier's (`npm run lint` runs both).
import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const ZOD_OUT_OF_FIRST_LOAD =
  "Zod stays out of pages' first load: import messages, limits and value types from a zod-free " +
  "'@/validation/<name>Form' module, and load schemas with lazyResolver(() => import('@/components/form/resolvers')…)."

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      '.data/',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/app/(payload)/',
      'migrations/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat.recommended,
  {
    plugins: { '@next/next': nextPlugin, 'import-x': importX },
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      // A cycle through the Payload config once made `payload.config.ts` load half-initialised.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A scrollable text or a carousel takes the focus so that the arrow keys move it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Zod is configured for our Content-Security-Policy in one module, read before any schema.
    files: ['src/**', 'collections/**', 'globals/**'],
    ignores: ['src/validation/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import { z } from '@/validation/zod' (configured for the CSP)." }] },
      ],
    },
  },
  {
    // Zod (32 KiB compressed) stays out of every page's first load: a component imports what its
    // first render needs from a zod-free `src/validation/*Form.ts` module and loads the schemas with
    // `import()`, through `lazyResolver` and `@/components/form/resolvers`. Types are erased and free.
    // This block's rule replaces the one above for these files, hence `zod` again.
    files: ['src/components/**'],
    ignores: ['src/components/form/resolvers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import { z } from '@/validation/zod' (configured for the CSP)." },
            ...['@hookform/resolvers/zod', '@/components/form/resolvers'].map((name) => ({
              name,
              allowTypeImports: true,
              message: ZOD_OUT_OF_FIRST_LOAD,
            })),
          ],
          patterns: [
            {
              // Every validation module but the form modules and these two is zod or holds schemas.
              group: [
                '@/validation/*',
                '!@/validation/*Form',
                '!@/validation/fieldMessages',
                '!@/validation/wholeNumber',
              ],
              allowTypeImports: true,
              message: ZOD_OUT_OF_FIRST_LOAD,
            },
          ],
        },
      ],
    },
  },
  {
    // src/domain holds the pure rules: it imports only itself and libraries, never a module that
    // reads or writes (the database, Payload, e-mail) nor one of the layers built on it.
    files: ['src/domain/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: '.',
              except: ['./src/domain', './node_modules'],
              message: 'src/domain is pure: import only from src/domain and libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright reads a test's fixtures from its first parameter, which must be a pattern.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
)
