import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '@phonexport/domain/text-rules';
import { plainText } from '../src/text-rules.ts';
import { addressBodySchema } from '../src/addresses.ts';
import { couponRequestSchema } from '../src/cart.ts';
import { productListQuerySchema } from '../src/catalog.ts';
import { chatTextSchema, chatThreadQuerySchema } from '../src/chat.ts';

describe('text rules (issue 13)', () => {
  it('refuses NUL, the other C0 controls and DEL but keeps tab, line feed, carriage return and any letter', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u000b', '\u000c']) expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['Thandi', 'line\nbreak\r\n', 'tab\there', 'Añadido', '😀', 'İstanbul', '']) expect(hasControlCharacter(good), JSON.stringify(good)).toBe(false);
    expect(plainText(10).safeParse('ok').success).toBe(true);
    expect(plainText(10).safeParse('o\u0000k').error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(plainText(3).safeParse('four').success).toBe(false);
  });

  it('applies to the shared schemas: address fields, coupon code, search and chat text', () => {
    const address = { name: 'Thandi', street: '12 Long St', city: 'Cape Town', zipCode: '8001', countryCode: 'ZA' };
    const nul = addressBodySchema.safeParse({ ...address, name: 'Tha\u0000ndi' });
    expect(nul.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['name', CONTROL_CHARACTER_MESSAGE]]);
    expect(addressBodySchema.safeParse(address).success).toBe(true);
    expect(couponRequestSchema.safeParse({ code: 'SAVE20\u0000' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ search: 'iph\u0000one' }).success).toBe(false);
    expect(chatTextSchema.safeParse({ message: 'hi\u0000' }).success).toBe(false);
    expect(chatTextSchema.safeParse({ message: 'two\nlines' }).success).toBe(true);
  });

  it('a conversation\'s ?after is a whole number from 0 to the largest integer the database stores', () => {
    expect(chatThreadQuerySchema.parse({})).toEqual({ after: 0 });
    expect(chatThreadQuerySchema.parse({ after: '12' })).toEqual({ after: 12 });
    for (const bad of ['99999999999999999999', '-1', '1.5', 'abc', '2147483648']) expect(chatThreadQuerySchema.safeParse({ after: bad }).success, bad).toBe(false);
  });
});
