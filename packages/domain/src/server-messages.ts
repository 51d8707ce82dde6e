/**
 * The server's messages in the customer's language (issue 16: "server messages follow the chosen
 * language"). The server writes its messages in English (the spec's texts, word for word); just
 * before an error answer leaves, `translateMessage` turns each known one into the language the
 * request asked for (`requestLanguage`: the web sends its chosen language as Accept-Language).
 * A message not in this table stays English, as English is every language's fallback.
 */
import { ADDRESS_REQUIRED_MESSAGE } from './addresses.ts';
import { COUPON_EMPTY_MESSAGE, COUPON_INVALID_MESSAGE } from './coupons.ts';
import { MESSAGES } from './messages.ts';
import { CONTROL_CHARACTER_MESSAGE, PHONE_INTERNATIONAL_MESSAGE, PHONE_INTERNATIONAL_TRANSLATIONS, STATUS_MESSAGES } from './rule-messages.ts';
import { REVIEW_MESSAGE_TRANSLATIONS } from './reviews-messages.ts';
import { RETURN_MESSAGE_TRANSLATIONS } from './returns-messages.ts';
import { DELETE_MESSAGES, LANGUAGES, PASSWORD_MESSAGES, PROFILE_MESSAGES, RESET_MESSAGES, type Language } from './settings.ts';
import { EXPRESS_UNAVAILABLE_MESSAGE } from './shipping.ts';
import { translateTooLong } from './input-limits.ts';
import { STAFF_MESSAGE_TRANSLATIONS } from './staff.ts';
import { CHECKOUT_ADDRESS_MESSAGE, REGISTRATION_MESSAGES } from './validation.ts';
import { CHECKOUT_ADDRESS_TRANSLATIONS } from './checkout-messages.ts';
import { STOREFRONT_MESSAGES, STOREFRONT_PATTERNS } from './server-messages-storefront.ts';
import { BACK_OFFICE_MESSAGES, BACK_OFFICE_PATTERNS } from './server-messages-back-office.ts';
import { MOBILE_MONEY_PATTERNS, MOBILE_MONEY_TRANSLATIONS } from './server-messages-mobile-money.ts';
import type { Translations } from './message-translations.ts';


/** The default message of a 401 on a signed-in route. */
export const SIGN_IN_MESSAGE = 'Please sign in to continue.';

const R = REGISTRATION_MESSAGES;
const P = PASSWORD_MESSAGES;

/** A Google sign-in refused for an account with two-factor sign-in on (decision 059): password and code only. */
export const TWO_FACTOR_REQUIRED_MESSAGE = 'This account signs in with its password and a code from the authenticator app.';

/** English message → its es, fr, de, zh texts. */
const TABLE: ReadonlyMap<string, Translations> = new Map<string, Translations>([
  [
    TWO_FACTOR_REQUIRED_MESSAGE,
    {
      es: 'Esta cuenta inicia sesión con su contraseña y un código de la aplicación de autenticación.',
      fr: "Ce compte se connecte avec son mot de passe et un code de l'application d'authentification.",
      de: 'Dieses Konto meldet sich mit seinem Passwort und einem Code aus der Authenticator-App an.',
      zh: '此账户需使用密码和身份验证器应用中的验证码登录。',
    },
  ],
  [R.firstName, { es: 'El nombre es obligatorio.', fr: 'Le prénom est obligatoire.', de: 'Der Vorname ist erforderlich.', zh: '请填写名字。' }],
  [R.lastName, { es: 'El apellido es obligatorio.', fr: 'Le nom est obligatoire.', de: 'Der Nachname ist erforderlich.', zh: '请填写姓氏。' }],
  [R.email, { es: 'El correo electrónico es obligatorio.', fr: "L'adresse e-mail est obligatoire.", de: 'Die E-Mail-Adresse ist erforderlich.', zh: '请填写电子邮箱。' }],
  [R.emailInvalid, { es: 'Introduce un correo electrónico válido.', fr: 'Veuillez saisir une adresse e-mail valide.', de: 'Bitte gib eine gültige E-Mail-Adresse ein.', zh: '请输入有效的电子邮箱地址。' }],
  [R.passwordShort, { es: 'La contraseña debe tener al menos 6 caracteres.', fr: 'Le mot de passe doit contenir au moins 6 caractères.', de: 'Das Passwort muss mindestens 6 Zeichen lang sein.', zh: '密码至少需要 6 个字符。' }],
  [R.mismatch, { es: 'Las contraseñas no coinciden.', fr: 'Les mots de passe ne correspondent pas.', de: 'Die Passwörter stimmen nicht überein.', zh: '两次输入的密码不一致。' }],
  [R.terms, { es: 'Acepta los términos y condiciones.', fr: 'Veuillez accepter les conditions générales.', de: 'Bitte akzeptiere die Allgemeinen Geschäftsbedingungen.', zh: '请接受条款和条件。' }],
  [R.emailInUse, { es: 'Ya existe una cuenta con este correo electrónico.', fr: 'Un compte existe déjà avec cette adresse e-mail.', de: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.', zh: '该电子邮箱已注册账户。' }],
  [R.weakPassword, { es: 'La contraseña es demasiado débil. Elige una más segura.', fr: 'Le mot de passe est trop faible. Choisissez-en un plus sûr.', de: 'Das Passwort ist zu schwach. Bitte wähle ein sichereres.', zh: '密码强度太弱，请选择更安全的密码。' }],
  [R.failed, { es: 'El registro ha fallado. Inténtalo de nuevo.', fr: "L'inscription a échoué. Veuillez réessayer.", de: 'Die Registrierung ist fehlgeschlagen. Bitte versuche es erneut.', zh: '注册失败，请重试。' }],
  [CHECKOUT_ADDRESS_MESSAGE, CHECKOUT_ADDRESS_TRANSLATIONS],
  [ADDRESS_REQUIRED_MESSAGE, { es: 'Completa todos los campos obligatorios', fr: 'Veuillez remplir tous les champs obligatoires', de: 'Bitte fülle alle Pflichtfelder aus', zh: '请填写所有必填字段' }],
  [PROFILE_MESSAGES.displayName, { es: 'El nombre visible es obligatorio.', fr: "Le nom d'affichage est obligatoire.", de: 'Der Anzeigename ist erforderlich.', zh: '请填写显示名称。' }],
  [PROFILE_MESSAGES.displayNameLong, { es: 'El nombre visible admite como máximo 100 caracteres.', fr: "Le nom d'affichage ne doit pas dépasser 100 caractères.", de: 'Der Anzeigename darf höchstens 100 Zeichen lang sein.', zh: '显示名称最多 100 个字符。' }],
  [PROFILE_MESSAGES.phone, { es: 'Introduce un número de teléfono válido.', fr: 'Veuillez saisir un numéro de téléphone valide.', de: 'Bitte gib eine gültige Telefonnummer ein.', zh: '请输入有效的电话号码。' }],
  [PROFILE_MESSAGES.noUser, { es: 'No has iniciado sesión', fr: "Vous n'êtes pas connecté", de: 'Du bist nicht angemeldet', zh: '未登录' }],
  [P.required, { es: 'Completa todos los campos de contraseña', fr: 'Veuillez remplir tous les champs du mot de passe', de: 'Bitte fülle alle Passwortfelder aus', zh: '请填写所有密码字段' }],
  [P.mismatch, { es: 'Las contraseñas nuevas no coinciden', fr: 'Les nouveaux mots de passe ne correspondent pas', de: 'Die neuen Passwörter stimmen nicht überein', zh: '两次输入的新密码不一致' }],
  [P.short, { es: 'La contraseña debe tener al menos 6 caracteres', fr: 'Le mot de passe doit contenir au moins 6 caractères', de: 'Das Passwort muss mindestens 6 Zeichen lang sein', zh: '密码至少需要 6 个字符' }],
  [P.wrongCurrent, { es: 'La contraseña actual no es correcta', fr: 'Le mot de passe actuel est incorrect', de: 'Das aktuelle Passwort ist falsch', zh: '当前密码不正确' }],
  [DELETE_MESSAGES.confirm, { es: 'Confirma que quieres eliminar tu cuenta.', fr: 'Veuillez confirmer que vous voulez supprimer votre compte.', de: 'Bitte bestätige, dass du dein Konto löschen möchtest.', zh: '请确认您要删除账户。' }],
  [RESET_MESSAGES.invalid, { es: 'Este enlace no es válido o ha caducado. Solicita uno nuevo.', fr: 'Ce lien est invalide ou a expiré. Veuillez en demander un nouveau.', de: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.', zh: '此重置链接无效或已过期，请重新申请。' }],
  [COUPON_EMPTY_MESSAGE, { es: 'Introduce un código de cupón.', fr: 'Veuillez saisir un code promo.', de: 'Bitte gib einen Gutscheincode ein.', zh: '请输入优惠码。' }],
  [COUPON_INVALID_MESSAGE, { es: 'Este código no es válido o ha caducado.', fr: "Ce code n'est pas valide ou a expiré.", de: 'Dieser Code ist ungültig oder abgelaufen.', zh: '此优惠码无效或已过期。' }],
  [
    EXPRESS_UNAVAILABLE_MESSAGE,
    {
      es: 'El envío exprés no está disponible en este momento. Elige el envío estándar.',
      fr: "La livraison express n'est pas disponible pour le moment. Veuillez choisir la livraison standard.",
      de: 'Expressversand ist derzeit nicht verfügbar. Bitte wähle Standardversand.',
      zh: '快递配送暂不可用，请选择标准配送。',
    },
  ],
  [CONTROL_CHARACTER_MESSAGE, { es: 'No debe contener caracteres de control.', fr: 'Ne doit pas contenir de caractères de contrôle.', de: 'Darf keine Steuerzeichen enthalten.', zh: '不得包含控制字符。' }],
  [MESSAGES.emptyCart, { es: 'Añade artículos al carrito antes de pagar.', fr: 'Veuillez ajouter des articles à votre panier avant de commander.', de: 'Bitte lege Artikel in den Warenkorb, bevor du zur Kasse gehst.', zh: '结账前请先将商品加入购物车。' }],
  [MESSAGES.productNotFound, { es: 'Producto no encontrado', fr: 'Produit introuvable', de: 'Produkt nicht gefunden', zh: '未找到商品' }],
  [MESSAGES.orderNotFound, { es: 'Pedido no encontrado', fr: 'Commande introuvable', de: 'Bestellung nicht gefunden', zh: '未找到订单' }],
  [PHONE_INTERNATIONAL_MESSAGE, PHONE_INTERNATIONAL_TRANSLATIONS],
  [SIGN_IN_MESSAGE, { es: 'Inicia sesión para continuar.', fr: 'Veuillez vous connecter pour continuer.', de: 'Bitte melde dich an, um fortzufahren.', zh: '请登录后继续。' }],
  // Order status rules (issue 24; back-office staff read them in their language).
  [
    STATUS_MESSAGES.notAllowed,
    {
      es: 'Este cambio de estado no está permitido: un pedido solo avanza (pendiente, confirmado, en preparación, enviado, entregado). Para retrocederlo, haz una corrección con un motivo.',
      fr: "Ce changement de statut n'est pas autorisé : une commande ne fait qu'avancer (en attente, confirmée, en préparation, expédiée, livrée). Pour la faire revenir en arrière, faites une correction avec un motif.",
      de: 'Diese Statusänderung ist nicht erlaubt: Eine Bestellung geht nur vorwärts (ausstehend, bestätigt, in Bearbeitung, versandt, zugestellt). Um sie zurückzusetzen, nimm eine Korrektur mit Begründung vor.',
      zh: '不允许此状态变更：订单只能向前推进（待处理、已确认、处理中、已发货、已送达）。如需回退，请填写原因进行更正。',
    },
  ],
  [
    STATUS_MESSAGES.correctionNotAllowed,
    {
      es: 'Una corrección no puede cancelar un pedido ni reabrir uno cancelado.',
      fr: 'Une correction ne peut ni annuler une commande ni rouvrir une commande annulée.',
      de: 'Eine Korrektur kann eine Bestellung weder stornieren noch eine stornierte wieder öffnen.',
      zh: '更正不能取消订单，也不能重新打开已取消的订单。',
    },
  ],
  [STATUS_MESSAGES.reasonRequired, { es: 'Indica el motivo de la corrección', fr: 'Indiquez le motif de la correction', de: 'Gib den Grund für die Korrektur an', zh: '请填写更正原因' }],
  ...STOREFRONT_MESSAGES,
  ...STAFF_MESSAGE_TRANSLATIONS,
  ...BACK_OFFICE_MESSAGES,
  ...MOBILE_MONEY_TRANSLATIONS,
  ...RETURN_MESSAGE_TRANSLATIONS,
  ...REVIEW_MESSAGE_TRANSLATIONS,
]);

/** Messages with a number in them: the English pattern and each language's text for that number. */
const PATTERNS: readonly { pattern: RegExp; text: (...values: string[]) => Translations }[] = [
  {
    // MESSAGES.stockLimit(n)
    pattern: /^Only (\d+) items available in stock\.$/,
    text: (n) => ({ es: `Solo quedan ${n} unidades en stock.`, fr: `Seulement ${n} articles disponibles en stock.`, de: `Nur noch ${n} Artikel auf Lager.`, zh: `库存仅剩 ${n} 件。` }),
  },
  ...STOREFRONT_PATTERNS,
  ...BACK_OFFICE_PATTERNS,
  ...MOBILE_MONEY_PATTERNS,
];

/**
 * `message` in `language`; English comes back as it is, and so would a message this table does
 * not know — test/server-messages-coverage.test.ts fails for any customer-facing message constant of the domain
 * or message written by a storefront route that is missing, so none is shipped untranslated.
 */
export const isTranslated = (message: string): boolean => TABLE.has(message) || PATTERNS.some(({ pattern }) => pattern.test(message));

/** `message` in `language` (see isTranslated). */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  const known = TABLE.get(message);
  if (known) return known[language];
  const tooLong = translateTooLong(message, language);
  if (tooLong) return tooLong;
  for (const { pattern, text } of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return text(...m.slice(1))[language];
  }
  return message;
}

/**
 * The language an Accept-Language header asks for among the shop's five (storefront §3
 * preferences.language): the first supported primary tag by quality ('de-CH,fr;q=0.8' → de),
 * English when none is supported or the header is missing.
 */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.q > 0 && (LANGUAGES as readonly string[]).includes(x.lang))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return (ranked[0]?.lang as Language | undefined) ?? 'en';
}
