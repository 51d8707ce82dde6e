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

export interface MeDto {
  id: string;
  email: string;
  displayName: string;
  phone: string | null;
  role: 'customer' | 'admin';
  createdAt: string;
  lastLogin: string | null;
}

export interface AddressDto {
  id: string;
  name: string;
  company: string | null;
  street: string;
  city: string;
  state: string | null;
  zipCode: string;
  country: string;
  countryCode: string;
  phone: string | null;
  type: 'home' | 'work' | 'other';
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Error body of every non-2xx answer. */
export interface ApiErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
  code?: string;
}

export interface NotificationDto {
  id: string;
  title: string;
  message: string;
  type: 'order' | 'system' | 'promotion';
  orderId: string | null;
  read: boolean;
  createdAt: string;
}

export interface NotificationListDto {
  unreadCount: number;
  items: NotificationDto[];
}
