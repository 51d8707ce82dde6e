/**
 * Chat attachment checks (back office spec §5): at most 10 MB each, and only jpeg, png, gif,
 * webp, pdf, plain text, doc and docx, decided from the file's bytes (magic numbers) and not its
 * name or the browser's claimed type. Refusals carry the spec's messages.
 * Pictures (shown inline to the other side) get the review photos' treatment
 * (media/uploaded-images.ts): at most 50 megapixels declared, else 413; decoded and re-encoded in
 * their own format, at most CHAT_IMAGE_MAX_SIDE px, without EXIF/GPS or any other metadata.
 */
import { fileTypeFromBuffer } from 'file-type';
import { ALLOWED_ATTACHMENT_TYPES, CHAT_MESSAGES } from '@phonexport/domain/chat';
import { IMAGE_MESSAGES } from '@phonexport/domain/images';
import { invalid, tooLarge } from '../../lib/rule-errors.ts';
import { ImageRejected, openUploadedImage, reencodeSameFormat } from '../../media/uploaded-images.ts';
import type { CheckedFile } from './chat-service.ts';

const BINARY_TYPES = new Set<string>(ALLOWED_ATTACHMENT_TYPES.filter((t) => t !== 'text/plain' && t !== 'application/msword'));

/** A safe display name: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(-200);
  return cleaned || 'file';
}

function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** Longest side of a stored chat picture, px (screenshots stay legible; a browser shows it cheaply). */
export const CHAT_IMAGE_MAX_SIDE = 4096;
/** Chat pictures: the four image types the spec allows. */
const CHAT_IMAGE_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'gif', 'webp']);

/**
 * Re-encodes a chat picture (metadata stripped, bounded size). 413 with a clear message when it
 * declares more than 50 megapixels; 400 "File type … is not supported." when it does not decode.
 */
async function cleanPicture(name: string, type: string, data: Buffer): Promise<{ fileType: string; data: Buffer }> {
  try {
    const opened = await openUploadedImage(data, CHAT_IMAGE_FORMATS);
    const out = await reencodeSameFormat(opened, CHAT_IMAGE_MAX_SIDE);
    return { fileType: out.mime, data: out.data };
  } catch (err) {
    if (err instanceof ImageRejected && err.reason === 'too-many-pixels') {
      const message = IMAGE_MESSAGES.tooManyPixels(name, err.width, err.height);
      throw tooLarge(message, { files: message });
    }
    throw invalid(CHAT_MESSAGES.fileTypeNotSupported(type), { files: CHAT_MESSAGES.fileTypeNotSupported(type) });
  }
}

/**
 * Returns the file with its content type decided from its bytes; pictures come back re-encoded
 * (cleanPicture). Throws 400 "File type {type} is not supported." when the content is none of the
 * allowed kinds ({type} is the detected type, else the claimed one), 413 for a picture over 50
 * megapixels.
 */
export async function checkAttachment(fileName: string, claimedType: string, data: Buffer): Promise<CheckedFile> {
  const name = cleanFileName(fileName);
  const detected = await fileTypeFromBuffer(data);
  const lower = name.toLowerCase();
  let type: string | null = null;
  if (detected) {
    if (BINARY_TYPES.has(detected.mime)) type = detected.mime;
    // Word 97-2003 files are OLE compound files; accept them only under a .doc name.
    else if (detected.mime === 'application/x-cfb' && lower.endsWith('.doc')) type = 'application/msword';
  } else if ((claimedType === 'text/plain' || lower.endsWith('.txt')) && data.length > 0 && isPlainText(data)) {
    type = 'text/plain';
  }
  if (!type) throw invalid(CHAT_MESSAGES.fileTypeNotSupported(detected?.mime ?? (claimedType || 'unknown')), { files: CHAT_MESSAGES.fileTypeNotSupported(detected?.mime ?? (claimedType || 'unknown')) });
  if (type.startsWith('image/')) return { fileName: name, ...(await cleanPicture(name, type, data)) };
  return { fileName: name, fileType: type, data };
}

/** The 413 for a file over 10 MB, with the spec's text (the file is refused whole, never cut). */
export const fileTooLarge = (fileName: string) => {
  const message = CHAT_MESSAGES.fileTooLarge(cleanFileName(fileName));
  return tooLarge(message, { files: message });
};
