/**
 * Back office HTTP helpers: exports are downloaded as files (with their toasts), and a failed
 * call's message is chosen for a toast. (Image uploads and CSV imports are the catalog's
 * hooks, features/catalog/api.)
 */
import { ApiError } from './api';
import { saveFile } from './save-file';
import { toast } from './toast';
import { t } from '../i18n/i18n';

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

/**
 * An Export button's action: downloads `url` (a CSV export with the list's filters) and toasts
 * 'Export Successful' with `description`, or 'Error' with the server's message ('Export failed'),
 * in the interface language.
 */
export async function exportWithToast(url: string, description?: string): Promise<void> {
  try {
    await download(url);
    toast.success(t('admin.dashboard.exported'), description ? { description } : undefined);
  } catch (err) {
    toast.error(t('admin.common.error'), { description: errorMessage(err, t('admin.dashboard.exportFailed')) });
  }
}
