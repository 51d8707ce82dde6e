/** Links staff enter that the shop follows (issue 24 "Rules"): only paths on the shop itself. */

/** The WHATWG URL parser of every JavaScript runtime the shop runs in (browsers, Node); the domain builds without DOM or Node types. */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string, base: string) => { origin: string; pathname: string; search: string; hash: string } }).URL;

/** A base no real address has: a link resolved against it and still on it is a path of this shop. */
const SAME_ORIGIN_BASE = 'https://same-origin.invalid';

/**
 * A hero button's link as a path on this shop (issue 24, decision 060), or null when it is not one.
 * The text must start with a single `/` and, parsed as a URL against the shop (WHATWG URL rules,
 * as browsers follow links), still be on the shop: `/\evil.example/phish` and `//evil.example`
 * resolve to another host and are refused, as are absolute URLs, backslashes and control or
 * space characters. Answers `pathname + search + hash` of the parsed URL.
 */
export function sameOriginPath(input: string): string | null {
  const text = input.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (!text.startsWith('/') || /[\\\s\u0000-\u001f\u007f]/.test(text)) return null;
  let url: InstanceType<typeof WhatwgUrl>;
  try {
    url = new WhatwgUrl(text, SAME_ORIGIN_BASE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_ORIGIN_BASE) return null;
  return url.pathname + url.search + url.hash;
}
