/**
 * Which reverse proxies are trusted to tell the client's address (TRUST_PROXY, decision 061).
 * One rule for every use of the address: rate limits, the sign-in throttle and the address a
 * session records all read Fastify's `req.ip`, which Fastify computes from this setting with
 * proxy-addr. A proxy appends the address it saw to `X-Forwarded-For`, so only entries written by
 * trusted proxies count, read from the right; the left-most entry, which the client writes
 * itself, is never taken unless every hop after it is trusted.
 */
import net from 'node:net';

/**
 * false: no proxy (the socket's address); a number: that many proxy hops in front of the shop;
 * a list: the proxies' addresses or CIDR ranges (or proxy-addr's names `loopback`, `linklocal`,
 * `uniquelocal`).
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** More hops than any sane deployment has: a typo rather than a setting. */
const MAX_HOPS = 10;

function validProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length || !address) return false;
  const family = net.isIP(address);
  if (!family) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Parses TRUST_PROXY: unset, empty or `false` → false; `true` → 1 (one proxy, as before);
 * a whole number 1–10 → that many hops; else a comma list of addresses / CIDRs.
 * Throws an Error naming the bad value otherwise (the server refuses to start).
 */
export function trustProxyFrom(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY must be a hop count from 1 to ${MAX_HOPS} or the proxies' addresses, got "${raw}".`);
    return hops;
  }
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !validProxyAddress(e));
  if (!entries.length || bad.length) {
    throw new Error(
      `TRUST_PROXY must be false, true (one proxy), a hop count such as 1, or a comma list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1); "${bad.join(', ') || raw}" is not one.`,
    );
  }
  return entries;
}

/**
 * The Fastify `trustProxy` option for a setting (`true`, kept for callers of old, means one hop).
 * A hop count becomes proxy-addr's trust function `(address, hop) => hop < hops` (Fastify 5 reads
 * a bare number as "trust nothing"): the socket's peer and the hops-1 entries nearest to it in
 * X-Forwarded-For are proxies, and req.ip is the entry before them. A hop count assumes the shop's
 * port is reachable only through the proxy; where it is not, give the proxies' addresses.
 */
export function fastifyTrustProxy(setting: TrustProxy | boolean | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  const value = setting === true ? 1 : (setting ?? false);
  if (typeof value === 'number') return value > 0 ? (_address: string, hop: number) => hop < value : false;
  return value;
}
