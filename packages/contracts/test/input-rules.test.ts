import { describe, expect, it } from 'vitest';
import { limitedText } from '../src/text-rules.ts';
import { addressBodySchema } from '../src/addresses.ts';
import { registerRequestSchema } from '../src/accounts.ts';
import { checkoutRequestSchema } from '../src/checkout.ts';
import { profileUpdateSchema } from '../src/settings.ts';
import { chatTextSchema } from '../src/chat.ts';
import { shipmentEventSchema, trackingQuerySchema } from '../src/tracking.ts';
import { orderStatusUpdateSchema } from '../src/orders.ts';

describe('field limits', () => {
  it('a zod text refuses one character past the limit with that message, keeps the limit itself', () => {
    const street = limitedText('street', 'required');
    expect(street.safeParse('a'.repeat(200)).success).toBe(true);
    const over = street.safeParse('a'.repeat(201));
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe('Street must be at most 200 characters.');
    expect(street.safeParse('  ').error?.issues[0]?.message).toBe('required');
  });

  it('the request schemas answer the limit message under the field', () => {
    const address = { name: 'A', street: 'S', city: 'C', zipCode: '1', countryCode: 'ZA' };
    const long = addressBodySchema.safeParse({ ...address, street: 'x'.repeat(3000) });
    expect(long.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['street', 'Street must be at most 200 characters.']]);
    const checkout = checkoutRequestSchema.safeParse({ lines: [], shippingOption: 'standard', idempotencyKey: 'k'.repeat(10), address: { ...address, phone: '+27 82 555 0101', city: 'c'.repeat(101) } });
    expect(checkout.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['address.city', 'City must be at most 100 characters.']]);
    expect(profileUpdateSchema.safeParse({ displayName: 'n'.repeat(300) }).error?.issues[0]?.message).toBe('Display name must be at most 100 characters.');
    expect(registerRequestSchema.safeParse({ firstName: 'f'.repeat(61) }).error?.issues[0]?.message).toBe('First name must be at most 60 characters.');
    expect(chatTextSchema.safeParse({ message: 'm'.repeat(2001) }).error?.issues[0]?.message).toBe('Message must be at most 2000 characters.');
  });
});

describe('tracking numbers', () => {
  it('the lookup, the scan entry and the status update all keep the same form', () => {
    expect(trackingQuerySchema.parse({ trackingNumber: '1Z 999 AA1 01 2345 6784' }).trackingNumber).toBe('1Z999AA10123456784');
    expect(trackingQuerySchema.safeParse({ trackingNumber: '   ' }).success).toBe(false);
    expect(trackingQuerySchema.safeParse({ trackingNumber: "x' or '1'='1" }).success).toBe(false);
    const scan = shipmentEventSchema.parse({ status: 'In transit', statusCode: 'transit', description: 'Left hub', trackingNumber: '1z 999 aa1 01 2345 6784' });
    expect(scan.trackingNumber).toBe('1Z999AA10123456784');
    expect(orderStatusUpdateSchema.parse({ status: 'shipped', trackingNumber: '1Z 999 AA1 01 2345 6784' }).trackingNumber).toBe('1Z999AA10123456784');
    expect(orderStatusUpdateSchema.parse({ status: 'shipped', trackingNumber: '  ' }).trackingNumber).toBeUndefined();
  });
});
