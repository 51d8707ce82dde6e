/**
 * Parcel tracking (storefront spec §2 Track order, §7): GET /api/tracking?trackingNumber=...
 * (public, like the courier's own page). The shop's own shipment events for an order with that
 * tracking number come first; otherwise the DHL API when DHL_API_KEY is set; with no key, or
 * when DHL has a server or network error, sample data marked `isMockData`. DHL's 404 / 401 / 429
 * / other errors answer with the §8 messages.
 * POST /api/admin/orders/:id/shipment-events (admin): record a courier scan.
 */
import type { FastifyInstance } from 'fastify';
import type { TrackingDto } from '@phonexport/domain/tracking';
import { shipmentEventSchema, trackingQuerySchema } from '@phonexport/domain/tracking-schemas';
import type { Db } from '../../db/client.ts';
import type { Sessions } from '../../http/session.ts';
import { parse } from '../../http/validate.ts';
import { trackWithCourier } from './courier.ts';
import { addShipmentEvent, sampleTracking, trackShopOrder } from './tracking-data.ts';

export interface TrackingOptions {
  db: Db;
  sessions: Sessions;
  /** DHL_API_KEY, or null to use sample data. */
  dhlApiKey: string | null;
  /** DHL_API_BASE (tests point it at a local stand-in). */
  dhlApiBase: string;
}

export function trackingRoutes(app: FastifyInstance, { db, sessions, dhlApiKey, dhlApiBase }: TrackingOptions): void {
  app.get('/api/tracking', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (req): Promise<TrackingDto> => {
    const { trackingNumber } = parse(trackingQuerySchema, req.query);
    const own = await trackShopOrder(db, trackingNumber);
    if (own) return own;
    if (!dhlApiKey) return sampleTracking(trackingNumber);
    const result = await trackWithCourier({ apiKey: dhlApiKey, baseUrl: dhlApiBase, trackingNumber });
    if (result.kind === 'found') return result.tracking;
    req.log.warn({ reason: result.reason }, 'courier tracking unavailable; answering with sample data');
    return sampleTracking(trackingNumber);
  });

  app.post<{ Params: { id: string } }>('/api/admin/orders/:id/shipment-events', async (req, reply) => {
    const admin = await sessions.requireAdmin(req);
    const input = parse(shipmentEventSchema, req.body ?? {});
    return reply.status(201).send(await addShipmentEvent(db, req.params.id, input, admin.id));
  });
}
