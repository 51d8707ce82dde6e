import { describe, expect, it } from 'vitest';
import { ORDER_TRACKING_TEXTS, customerTrackingEvent, isOrderStatus } from '../src/tracking.ts';

const at = '2026-11-20T10:00:00.000Z';

describe('customerTrackingEvent', () => {
  it("replaces the back office's note on an order status event with the customer text", () => {
    const e = customerTrackingEvent({ timestamp: at, location: null, statusCode: 'delivered', status: 'delivered', description: 'Status changed from shipped to delivered by admin@phonexport.local' });
    expect(e).toEqual({ timestamp: at, location: null, statusCode: 'delivered', status: 'Delivered', description: 'Delivered — your parcel has arrived', orderStatus: 'delivered' });
  });

  it('keeps a courier scan as recorded and copies no other field', () => {
    const row = { timestamp: at, location: 'Lusaka, ZM', statusCode: 'transit' as const, status: 'Arrived at hub', description: 'Arrived at the Lusaka facility', actorId: 'u_123' };
    const e = customerTrackingEvent(row);
    expect(e).toEqual({ timestamp: at, location: 'Lusaka, ZM', statusCode: 'transit', status: 'Arrived at hub', description: 'Arrived at the Lusaka facility' });
  });

  it('has a customer text for every order status, none of which is the raw code', () => {
    for (const [code, text] of Object.entries(ORDER_TRACKING_TEXTS)) {
      expect(isOrderStatus(code)).toBe(true);
      expect(text.status).not.toBe(code);
      expect(text.description.toLowerCase()).not.toBe(code);
    }
    expect(isOrderStatus('Arrived at hub')).toBe(false);
    expect(ORDER_TRACKING_TEXTS.shipped.description).toBe('Shipped — handed to the courier');
  });
});
