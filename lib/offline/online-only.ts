/**
 * Carried by a module loaded on demand that is of no use without a connection (the chat button's
 * tooltip: the chat opens WhatsApp, which needs one). The service worker's precache list
 * (scripts/site/precache-list.ts) leaves out any script that carries it, and what only that
 * script reaches, so a first visit does not download it for offline use.
 */
export const onlineOnly = 'site:online-only-code'
