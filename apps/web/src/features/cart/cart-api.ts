/**
 * Server quotes and service countries for the cart and checkout. The quote re-prices the browser's
 * lines from the database; its figures are the ones shown.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuoteDto, ServiceCountryDto } from '@phonexport/domain/dto';
import type { CartLine } from '@phonexport/domain/cart';
import type { ShippingOption } from '@phonexport/domain/shipping';
import { api } from '../../lib/api';

export function useCountries() {
  return useQuery({ queryKey: ['countries'], queryFn: () => api<ServiceCountryDto[]>('/api/countries'), staleTime: 5 * 60_000 });
}

export interface QuoteParams {
  lines: CartLine[];
  countryCode: string | null;
  shippingOption: ShippingOption;
  couponCode: string | null;
  includeDuty: boolean;
}

export function useQuote({ lines, countryCode, shippingOption, couponCode, includeDuty }: QuoteParams) {
  const body = {
    lines: lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
    countryCode: countryCode ?? undefined,
    shippingOption,
    couponCode: couponCode ?? undefined,
    includeDuty,
  };
  return useQuery({
    queryKey: ['quote', body],
    queryFn: ({ signal }) => api<QuoteDto>('/api/cart/quote', { body, signal }),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
  });
}
