import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@phonexport/domain/settings';
import { requestLanguage, translateMessage } from '@phonexport/domain/server-messages';
import { CHECKOUT_ADDRESS_MESSAGE, REGISTRATION_MESSAGES } from '@phonexport/domain/validation';
import { MESSAGES } from '@phonexport/domain/messages';

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
