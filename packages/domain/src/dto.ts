/**
 * Response shapes of the HTTP API (JSON). Money in integer cents, times as ISO 8601 strings.
 */
import type { ShippingOption } from './shipping.ts';

export interface ServiceCountryDto {
  id: string;
  name: string;
  code: string;
  currency: string;
  shippingCostCents: number;
  standardShippingCostCents: number | null;
  expressShippingCostCents: number | null;
  estimatedDeliveryDays: { standard: number; express: number };
  dutyRate: number;
  isActive: boolean;
}

export type OrderStatus = 'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

/** Error body of every non-2xx answer. */
export interface ApiErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
  code?: string;
}

