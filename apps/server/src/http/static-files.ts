/**
 * Requests for the built web app's files (/assets/…) and for images (/media/…), served as files
 * by web/web-routes.ts. A first page view loads dozens of them, so they carry no document-only
 * headers (decision 013) and are never rate limited (decision 020).
 */

/** True for a request of a static file (its URL starts with /assets/ or /media/). */
export const isStaticFile = (req: { url: string }): boolean => req.url.startsWith('/assets/') || req.url.startsWith('/media/');
