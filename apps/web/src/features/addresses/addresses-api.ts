/**
 * The signed-in customer's address book on the server (GET/POST /api/addresses,
 * PUT/PATCH/DELETE /api/addresses/:id). Shares the ['addresses'] cache with checkout's picker.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressBody } from '@phonexport/domain/addresses';
import { api } from '../../lib/api';
import type { AddressDto } from '@phonexport/contracts/addresses';

export const addressesKey = ['addresses'] as const;

export function useAddresses() {
  return useQuery({ queryKey: addressesKey, queryFn: () => api<AddressDto[]>('/api/addresses') });
}

/** Save (create when `id` is null, else replace), delete and make-default calls; each refreshes the book. */
export function useAddressActions() {
  const qc = useQueryClient();
  const onSettled = () => qc.invalidateQueries({ queryKey: addressesKey });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: AddressBody }) =>
        id ? api<AddressDto>(`/api/addresses/${encodeURIComponent(id)}`, { method: 'PUT', body }) : api<AddressDto>('/api/addresses', { body }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api<void>(`/api/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSettled,
    }),
    makeDefault: useMutation({
      mutationFn: (id: string) => api<AddressDto>(`/api/addresses/${encodeURIComponent(id)}`, { method: 'PATCH', body: { isDefault: true } }),
      onSettled,
    }),
  };
}
