import nextJest from 'next/jest.js'

// next/jest compiles TypeScript and JSX with Next's own SWC settings and mocks CSS imports.
const createJestConfig = nextJest({ dir: './' })

/** @type {import('jest').Config} */
const config = {
  // Pure logic runs in Node; component tests opt into a DOM with a `@jest-environment jsdom` docblock.
  testEnvironment: 'node',
  // Unit and component tests sit beside the code they test; e2e/exported-html/ reads the exported site in
  // out/ (npm run test:html builds it first); e2e/ is Playwright's.
  testMatch: [
    '<rootDir>/{lib,components,app,content,scripts}/**/*.test.{ts,tsx}',
    '<rootDir>/e2e/exported-html/**/*.test.ts',
  ],
  // The same `@/` import alias the app uses.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // By default Jest keeps a core for its own process, which here means one worker on two cores; that
  // process only hands out files and gathers results, so every core runs tests (docs/testing.md).
  maxWorkers: '100%',
}

export default createJestConfig(config)
