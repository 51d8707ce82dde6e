/**
 * POST /api/admin/products/import (catalogContracts.adminImportProducts): sends a CSV file's text.
 * Resolves with the created and updated counts; a refused file rejects with ApiError whose
 * `importRows(err)` lists each bad row (nothing was changed).
 */
import { useMutation } from '@tanstack/react-query';
import type { CsvRowError } from '@phonexport/contracts/catalog';
import { ApiError } from '../../../lib/api';
import { apiClient } from '../../../lib/api-client';

export function useImportProducts() {
  return useMutation({ mutationFn: (csv: string) => apiClient.post('/api/admin/products/import', { body: csv, contentType: 'text/csv' }) });
}

/** The rejected rows of a failed import (empty for any other error). */
export function importRows(err: unknown): CsvRowError[] {
  if (!(err instanceof ApiError) || typeof err.body !== 'object' || err.body === null) return [];
  const rows = (err.body as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as CsvRowError[]) : [];
}
