/**
 * Reads the single file of a multipart upload (field 'file') into memory, within the size limit
 * set where @fastify/multipart is registered. Errors are 400s with a field message; a file over
 * the limit is 413 (never kept cut short).
 */
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '@phonexport/domain/admin';
import { invalid, tooLarge } from '../../lib/rule-errors.ts';

export async function readUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw invalid('Choose an image file to upload', { file: 'Choose an image file to upload' });
  const file = await req.file();
  if (!file) throw invalid('Choose an image file to upload', { file: 'Choose an image file to upload' });
  const bytes = await file.toBuffer().catch((err: unknown) => {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(`The image is too large. Maximum size is ${MAX_IMAGE_BYTES / 1024 / 1024}MB.`);
    }
    throw err;
  });
  // Never a silently cut file: a part stopped at the size limit is refused whole.
  if (file.file.truncated) throw tooLarge(`The image is too large. Maximum size is ${MAX_IMAGE_BYTES / 1024 / 1024}MB.`);
  if (!bytes.length) throw invalid('The file is empty', { file: 'The file is empty' });
  return bytes;
}
