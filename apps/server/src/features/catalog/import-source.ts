/**
 * The uploaded file of a catalog import (issue 24, decision 058): a CSV, or a ZIP of one CSV and
 * its photos. The ZIP is read with yauzl from memory: its central directory is checked first
 * (entry count, declared unpacked sizes: a zip bomb is refused before anything is unpacked) and
 * yauzl refuses an entry whose real size differs from the declared one while it unpacks. The CSV's
 * bytes are decoded by what they are: UTF-8 (with or without BOM), UTF-16 with a BOM, or
 * Windows-1252 / Latin-1 as chardet detects it (iconv-lite decodes); anything else is refused with
 * a message, and no decoded text ever holds a silent U+FFFD.
 */
import type { Readable } from 'node:stream';
import chardet from 'chardet';
import iconv from 'iconv-lite';
import yauzl from 'yauzl';
import { IMPORT_FILE_MESSAGES, IMPORT_LIMITS, type ImportEncoding } from '@phonexport/domain/product-import';
import { invalid, tooLarge } from '../../lib/rule-errors.ts';

const refuse = (message: string) => invalid(message, { file: message });
const fileTooLarge = (message: string) => tooLarge(message, { file: message });

/** True when the bytes start like a ZIP archive (a local file header, or the end record of an empty one). */
export function looksLikeZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6));
}

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Offset of the first byte that breaks UTF-8 (for the message). */
function firstBadUtf8Byte(bytes: Buffer): number {
  let lo = 0;
  let hi = bytes.length;
  // The longest valid prefix, by bisection on whole-prefix validity (a cut inside a character counts as bad).
  while (hi - lo > 4) {
    const mid = (lo + hi) >> 1;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
      lo = mid;
    } catch {
      hi = mid;
    }
  }
  return lo;
}

/**
 * Decodes a CSV file's bytes. Returns the text (without BOM) and the encoding read. Throws 400
 * with a message naming the problem for bytes that are not text in an encoding the import reads.
 */
export function decodeCsvBytes(bytes: Buffer): { text: string; encoding: ImportEncoding } {
  if (bytes.length > IMPORT_LIMITS.maxCsvBytes) throw fileTooLarge(IMPORT_FILE_MESSAGES.csvTooLarge);
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    try {
      return { text: fatalUtf8.decode(bytes.subarray(3)), encoding: 'utf-8-bom' };
    } catch {
      throw refuse(IMPORT_FILE_MESSAGES.badUtf8(firstBadUtf8Byte(bytes)));
    }
  }
  for (const [bom, encoding] of [[[0xff, 0xfe], 'utf-16le'], [[0xfe, 0xff], 'utf-16be']] as const) {
    if (bytes.length >= 2 && bytes[0] === bom[0] && bytes[1] === bom[1]) {
      if (bytes.length % 2 !== 0) throw refuse(IMPORT_FILE_MESSAGES.badUtf16);
      try {
        return { text: new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(2)), encoding };
      } catch {
        throw refuse(IMPORT_FILE_MESSAGES.badUtf16);
      }
    }
  }
  // UTF-16 without a BOM: every other byte is NUL in Latin text.
  const sample = bytes.subarray(0, 4096);
  let nuls = 0;
  for (const b of sample) if (b === 0) nuls++;
  if (nuls > 0) throw refuse(nuls * 4 >= sample.length ? IMPORT_FILE_MESSAGES.utf16NoBom : IMPORT_FILE_MESSAGES.binary);
  try {
    return { text: fatalUtf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: what does it look like?
  }
  const guesses = chardet.analyse(bytes);
  const best = guesses[0];
  const latin = guesses.find((g) => /^(ISO-8859-1|ISO-8859-15|windows-1252)$/i.test(g.name));
  if (!best || !latin || (best !== latin && best.confidence > latin.confidence + 20)) {
    throw refuse(IMPORT_FILE_MESSAGES.unknownEncoding(best?.name ?? 'binary'));
  }
  const text = iconv.decode(bytes, 'windows-1252');
  // Bytes Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) would come out as U+FFFD: refuse rather than guess.
  if (text.includes('\uFFFD')) throw refuse(IMPORT_FILE_MESSAGES.unknownEncoding(best.name));
  return { text, encoding: 'windows-1252' };
}

/** A ZIP opened for an import: the CSV's bytes and its photos by name. */
export interface ImportZip {
  csvName: string;
  csvBytes: Buffer;
  /** Photo entries by lower-case file name, with and without folders ('photos/a.jpg' and 'a.jpg'). */
  photos: Map<string, yauzl.Entry>;
  /** Number of photo files. */
  photoCount: number;
  /** Unpacks one photo (its declared size is checked against the real one while unpacking). */
  readPhoto(entry: yauzl.Entry): Promise<Buffer>;
  close(): void;
}

const PHOTO = /\.(jpe?g|png|webp|gif|avif|tiff?)$/i;

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false, decodeStrings: true }, (err, zip) => (err ? reject(err) : resolve(zip)));
  });
}

function readStream(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream: Readable) => {
      if (err) return reject(err);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          stream.destroy();
          reject(new Error(`${entry.fileName} unpacks to more than its declared size`));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * Opens an import ZIP: checks its entry count and declared unpacked size (413 past
 * IMPORT_LIMITS), finds its one CSV (400 for none or several) and reads it. Photos are unpacked
 * only when asked for. A damaged archive or an entry that unpacks to another size than declared is 400.
 */
export async function openImportZip(bytes: Buffer): Promise<ImportZip> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(bytes);
  } catch (err) {
    throw refuse(IMPORT_FILE_MESSAGES.zipDamaged((err as Error).message));
  }
  if (zip.entryCount > IMPORT_LIMITS.maxZipEntries) {
    zip.close();
    throw fileTooLarge(IMPORT_FILE_MESSAGES.zipTooManyEntries(zip.entryCount));
  }
  const entries: yauzl.Entry[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', reject);
      zip.readEntry();
    });
  } catch (err) {
    zip.close();
    throw refuse(IMPORT_FILE_MESSAGES.zipDamaged((err as Error).message));
  }
  const files = entries.filter((e) => !e.fileName.endsWith('/') && !/(^|\/)(__MACOSX|\.)/.test(e.fileName));
  const unpacked = files.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (unpacked > IMPORT_LIMITS.maxZipUnpackedBytes) {
    zip.close();
    throw fileTooLarge(IMPORT_FILE_MESSAGES.zipTooLarge(unpacked));
  }
  if (files.some((e) => e.isEncrypted())) {
    zip.close();
    throw refuse(IMPORT_FILE_MESSAGES.zipEncrypted);
  }
  const csvs = files.filter((e) => /\.csv$/i.test(e.fileName));
  if (!csvs.length) {
    zip.close();
    throw refuse(IMPORT_FILE_MESSAGES.zipNoCsv);
  }
  if (csvs.length > 1) {
    zip.close();
    throw refuse(IMPORT_FILE_MESSAGES.zipManyCsv(csvs.map((e) => e.fileName)));
  }
  const csv = csvs[0]!;
  if (csv.uncompressedSize > IMPORT_LIMITS.maxCsvBytes) {
    zip.close();
    throw fileTooLarge(IMPORT_FILE_MESSAGES.csvTooLarge);
  }
  let csvBytes: Buffer;
  try {
    csvBytes = await readStream(zip, csv, csv.uncompressedSize);
  } catch (err) {
    zip.close();
    throw refuse(IMPORT_FILE_MESSAGES.zipDamaged((err as Error).message));
  }
  const photos = new Map<string, yauzl.Entry>();
  let photoCount = 0;
  for (const e of files) {
    if (!PHOTO.test(e.fileName)) continue;
    photoCount++;
    const full = e.fileName.toLowerCase();
    photos.set(full, e);
    const base = full.slice(full.lastIndexOf('/') + 1);
    if (!photos.has(base)) photos.set(base, e);
  }
  return {
    csvName: csv.fileName,
    csvBytes,
    photos,
    photoCount,
    readPhoto: (entry) => readStream(zip, entry, Math.min(entry.uncompressedSize, IMPORT_LIMITS.maxPhotoBytes)),
    close: () => zip.close(),
  };
}

/** The ZIP entry a CSV images entry names (case-insensitive, with or without its folder), or null. */
export function findPhoto(zip: Pick<ImportZip, 'photos'>, name: string): yauzl.Entry | null {
  const key = name.trim().replace(/\\/g, '/').replace(/^\.?\//, '').toLowerCase();
  return zip.photos.get(key) ?? zip.photos.get(key.slice(key.lastIndexOf('/') + 1)) ?? null;
}
