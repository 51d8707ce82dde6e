/**
 * The active service countries (GET /api/countries), shared by the cart, checkout, the address
 * book and the policies page; kept for 5 minutes.
 */
import { useQuery } from '@tanstack/react-query';
import type { ServiceCountryDto } from '@phonexport/domain/dto';
import { api } from './api';

export function useCountries() {
  return useQuery({ queryKey: ['countries'], queryFn: () => api<ServiceCountryDto[]>('/api/countries'), staleTime: 5 * 60_000 });
}
