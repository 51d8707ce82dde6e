/**
 * Tracking routes, from `trackingContracts`: GET /api/tracking?trackingNumber=... (public, like
 * the courier's own page; 30 a minute) and POST /api/admin/orders/:id/shipment-events (admin:
 * record a courier scan, 201). Rules in tracking-service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { trackingContracts as c } from '@phonexport/contracts/tracking';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import { addShipmentEvent, track, type CourierSettings } from './tracking-service.ts';

export interface TrackingOptions extends CourierSettings {
  db: Db;
}

export function trackingRoutes(app: FastifyInstance, { db, dhlApiKey, dhlApiBase }: TrackingOptions): void {
  route(
    app,
    c.track,
    ({ query, req }) => track(db, { dhlApiKey, dhlApiBase }, query.trackingNumber, (reason) => req.log.warn({ reason }, 'courier tracking unavailable; answering with sample data')),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  route(app, c.addShipmentEvent, ({ params, body, user }) => addShipmentEvent(db, params.id, body, user));
}
