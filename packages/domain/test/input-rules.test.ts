import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS, isTooLong, tooLongMessage, translateTooLong } from '../src/input-limits.ts';
import { displayPhone, normalizePhone, PHONE_INTERNATIONAL_MESSAGE, PHONE_MESSAGE } from '../src/phone.ts';
import { translateMessage } from '../src/server-messages.ts';
import { isTrackingNumber, normalizeTrackingNumber } from '../src/tracking-number.ts';

describe('field limits', () => {
  it('names the field and the limit in each language', () => {
    expect(tooLongMessage('street')).toBe('Street must be at most 200 characters.');
    expect(tooLongMessage('street', 'fr')).toBe('La rue ne doit pas dépasser 200 caractères.');
    expect(tooLongMessage('displayName', 'de')).toBe('Der Anzeigename darf höchstens 100 Zeichen lang sein.');
    expect(tooLongMessage('city', 'zh')).toBe('城市最多 100 个字符。');
    expect(tooLongMessage('zipCode', 'es')).toBe('El código postal admite como máximo 20 caracteres.');
  });

  it('the server translates each too-long message it sends', () => {
    for (const field of Object.keys(FIELD_LIMITS) as (keyof typeof FIELD_LIMITS)[]) {
      expect(translateMessage(tooLongMessage(field), 'fr')).toBe(tooLongMessage(field, 'fr'));
      expect(translateMessage(tooLongMessage(field), 'zh')).toBe(tooLongMessage(field, 'zh'));
    }
    expect(translateTooLong('Nonsense must be at most 3 characters.', 'de')).toBeNull();
  });

  it('counts trimmed characters', () => {
    expect(isTooLong('zipCode', ' '.repeat(30) + '12345')).toBe(false);
    expect(isTooLong('zipCode', '1'.repeat(21))).toBe(true);
  });
});

describe('phone numbers', () => {
  it.each([
    ['082 555 0101', 'ZA', '+27825550101'],
    ['+27 82 555 0101', 'ZA', '+27825550101'],
    ['0027 82 555 0101', null, '+27825550101'],
    ['0977 123456', 'ZM', '+260977123456'],
    ['+260 97 555 0101', 'ZM', '+260975550101'],
    ['71 555 010', 'BW', '+26771555010'],
    ['+264 61 555 0101', 'NA', '+264615550101'],
    ['0999 123 456', 'MW', '+265999123456'],
    ['077 123 4567', 'ZW', '+263771234567'],
    ['5812 3456', 'LS', '+26658123456'],
    ['7612 3456', 'SZ', '+26876123456'],
    ['(082) 555-0101', 'ZA', '+27825550101'],
  ])('%s in %s is %s', (raw, country, e164) => {
    expect(normalizePhone(raw, country)).toEqual({ ok: true, e164 });
  });

  it('a number written with its country code keeps that country whatever the address', () => {
    expect(normalizePhone('+27 82 555 0101', 'ZM')).toEqual({ ok: true, e164: '+27825550101' });
  });

  it.each([
    ['call me maybe', 'ZA'],
    ['12345', 'ZA'],
    ['082 555 0101 999 999', 'ZA'],
    ['', 'ZA'],
    ['+999 123 456 789', null],
  ])('refuses %j', (raw, country) => {
    expect(normalizePhone(raw, country)).toEqual({ ok: false, message: PHONE_MESSAGE });
  });

  it('without a country a national number must carry its country code', () => {
    expect(normalizePhone('082 555 0101')).toEqual({ ok: false, message: PHONE_INTERNATIONAL_MESSAGE });
    expect(translateMessage(PHONE_INTERNATIONAL_MESSAGE, 'de')).toContain('Ländervorwahl');
  });

  it('shows a stored number in E.164, and an old unreadable one as it is', () => {
    expect(displayPhone('+27 82 555 0101')).toBe('+27825550101');
    expect(displayPhone('call me')).toBe('call me');
    expect(displayPhone(null)).toBe('');
  });
});

describe('tracking numbers', () => {
  it('drops spaces and dashes and upper-cases', () => {
    expect(normalizeTrackingNumber('1Z 999 AA1 01 2345 6784')).toBe('1Z999AA10123456784');
    expect(normalizeTrackingNumber(' 1z-999-aa1\u00a001 2345 6784 ')).toBe('1Z999AA10123456784');
    expect(isTrackingNumber('1Z999AA10123456784')).toBe(true);
    expect(isTrackingNumber('1Z9')).toBe(false);
    expect(isTrackingNumber("X'OR1=1")).toBe(false);
  });
});
