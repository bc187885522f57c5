/** @type {import('next-sitemap').IConfig} */
module.exports = {
  // The deployed address, validated by lib/settings.ts and passed in by scripts/build.ts.
  siteUrl: process.env.SITEMAP_SITE_URL,
  // Write next to the exported pages so the CDN serves /sitemap.xml and /robots.txt.
  outDir: 'out',
  // A handful of pages need one sitemap file, not an index pointing at one.
  generateIndexSitemap: false,
  // Pages change when prices or stock do: a weekly hint is honest.
  changefreq: 'weekly',
  // Exactly the pages of the page registry (content/pages.yaml) in every language, passed in by
  // scripts/build.ts, each with its translations as absolute `xhtml:link` alternates (and
  // x-default), written in full here so next-sitemap does not join paths onto them: not the 404
  // page, icons, the manifest or share images.
  transform: async (config, path) => {
    const pages = JSON.parse(process.env.SITEMAP_PAGES ?? '[]')
    const page = pages.find((candidate) => candidate.path === path)
    if (!page) return null
    const absolute = (address) => `${config.siteUrl}${address === '/' ? '' : address}`
    return {
      loc: path,
      changefreq: config.changefreq,
      priority: path === pages[0].path ? 1 : 0.8,
      // When what the page shows last changed (scripts/build-steps/page-dates.ts), not the build's time.
      lastmod: page.lastmod,
      alternateRefs: page.alternates.map(({ hreflang, path: address }) => ({
        href: absolute(address),
        hreflang,
        hrefIsAbsolute: true,
      })),
    }
  },
  // Every crawler may read everything; robots.txt also points at the sitemap.
  generateRobotsTxt: true,
  robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/' }] },
}
