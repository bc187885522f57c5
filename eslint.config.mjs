import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypeScript from 'eslint-config-next/typescript'
import { noImportCycle } from './scripts/lint/import-cycles.mjs'

export default defineConfig([
  // Next's recommended rules plus Core Web Vitals checks (images, fonts, scripts).
  ...nextVitals,
  // TypeScript-aware rules for our strict codebase.
  ...nextTypeScript,
  // Build output and generated files are not ours to lint.
  globalIgnores([
    '.next/**',
    'out/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    '.tmp/**',
  ]),
  {
    // The import rules read our modules only: an installed package never imports ours, so no cycle
    // runs through one, and parsing every package's files for import/no-cycle took most of the lint.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      // `import type` keeps type-only imports out of client bundles.
      '@typescript-eslint/consistent-type-imports': 'error',
      // Modules that import each other, even lazily, leave no order to read them in and no seam to split along.
      'import/no-cycle': 'error',
    },
  },
  {
    // The same for type imports, which import/no-cycle leaves out: a circle of them is as hard to read.
    plugins: { project: { rules: { 'no-import-cycle': noImportCycle(import.meta.dirname) } } },
    rules: { 'project/no-import-cycle': 'error' },
  },
  {
    // One direction of dependency: content/ is read by app/ and components/; lib/ holds pure rules
    // that take their data as arguments and never imports content/, components/, app/ or scripts/.
    files: ['lib/**/*.ts', 'lib/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/content',
                '@/content/*',
                '@/components/*',
                '@/app/*',
                '@/scripts/*',
                '**/content',
                '**/content/*',
                '**/components/*',
                '**/app/*',
                '**/scripts/*',
              ],
              message:
                'lib/ takes its data as arguments: pass it in from app/ or components/ ' +
                'instead of importing content/, components/, app/ or scripts/.',
            },
            {
              // lib/ is pure, so it runs unchanged in the browser, the service worker and a table test.
              regex:
                '^(node:|(assert|buffer|child_process|crypto|dns|events|fs|http|https|module|net|os|path|process|' +
                'readline|stream|url|util|vm|worker_threads|zlib)(/|$))',
              message:
                'lib/ is pure: it reads no disk, environment or network. Read files in ' +
                'content/ (what the site shows) or scripts/ (build steps) and pass the data ' +
                'in.',
            },
          ],
        },
      ],
    },
  },
])
