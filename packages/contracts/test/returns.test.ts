import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_POLICY, isImei } from '@phonexport/domain/returns';
import { returnPolicySchema, returnRequestSchema } from '../src/returns.ts';

describe('request input', () => {
  it('reads a request and refuses a bad IMEI, a zero quantity, too many photos', () => {
    const line = { orderItemId: '6f1c2a9e-4b7d-4e21-9a3f-0c8d5e7b1a24', quantity: 1, serial: '356938035643809' };
    expect(returnRequestSchema.parse({ reason: 'dead_on_arrival', lines: [line] })).toMatchObject({ resolution: 'refund', photos: [], description: '' });
    expect(returnRequestSchema.safeParse({ reason: 'dead_on_arrival', lines: [{ ...line, serial: '12 34' }] }).success).toBe(false);
    expect(returnRequestSchema.safeParse({ reason: 'dead_on_arrival', lines: [{ ...line, quantity: 0 }] }).success).toBe(false);
    expect(returnRequestSchema.safeParse({ reason: 'dead_on_arrival', lines: [line], photos: ['a', 'b', 'c', 'd', 'e', 'f'] }).success).toBe(false);
    expect(returnRequestSchema.safeParse({ reason: 'broken', lines: [line] }).success).toBe(false);
    expect(isImei('356938035643809')).toBe(true);
    expect(isImei('356938035643808')).toBe(false);
  });

  it('reads a policy edit and upper-cases country codes', () => {
    const p = returnPolicySchema.parse({ ...DEFAULT_RETURN_POLICY, rules: [{ ...DEFAULT_RETURN_POLICY.rules[0]!, country: 'za' }] });
    expect(p.rules[0]!.country).toBe('ZA');
    expect(returnPolicySchema.safeParse({ ...DEFAULT_RETURN_POLICY, rules: [{ ...DEFAULT_RETURN_POLICY.rules[0]!, restockingFeePercent: 101 }] }).success).toBe(false);
  });
});
