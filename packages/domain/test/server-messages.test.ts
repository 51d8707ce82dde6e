import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@phonexport/domain/settings';
import { requestLanguage, translateMessage } from '@phonexport/domain/server-messages';
import { CHECKOUT_ADDRESS_MESSAGE, REGISTRATION_MESSAGES } from '@phonexport/domain/validation';
import { MESSAGES } from '@phonexport/domain/messages';
import { ADMIN_MESSAGES, BRAND_MESSAGES } from '@phonexport/domain/admin';
import { RATE_MESSAGES } from '@phonexport/domain/exchange-rates';
import { formatUsd } from '@phonexport/domain/money';
import { IMPORT_FILE_MESSAGES } from '@phonexport/domain/product-import';
import { REFUND_MESSAGES } from '@phonexport/domain/refunds';
import { STAFF_MESSAGES } from '@phonexport/domain/staff';

describe('requestLanguage (Accept-Language → one of the five languages)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['pt-BR,es;q=0.5,zh;q=0.7', 'zh'],
    ['it,nl;q=0.9', 'en'],
    ['de;q=0,es', 'es'],
    ['ZH-Hans-CN', 'zh'],
  ])('%s → %s', (header, expected) => {
    expect(requestLanguage(header)).toBe(expected);
  });
});

describe('translateMessage', () => {
  it('gives every non-English language its own text for a known message', () => {
    const texts = LANGUAGES.map((l) => translateMessage(REGISTRATION_MESSAGES.mismatch, l));
    expect(texts[0]).toBe(REGISTRATION_MESSAGES.mismatch);
    expect(new Set(texts).size).toBe(LANGUAGES.length);
    expect(translateMessage(CHECKOUT_ADDRESS_MESSAGE, 'de')).toBe('Bitte wähle eine Lieferadresse und fülle alle Pflichtfelder aus, auch die Telefonnummer');
  });

  it('keeps the number of a stock limit', () => {
    expect(translateMessage(MESSAGES.stockLimit(3), 'es')).toBe('Solo quedan 3 unidades en stock.');
  });

  it('leaves an unknown message (and English) as it is', () => {
    expect(translateMessage('Something only the back office says', 'fr')).toBe('Something only the back office says');
    expect(translateMessage(REGISTRATION_MESSAGES.terms, 'en')).toBe(REGISTRATION_MESSAGES.terms);
  });
});

describe('translateMessage: the back office (staff) messages', () => {
  it('gives a brand in use the plural form of each language', () => {
    expect(translateMessage(BRAND_MESSAGES.inUse(1), 'de')).toBe('Diese Marke wird von 1 Produkt verwendet; verschiebe sie zu einer anderen Marke oder deaktiviere sie stattdessen');
    expect(translateMessage(BRAND_MESSAGES.inUse(3), 'de')).toBe('Diese Marke wird von 3 Produkten verwendet; verschiebe sie zu einer anderen Marke oder deaktiviere sie stattdessen');
    expect(translateMessage(BRAND_MESSAGES.inUse(1), 'es')).toMatch(/^Esta marca la usa 1 producto;/);
    expect(translateMessage(BRAND_MESSAGES.inUse(2), 'es')).toMatch(/^Esta marca la usan 2 productos;/);
    expect(translateMessage(BRAND_MESSAGES.inUse(1), 'fr')).toMatch(/par 1 produit ;/);
    expect(translateMessage(BRAND_MESSAGES.inUse(1200), 'fr')).toMatch(/par 1\u202f200 produits ;/);
    expect(translateMessage(BRAND_MESSAGES.inUse(5), 'zh')).toBe('此品牌有 5 个商品在使用；请将其移至其他品牌，或改为停用此品牌');
  });

  it('writes amounts and numbers in the language’s format', () => {
    expect(translateMessage(REFUND_MESSAGES.tooMuch(123456), 'de')).toBe('Es sind höchstens noch 1.234,56\u00a0$ zu erstatten');
    expect(translateMessage(REFUND_MESSAGES.refunded(1250), 'fr')).toBe('12,50\u00a0$ remboursés');
    expect(translateMessage(REFUND_MESSAGES.refunded(1250), 'zh')).toBe('已退款 $12.50');
    expect(translateMessage(STAFF_MESSAGES.refundAboveLimit(formatUsd(50000)), 'es')).toBe('Los reembolsos de más de 500,00\u00a0$ requieren al propietario: tu rol reembolsa como máximo 500,00\u00a0$ cada vez.');
    expect(translateMessage(IMPORT_FILE_MESSAGES.tooManyRows(100001), 'de')).toBe('Die Datei hat 100.001 Zeilen: höchstens 100.000 pro Import');
  });

  it('keeps the values a message carries (names, permissions, file names)', () => {
    expect(translateMessage(BRAND_MESSAGES.unknown('acme'), 'de')).toBe('Unbekannte Marke „acme“: Füge sie zuerst unter Marken hinzu');
    expect(translateMessage(STAFF_MESSAGES.missingPermission('orders.refund'), 'fr')).toBe('Votre rôle ne le permet pas (orders.refund).');
    expect(translateMessage(IMPORT_FILE_MESSAGES.zipManyCsv(['a.csv', 'b.csv', 'c.csv']), 'zh')).toBe('ZIP 压缩包包含 3 个 .csv 文件（a.csv, b.csv, c.csv）：请只放一个');
    expect(translateMessage(ADMIN_MESSAGES.statusNotified('Ana Banda'), 'es')).toBe('Estado del pedido actualizado; se ha avisado al cliente Ana Banda');
  });

  it('translates the messages with no value, such as a brand name taken or a rate rule', () => {
    expect(translateMessage(BRAND_MESSAGES.nameTaken, 'de')).toBe('Es gibt bereits eine Marke mit diesem Namen');
    expect(translateMessage(RATE_MESSAGES.pegged, 'fr')).toBe('Cette devise suit le rand sud-africain à 1:1 ; définissez plutôt le taux du ZAR.');
  });
});
