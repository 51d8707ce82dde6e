/**
 * Chat attachment checks (back office spec §5): at most 10 MB each, and only jpeg, png, gif,
 * webp, pdf, plain text, doc and docx, decided from the file's bytes (magic numbers) and not its
 * name or the browser's claimed type. Refusals carry the spec's messages.
 */
import { fileTypeFromBuffer } from 'file-type';
import { ALLOWED_ATTACHMENT_TYPES, CHAT_MESSAGES } from '@phonexport/domain/chat';
import { badRequest } from '../../http/errors.ts';
import type { CheckedFile } from './chat-data.ts';

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

/**
 * Returns the file with its content type decided from its bytes. Throws 400 "File type {type} is
 * not supported." when the content is none of the allowed kinds ({type} is the detected type,
 * else the claimed one).
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
  if (!type) throw badRequest(CHAT_MESSAGES.fileTypeNotSupported(detected?.mime ?? (claimedType || 'unknown')), { files: CHAT_MESSAGES.fileTypeNotSupported(detected?.mime ?? (claimedType || 'unknown')) });
  return { fileName: name, fileType: type, data };
}

/** The 400 for an oversize file, with the spec's text. */
export const fileTooLarge = (fileName: string) => badRequest(CHAT_MESSAGES.fileTooLarge(cleanFileName(fileName)), { files: CHAT_MESSAGES.fileTooLarge(cleanFileName(fileName)) });
