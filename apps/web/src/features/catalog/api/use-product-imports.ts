/**
 * Catalog imports (issue 24, catalogContracts.adminPreviewImport, adminListImports,
 * adminGetImport, adminConfirmImport): upload a CSV or ZIP for its preview (field 'file'), read
 * one import (polled every second while it is queued or running, for the progress bar), the
 * latest imports, and confirm one. A finished import refreshes every catalog query.
 */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductImportDto } from '@phonexport/contracts/catalog';
import { apiClient } from '../../../lib/api-client';
import { postFile } from '../../../lib/api-queries';

const IMPORTS = ['admin', 'product-imports'] as const;
const isActive = (job: ProductImportDto | undefined) => job?.state === 'queued' || job?.state === 'running';

/** Uploads a file for its preview (nothing is imported yet). */
export function usePreviewImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => postFile('/api/admin/product-imports', file),
    onSuccess: (job) => {
      client.setQueryData([...IMPORTS, job.id], job);
      return client.invalidateQueries({ queryKey: IMPORTS, exact: true });
    },
  });
}

/** The latest imports, newest first. */
export function useProductImports() {
  return useQuery({ queryKey: IMPORTS, queryFn: ({ signal }) => apiClient.get('/api/admin/product-imports', { signal }) });
}

/** One import, polled every second while it runs; when it ends, the catalog's queries are refreshed. */
export function useProductImport(id: string | null) {
  const client = useQueryClient();
  const q = useQuery({
    queryKey: [...IMPORTS, id],
    queryFn: ({ signal }) => apiClient.get('/api/admin/product-imports/:id', { params: { id: id! }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (isActive(query.state.data) ? 1000 : false),
  });
  const state = q.data?.state;
  useEffect(() => {
    if (state === 'done' || state === 'failed') void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'admin' || query.queryKey[1] !== 'product-imports' });
  }, [state, client]);
  return q;
}

/** Starts (or resumes) an import. */
export function useConfirmImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post('/api/admin/product-imports/:id/confirm', { params: { id } }),
    onSuccess: (job) => client.setQueryData([...IMPORTS, job.id], job),
  });
}
