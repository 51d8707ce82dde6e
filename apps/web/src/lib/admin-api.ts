/**
 * Back office HTTP helpers: JSON calls go through lib/api; uploads send multipart form data,
 * CSV imports send text/csv, and exports are downloaded as files.
 */
import { ApiError, api } from './api';
import { saveFile } from './save-file';

export { api };

/** Uploads one image (multipart field 'file'); returns the stored URL. Throws ApiError. */
export async function uploadImage(kind: 'product-image' | 'hero-image', file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(`/api/admin/uploads/${kind}`, { method: 'POST', body: form, credentials: 'same-origin' });
  const body = (await res.json().catch(() => ({}))) as { url?: string; message?: string };
  if (!res.ok || !body.url) throw new ApiError(res.status, body.message ?? 'Upload failed');
  return body.url;
}

export interface ImportError {
  line: number;
  message: string;
}

/** Sends a CSV file's text; resolves with counts or rejects with { message, rows }. */
export async function importProductsCsv(text: string): Promise<{ created: number; updated: number }> {
  const res = await fetch('/api/admin/products/import', {
    method: 'POST',
    body: text,
    headers: { 'content-type': 'text/csv' },
    credentials: 'same-origin',
  });
  const body = (await res.json().catch(() => ({}))) as { created?: number; updated?: number; message?: string; rows?: ImportError[] };
  if (!res.ok) throw Object.assign(new ApiError(res.status, body.message ?? 'Import failed'), { rows: body.rows ?? [] });
  return { created: body.created ?? 0, updated: body.updated ?? 0 };
}

/** Downloads a server-made file (CSV export) under the server's file name. Throws ApiError. */
export async function download(url: string): Promise<string> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(res.status, body.message ?? 'Export failed');
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  saveFile(await res.blob(), name);
  return name;
}

/** The server's message of a failed call, else `fallback` (§8). */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status !== 0 && err.status < 500 && err.message ? err.message : fallback;
}
