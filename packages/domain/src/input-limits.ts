/**
 * Input rules shared by the server's request schemas and the web's forms (issue 23): the most
 * characters each customer-entered text may hold, the field's name in the five languages, and the
 * message that names both ("Street must be at most 200 characters."). The server answers 400 with
 * that message under the field's key; the forms show the limit beside the field (maxLength and a
 * counter) and the same message once the text reaches it. No zod here, so the web may import it;
 * `limitedText` (packages/contracts, text-rules.ts) builds the zod string for a field.
 *
 * Back-office forms may use the same table: add a field here with its limit and labels. The limits
 * of reviews and chat messages are set here and read by reviews.ts and chat.ts, so the forms of every
 * page can read this table without those modules.
 */
import type { Language } from './settings.ts';

type Labels = Record<Language, string>;

/** Each limited field: `max` characters (after trimming), and its name in each language. */
export const FIELD_LIMITS = {
  firstName: { max: 60, label: { en: 'First name', es: 'El nombre', fr: 'Le prénom', de: 'Der Vorname', zh: '名字' } },
  lastName: { max: 60, label: { en: 'Last name', es: 'El apellido', fr: 'Le nom', de: 'Der Nachname', zh: '姓氏' } },
  email: { max: 254, label: { en: 'Email', es: 'El correo electrónico', fr: "L'adresse e-mail", de: 'Die E-Mail-Adresse', zh: '电子邮箱' } },
  password: { max: 128, label: { en: 'Password', es: 'La contraseña', fr: 'Le mot de passe', de: 'Das Passwort', zh: '密码' } },
  displayName: { max: 100, label: { en: 'Display name', es: 'El nombre visible', fr: "Le nom d'affichage", de: 'Der Anzeigename', zh: '显示名称' } },
  phone: { max: 30, label: { en: 'Phone', es: 'El teléfono', fr: 'Le téléphone', de: 'Die Telefonnummer', zh: '电话号码' } },
  fullName: { max: 120, label: { en: 'Full name', es: 'El nombre completo', fr: 'Le nom complet', de: 'Der vollständige Name', zh: '姓名' } },
  company: { max: 120, label: { en: 'Company', es: 'La empresa', fr: "L'entreprise", de: 'Die Firma', zh: '公司' } },
  street: { max: 200, label: { en: 'Street', es: 'La calle', fr: 'La rue', de: 'Die Straße', zh: '街道地址' } },
  city: { max: 100, label: { en: 'City', es: 'La ciudad', fr: 'La ville', de: 'Die Stadt', zh: '城市' } },
  state: { max: 100, label: { en: 'State/Province', es: 'La provincia', fr: 'La région', de: 'Das Bundesland', zh: '省/州' } },
  zipCode: { max: 20, label: { en: 'ZIP code', es: 'El código postal', fr: 'Le code postal', de: 'Die Postleitzahl', zh: '邮政编码' } },
  reviewTitle: { max: 100, label: { en: 'Title', es: 'El título', fr: 'Le titre', de: 'Der Titel', zh: '标题' } },
  reviewComment: { max: 1000, label: { en: 'Comment', es: 'El comentario', fr: 'Le commentaire', de: 'Der Kommentar', zh: '评论' } },
  reply: { max: 500, label: { en: 'Reply', es: 'La respuesta', fr: 'La réponse', de: 'Die Antwort', zh: '回复' } },
  chatMessage: { max: 2000, label: { en: 'Message', es: 'El mensaje', fr: 'Le message', de: 'Die Nachricht', zh: '消息' } },
  trackingNumber: { max: 60, label: { en: 'Tracking number', es: 'El número de seguimiento', fr: 'Le numéro de suivi', de: 'Die Sendungsnummer', zh: '运单号' } },
  search: { max: 100, label: { en: 'Search', es: 'La búsqueda', fr: 'La recherche', de: 'Die Suche', zh: '搜索内容' } },
  couponCode: { max: 40, label: { en: 'Coupon code', es: 'El código de cupón', fr: 'Le code promo', de: 'Der Gutscheincode', zh: '优惠码' } },
} as const satisfies Record<string, { max: number; label: Labels }>;

export type LimitedField = keyof typeof FIELD_LIMITS;

/** The most characters `field` may hold. */
export const maxLength = (field: LimitedField): number => FIELD_LIMITS[field].max;

/** How each language says "<field> must be at most <max> characters." (field names from FIELD_LIMITS). */
const TOO_LONG: Record<Language, (label: string, max: number) => string> = {
  en: (label, max) => `${label} must be at most ${max} characters.`,
  es: (label, max) => `${label} admite como máximo ${max} caracteres.`,
  fr: (label, max) => `${label} ne doit pas dépasser ${max} caractères.`,
  de: (label, max) => `${label} darf höchstens ${max} Zeichen lang sein.`,
  zh: (label, max) => `${label}最多 ${max} 个字符。`,
};

/** "<Field> must be at most <max> characters." in `language` (English by default: the server's messages are English until they leave). */
export function tooLongMessage(field: LimitedField, language: Language = 'en'): string {
  const { max, label } = FIELD_LIMITS[field];
  return TOO_LONG[language](label[language], max);
}

/** True when `value` (trimmed, as the server reads it) is longer than `field` allows. */
export function isTooLong(field: LimitedField, value: string): boolean {
  return value.trim().length > FIELD_LIMITS[field].max;
}

const EN_PATTERN = /^(.+) must be at most (\d+) characters\.?$/;
const BY_ENGLISH_LABEL = new Map<string, Labels>(Object.values(FIELD_LIMITS).map((f) => [f.label.en, f.label]));

/**
 * An English too-long message turned into `language`, or null when `message` is not one
 * (used by server-messages' translateMessage). A label this table does not know stays English.
 */
export function translateTooLong(message: string, language: Language): string | null {
  const m = EN_PATTERN.exec(message);
  if (!m) return null;
  const labels = BY_ENGLISH_LABEL.get(m[1]!);
  if (!labels) return null;
  return TOO_LONG[language](labels[language], Number(m[2]));
}
