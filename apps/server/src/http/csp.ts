/**
 * Content-Security-Policy helpers shared by the pages the server renders (the web app's
 * index.html, the API docs page).
 */
import { createHash } from 'node:crypto';

/**
 * The CSP sources (`'sha256-…'`) that allow each inline `<script>` of `html` (those without a
 * `src`), so a page keeps `script-src` free of `'unsafe-inline'`.
 */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
  }
  return hashes;
}
