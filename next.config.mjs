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
}

export default nextConfig
