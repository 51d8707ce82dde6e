/**
 * Translations the checkout page shows from its own script, apart from the whole message table
 * (server-messages.ts merges them in), so checkout does not carry every message of the shop (issue 26).
 */
/** CHECKOUT_ADDRESS_MESSAGE (validation.ts) in es, fr, de, zh. */
export const CHECKOUT_ADDRESS_TRANSLATIONS = {
  es: 'Selecciona una dirección de envío y completa todos los campos obligatorios, incluido el teléfono',
  fr: 'Veuillez choisir une adresse de livraison et remplir tous les champs obligatoires, y compris le téléphone',
  de: 'Bitte wähle eine Lieferadresse und fülle alle Pflichtfelder aus, auch die Telefonnummer',
  zh: '请选择收货地址并填写所有必填字段，包括电话号码',
} as const;
