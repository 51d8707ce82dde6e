/**
 * A local stand-in for a Frankfurter rate service (the v1 API as documented at
 * frankfurter.dev/v1): `GET /latest?base=XXX[&symbols=A,B]` answers
 * `{ amount: 1.0, base, date, rates: { CUR: number } }` with the rates per 1 `base`; an unknown
 * base answers 404 `{ message: 'not found' }`; other paths 404. The test sets what it answers
 * (`rates`, or `mode`: 'ok', 'down' (HTTP 503), 'html' (an HTML error page with 200, as a captive
 * proxy does), 'hangup' (closes the connection), or 'body' (any JSON given)) and how slowly
 * (`delayMs`). Counts every request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Rates per 1 USD the stand-in answers by default (no NAD/LSL/SZL: like Frankfurter, it does not list the rand's pegs here). */
export const STAND_IN_RATES: Record<string, number> = {
  EUR: 0.9123,
  GBP: 0.7801,
  CAD: 1.3702,
  AUD: 1.5011,
  ZAR: 18.2044,
  BWP: 13.6611,
  MWK: 1741.25,
  ZMW: 26.7723,
  ZWG: 26.81,
  JPY: 151.4,
};

export interface FrankfurterStandIn {
  /** Base URL to give as FX_RATES_URL. */
  url: string;
  /** Every request's path and query, in order. */
  requests: string[];
  mode: 'ok' | 'down' | 'html' | 'hangup' | 'body';
  rates: Record<string, number>;
  /** The JSON answered in mode 'body'. */
  body: unknown;
  date: string;
  delayMs: number;
  close(): Promise<void>;
}

export async function startFrankfurterStandIn(): Promise<FrankfurterStandIn> {
  const state: Omit<FrankfurterStandIn, 'url' | 'close'> = { requests: [], mode: 'ok', rates: { ...STAND_IN_RATES }, body: null, date: '2026-11-24', delayMs: 0 };
  const server = http.createServer((req, res) => {
    state.requests.push(req.url ?? '/');
    const answer = () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'GET' || url.pathname !== '/latest') return json(404, { message: 'not found' });
      if (state.mode === 'hangup') return req.socket.destroy();
      if (state.mode === 'down') return json(503, { message: 'service unavailable' });
      if (state.mode === 'html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>');
      }
      if (state.mode === 'body') return json(200, state.body);
      const base = (url.searchParams.get('base') ?? 'EUR').toUpperCase();
      const baseRate = base === 'USD' ? 1 : state.rates[base];
      if (baseRate === undefined) return json(404, { message: 'not found' });
      const symbols = url.searchParams.get('symbols')?.toUpperCase().split(',');
      const rates: Record<string, number> = {};
      for (const [currency, perUsd] of Object.entries(base === 'USD' ? state.rates : { ...state.rates, USD: 1 })) {
        if (currency === base || (symbols && !symbols.includes(currency))) continue;
        rates[currency] = Number((perUsd / baseRate).toFixed(5));
      }
      json(200, { amount: 1.0, base, date: state.date, rates });
    };
    if (state.delayMs) setTimeout(answer, state.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
