/**
 * Catalog imports (issue 24, decision 058): the limits an uploaded CSV or ZIP must keep and the
 * messages of the checks, shared by the server (which checks) and the web (which shows the
 * preview). Every message names the real problem and, for a row, its line (header = line 1).
 * Each row problem has a `code` and `params` so the back office can show it in the staff
 * member's language; `message` is its English text.
 */

/** Limits of one import. */
export const IMPORT_LIMITS = {
  /** The uploaded file (CSV or ZIP), bytes. */
  maxUploadBytes: 200 * 1024 * 1024,
  /** The CSV text, bytes before decoding. */
  maxCsvBytes: 64 * 1024 * 1024,
  /** Files in a ZIP (the CSV and its photos). */
  maxZipEntries: 10_000,
  /** Sum of the declared unpacked sizes of a ZIP's files, bytes (zip bombs). */
  maxZipUnpackedBytes: 2 * 1024 * 1024 * 1024,
  /** One photo inside a ZIP, bytes unpacked (as a single upload, MAX_IMAGE_BYTES). */
  maxPhotoBytes: 8 * 1024 * 1024,
  /** Data rows of one CSV. */
  maxRows: 100_000,
  /** Highest price of a CSV row, cents (999,999.99). */
  maxPriceCents: 99_999_999,
  /** Highest stock of a variant. */
  maxStock: 1_000_000,
} as const;

/** The states of an import job. */
export const IMPORT_STATES = ['previewed', 'queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** The encodings a CSV is read in. */
export const IMPORT_ENCODINGS = ['utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en-US')} MB`;
const n = (value: number) => value.toLocaleString('en-US');

/** Messages about the whole file (answered as 400 or 413 before any preview). */
export const IMPORT_FILE_MESSAGES = {
  chooseFile: 'Choose a CSV file, or a ZIP of the CSV and its photos, to import',
  empty: 'The file is empty',
  tooLarge: `The file is too large: an import is at most ${mb(IMPORT_LIMITS.maxUploadBytes)}`,
  csvTooLarge: `The CSV file is too large: at most ${mb(IMPORT_LIMITS.maxCsvBytes)}`,
  notCsvOrZip: 'The file is neither a CSV file nor a ZIP archive',
  zipDamaged: (detail: string) => `The ZIP archive is damaged or not supported (${detail})`,
  zipTooManyEntries: (count: number) => `The ZIP archive holds ${n(count)} files: at most ${n(IMPORT_LIMITS.maxZipEntries)} are accepted`,
  zipTooLarge: (bytes: number) => `The ZIP archive unpacks to ${mb(bytes)}: at most ${mb(IMPORT_LIMITS.maxZipUnpackedBytes)} are accepted`,
  zipNoCsv: 'The ZIP archive holds no .csv file',
  zipManyCsv: (names: string[]) => `The ZIP archive holds ${names.length} .csv files (${names.slice(0, 3).join(', ')}): put exactly one`,
  zipEncrypted: 'The ZIP archive is encrypted: save it without a password',
  utf16NoBom: 'The file looks like UTF-16 text without a byte order mark: save it as "CSV UTF-8"',
  badUtf8: (offset: number) => `The file says it is UTF-8 but byte ${n(offset)} is not: save it as "CSV UTF-8"`,
  badUtf16: 'The file says it is UTF-16 but holds bytes that are not: save it as "CSV UTF-8"',
  unknownEncoding: (name: string) => `The file looks like ${name} text, which the import does not read: save it as "CSV UTF-8"`,
  binary: 'The file is not text: save the sheet as "CSV UTF-8"',
  tooManyRows: (rows: number) => `The file has ${n(rows)} rows: at most ${n(IMPORT_LIMITS.maxRows)} per import`,
  noRows: 'The file has no product rows',
  missingColumns: (columns: string[]) => `Missing column(s): ${columns.join(', ')}`,
} as const;

/** The kinds of row problem (the web shows each in five languages). */
export const IMPORT_ISSUE_CODES = [
  'parse', 'controlCharacter', 'replacementCharacter', 'required', 'brandRequired', 'tooLong', 'notMoney', 'moneyTooLarge', 'notStock',
  'stockTooLarge', 'unknownCategory', 'unknownStatus', 'duplicateVariant', 'unknownProduct', 'tooManyImages', 'badImageUrl', 'badPhoto',
  'photoTooLarge', 'brandTooLong', 'invalid',
] as const;
export type ImportIssueCode = (typeof IMPORT_ISSUE_CODES)[number];

/** A problem of one row: its code, the values the message names, and the English text. */
export interface ImportIssue {
  code: ImportIssueCode;
  params: Record<string, string | number>;
  message: string;
}

/** Row problems the preview lists (each with its line). */
export const IMPORT_ISSUES = {
  parse: (detail: string) => issue('parse', { detail }, `The row cannot be read as CSV (${detail})`),
  controlCharacter: (column: string, char: string) =>
    issue('controlCharacter', { column, char }, `Column ${column}: must not contain control characters (${char})`),
  replacementCharacter: (column: string) =>
    issue('replacementCharacter', { column }, `Column ${column}: holds the replacement character "\uFFFD", so the text was damaged before it reached this file`),
  required: (column: string) => issue('required', { column }, `Column ${column}: a value is required`),
  brandRequired: () => issue('brandRequired', {}, 'Column brand: the maker is required'),
  tooLong: (column: string, max: number, length: number) =>
    issue('tooLong', { column, max, length }, `Column ${column}: must be at most ${n(max)} characters (this one has ${n(length)})`),
  notMoney: (column: string, value: string) => issue('notMoney', { column, value }, `Column ${column}: must be a number with at most 2 decimals, got "${value}"`),
  moneyTooLarge: (column: string) =>
    issue('moneyTooLarge', { column, max: '999,999.99' }, `Column ${column}: must be at most 999,999.99`),
  notStock: (value: string) => issue('notStock', { value }, `Column stock: must be a whole number of at least 0, got "${value}"`),
  stockTooLarge: () => issue('stockTooLarge', { max: n(IMPORT_LIMITS.maxStock) }, `Column stock: must be at most ${n(IMPORT_LIMITS.maxStock)}`),
  unknownCategory: (value: string, allowed: readonly string[]) =>
    issue('unknownCategory', { value, allowed: allowed.join(', ') }, `Column category: "${value}" is not one of ${allowed.join(', ')}`),
  unknownStatus: (value: string) => issue('unknownStatus', { value }, `Column status: "${value}" is not one of active, inactive, out_of_stock`),
  duplicateVariant: (color: string, storage: string) =>
    issue('duplicateVariant', { color, storage }, `Variant ${color} / ${storage} appears twice for this product`),
  unknownProduct: (id: string) => issue('unknownProduct', { id }, `No product with id ${id}`),
  tooManyImages: (max: number) => issue('tooManyImages', { max }, `Column images: at most ${max} images per product`),
  badImageUrl: (value: string) => issue('badImageUrl', { value }, `Column images: "${value}" is neither a photo in the ZIP nor an image uploaded to the shop`),
  badPhoto: (name: string) => issue('badPhoto', { name }, `Photo ${name} is not a supported image (JPEG, PNG, WebP, GIF or AVIF)`),
  photoTooLarge: (name: string) => issue('photoTooLarge', { name }, `Photo ${name} is larger than ${mb(IMPORT_LIMITS.maxPhotoBytes)}`),
  brandTooLong: (value: string) => issue('brandTooLong', { value, max: 40 }, `Column brand: "${value.slice(0, 50)}" must be at most 40 characters`),
  invalid: (column: string, detail: string) => issue('invalid', { column, detail }, `Column ${column}: ${detail}`),
} as const;

function issue(code: ImportIssueCode, params: Record<string, string | number>, message: string): ImportIssue {
  return { code, params, message };
}

/** Names a control character for a message: 'ESC (U+001B)', 'BEL (U+0007)', 'U+0001'. */
export function describeControlCharacter(char: string): string {
  const cp = char.codePointAt(0) ?? 0;
  const names: Record<number, string> = { 0: 'NUL', 7: 'BEL', 8: 'BS', 11: 'VT', 12: 'FF', 27: 'ESC', 127: 'DEL' };
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return names[cp] ? `${names[cp]} (${hex})` : hex;
}
