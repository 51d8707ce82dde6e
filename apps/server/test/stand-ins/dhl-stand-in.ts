/**
 * A local stand-in for the DHL Shipment Tracking API (GET /track/shipments?trackingNumber=...),
 * answering by tracking number: `STATUS-{code}` answers that HTTP status, `EMPTY` an empty
 * shipments list, `HANGUP` closes the connection, anything else a shipment. A missing or wrong
 * `DHL-API-Key` header answers 401. Records each request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_KEY = 'test-dhl-key';

export interface DhlStandIn {
  url: string;
  requests: { trackingNumber: string | null; apiKey: string | undefined }[];
  close(): Promise<void>;
}

export function shipmentFor(trackingNumber: string) {
  return {
    shipments: [
      {
        id: trackingNumber,
        service: 'express',
        origin: { address: { addressLocality: 'Shenzhen', countryCode: 'CN' } },
        destination: { address: { addressLocality: 'Lusaka', countryCode: 'ZM' } },
        status: {
          timestamp: '2026-11-20T09:30:00Z',
          location: { address: { addressLocality: 'Lusaka', countryCode: 'ZM' } },
          statusCode: 'transit',
          status: 'Arrived at Delivery Facility',
          description: 'Arrived at DHL Delivery Facility LUSAKA - ZAMBIA',
        },
        details: { product: { productName: 'DHL Express Worldwide' } },
        events: [
          { timestamp: '2026-11-18T04:00:00Z', location: { address: { addressLocality: 'Shenzhen', countryCode: 'CN' } }, statusCode: 'pre-transit', status: 'Picked up', description: 'Shipment picked up' },
          { timestamp: '2026-11-20T09:30:00Z', location: { address: { addressLocality: 'Lusaka', countryCode: 'ZM' } }, statusCode: 'transit', status: 'Arrived at Delivery Facility', description: 'Arrived at DHL Delivery Facility LUSAKA - ZAMBIA' },
        ],
      },
    ],
  };
}

export async function startDhlStandIn(): Promise<DhlStandIn> {
  const requests: DhlStandIn['requests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const trackingNumber = url.searchParams.get('trackingNumber');
    const apiKey = req.headers['dhl-api-key'] as string | undefined;
    requests.push({ trackingNumber, apiKey });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': status === 200 ? 'application/json' : 'application/problem+json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== '/track/shipments') return send(404, { title: 'Not Found', status: 404 });
    if (apiKey !== STAND_IN_KEY) return send(401, { title: 'Unauthorized', status: 401, detail: 'Invalid API key' });
    if (trackingNumber === 'HANGUP') return req.socket.destroy();
    if (trackingNumber === 'EMPTY') return send(200, { shipments: [] });
    // The shop sends tracking numbers without separators (STATUS-404 arrives as STATUS404).
    const m = /^STATUS-?(\d{3})$/.exec(trackingNumber ?? '');
    if (m) {
      const status = Number(m[1]);
      return send(status, { title: status === 400 ? 'Bad Request' : 'Error', status, detail: status === 400 ? 'Invalid tracking number format' : `Stand-in status ${status}` });
    }
    return send(200, shipmentFor(trackingNumber ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
