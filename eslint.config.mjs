import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypeScript from 'eslint-config-next/typescript'

export default defineConfig([
  // Next's recommended rules plus Core Web Vitals checks (images, fonts, scripts).
  ...nextVitals,
  // TypeScript-aware rules for our strict codebase.
  ...nextTypeScript,
  // Build output and generated files are not ours to lint.
  globalIgnores(['.next/**', 'out/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', '.tmp/**']),
  {
    rules: {
      // `import type` keeps type-only imports out of client bundles.
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
])
