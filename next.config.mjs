import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

/**
 * The error screens are client components that Next renders without any props of ours, even when
 * the root layout itself has failed, so their words (content/interface.yaml, `error`) and each
 * language's home address (content/pages.yaml) are built into the bundle. The build checks both
 * files against their schemas before Next runs (scripts/build.ts).
 */
function errorScreenWords() {
  const words = parse(readFileSync('content/interface.yaml', 'utf8')).error
  const home = parse(readFileSync('content/pages.yaml', 'utf8')).pages[0].path
  return JSON.stringify({ words, home })
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route is plain HTML at build time so a CDN can serve the site as files.
  output: 'export',
  // `/bonsmara` is written as `bonsmara.html`; the static server maps clean URLs onto it.
  trailingSlash: false,
  // No image server exists in a static export; images come pre-sized from the build pipeline.
  images: { unoptimized: true },
  // The site never needs the `X-Powered-By` banner; static hosts ignore it, the dev server honours it.
  poweredByHeader: false,
  // Catch unsafe React patterns early in development.
  reactStrictMode: true,
  // Each language has its own root layout (app/(en), app/(af)), so the one page for unknown
  // addresses, in both languages, is app/global-not-found.tsx.
  experimental: { globalNotFound: true },
  // The error screens' words, in every language, for the client bundle (see above).
  env: { ERROR_SCREEN_WORDS: errorScreenWords() },
  // Next's own type check of the code, skipped only where `npm run typecheck` (which checks the
  // same code and Next's route types: `next typegen`, then tsc) has just passed over it: .ci/run's
  // build after its typecheck step, and the tests' copies of the project (an owner's change, the
  // stressed content: scripts/support/), which differ from it only in content and settings, data
  // read and checked while the pages are built.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIPS_TYPE_CHECK === '1' },
  // The build's ID from what it is made from (scripts/build.ts hashes the sources and settings), so
  // two builds of the same sources are the same bytes; `next build` run alone keeps Next's own.
  generateBuildId: () => process.env.BUILD_ID_FROM_SOURCES ?? null,
}

export default nextConfig
