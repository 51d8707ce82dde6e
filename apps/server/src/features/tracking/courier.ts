/**
 * DHL Shipment Tracking - Unified API client (storefront spec §7 Shipment tracking): GET
 * {base}/track/shipments?trackingNumber=... with the `DHL-API-Key` header; reads shipments[0].
 * Every §8 status is mapped to its message. Server errors (500+), network errors and timeouts
 * are reported as `unavailable` so the caller falls back to sample data.
 */
import type { TrackingDto, TrackingEventDto } from '@phonexport/contracts/tracking';
import { TRACKING_MESSAGES, type TrackingStatusCode } from '@phonexport/domain/tracking';
import { notFound, tooMany, outsideFailed } from '../../lib/rule-errors.ts';

export const DEFAULT_DHL_API_BASE = 'https://api-eu.dhl.com';
const TIMEOUT_MS = 8_000;

interface DhlAddress {
  address?: { addressLocality?: string; countryCode?: string };
}
interface DhlEvent {
  timestamp?: string;
  location?: DhlAddress;
  statusCode?: string;
  status?: string;
  description?: string;
}
interface DhlShipment {
  id?: string;
  service?: string;
  origin?: DhlAddress;
  destination?: DhlAddress;
  status?: DhlEvent;
  details?: { product?: { productName?: string } };
  events?: DhlEvent[];
}

const CODES = new Set<TrackingStatusCode>(['pre-transit', 'transit', 'delivered', 'failure', 'unknown', 'exception']);

const place = (a?: DhlAddress) => {
  const parts = [a?.address?.addressLocality, a?.address?.countryCode].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
};

function toEvent(e: DhlEvent | undefined): TrackingEventDto {
  const code = (e?.statusCode ?? 'unknown') as TrackingStatusCode;
  return {
    timestamp: e?.timestamp ?? new Date(0).toISOString(),
    location: place(e?.location),
    statusCode: CODES.has(code) ? code : 'unknown',
    status: e?.status ?? '',
    description: e?.description ?? e?.status ?? '',
  };
}

/** Maps shipments[0] of a DHL answer to the shop's shape. */
export function fromDhl(s: DhlShipment, trackingNumber: string): TrackingDto {
  const events = (s.events ?? []).map(toEvent).sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  return {
    id: s.id ?? trackingNumber,
    service: s.service ?? 'express',
    origin: place(s.origin),
    destination: place(s.destination),
    status: s.status ? toEvent(s.status) : (events[0] ?? toEvent(undefined)),
    details: { product: { productName: s.details?.product?.productName ?? 'DHL Express' } },
    events,
    isMockData: false,
    source: 'courier',
  };
}

export type CourierResult = { kind: 'found'; tracking: TrackingDto } | { kind: 'unavailable'; reason: string };

/**
 * Asks the courier. Returns `found`, or `unavailable` (5xx, network, timeout). Throws RuleError
 * with the §8 message for 404 / empty (404), 401 (502), 429 (429) and any other status (502).
 */
export async function trackWithCourier(opts: { apiKey: string; baseUrl: string; trackingNumber: string; fetchImpl?: typeof fetch }): Promise<CourierResult> {
  const url = `${opts.baseUrl.replace(/\/$/, '')}/track/shipments?trackingNumber=${encodeURIComponent(opts.trackingNumber)}`;
  let res: Response;
  try {
    res = await (opts.fetchImpl ?? fetch)(url, { headers: { 'DHL-API-Key': opts.apiKey, accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    return { kind: 'unavailable', reason: (err as Error).message };
  }
  if (res.status >= 500) return { kind: 'unavailable', reason: `status ${res.status}` };
  if (res.status === 404) throw notFound(TRACKING_MESSAGES.notFound);
  if (res.status === 401 || res.status === 403) throw outsideFailed(TRACKING_MESSAGES.auth);
  if (res.status === 429) throw tooMany(TRACKING_MESSAGES.tooMany);
  if (!res.ok) {
    const text = (await res.text().catch(() => '')).slice(0, 200) || res.statusText;
    let detail = text;
    try {
      const body = JSON.parse(text) as { detail?: string; title?: string };
      detail = body.detail ?? body.title ?? text;
    } catch {
      // plain text answer
    }
    throw outsideFailed(TRACKING_MESSAGES.apiError(res.status, detail));
  }
  let body: { shipments?: DhlShipment[] };
  try {
    body = (await res.json()) as { shipments?: DhlShipment[] };
  } catch {
    throw outsideFailed(TRACKING_MESSAGES.generic);
  }
  const first = body.shipments?.[0];
  if (!first) throw notFound(TRACKING_MESSAGES.empty);
  return { kind: 'found', tracking: fromDhl(first, opts.trackingNumber) };
}
