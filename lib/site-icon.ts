/**
 * The site's mark as the browser tab's icon and the first icon of the install manifest. Both name
 * the same address, so a browser that asks for the tab icon and for the manifest's icons downloads
 * the drawing once. It is not hashed: the cache policy keeps it a day (scripts/site/cache-policy.ts).
 */
export const siteIcon = { url: '/icon.svg', type: 'image/svg+xml', sizes: 'any' } as const

/** The home-screen icon iOS asks for, drawn from the same mark by `npm run icons`. */
export const appleIcon = { url: '/apple-icon.png', type: 'image/png', sizes: '180x180' } as const
