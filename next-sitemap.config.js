/** @type {import('next-sitemap').IConfig} */
module.exports = {
  // The deployed address, validated by lib/site-config.ts and passed in by scripts/build.ts.
  siteUrl: process.env.SITEMAP_SITE_URL,
  // Write next to the exported pages so the CDN serves /sitemap.xml and /robots.txt.
  outDir: 'out',
  // Three pages need one sitemap file, not an index pointing at one.
  generateIndexSitemap: false,
  // Pages change when prices or stock do: a weekly hint is honest.
  changefreq: 'weekly',
  // Only real pages: not the 404 page, icons, the manifest or share images (anything with a file
  // extension, or the 404 routes).
  transform: async (config, path) => {
    const notAPage = /\.[a-z0-9]+$/i.test(path) || /(^|\/)(404|_not-found)$/.test(path)
    return notAPage ? null : { loc: path, changefreq: config.changefreq, priority: path === '/' ? 1 : 0.8, lastmod: new Date().toISOString() }
  },
  // Every crawler may read everything; robots.txt also points at the sitemap.
  generateRobotsTxt: true,
  robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/' }] },
}
