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

export interface HeroDto {
  id: string;
  title: string;
  subtitle: string;
  imageUrl: string | null;
  buttonText: string;
  buttonAction: 'product' | 'category' | 'url' | 'default';
  productId: string | null;
  category: string | null;
  url: string | null;
  priority: number;
  /** Name and lowest price of the linked product, for the chip of a product slide. */
  product: { id: string; name: string; priceCents: number } | null;
}

export type OrderStatus = 'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

export interface OrderItemDto {
  id: string;
  productId: string | null;
  productName: string;
  variant: string;
  priceCents: number;
  quantity: number;
  image: string | null;
}

export interface OrderDto {
  id: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  status: OrderStatus;
  paymentStatus: string;
  paymentMethod: string;
  paymentId: string | null;
  items: OrderItemDto[];
  subtotalCents: number;
  shippingCents: number;
  shippingOption: ShippingOption;
  dutyCents: number;
  discountCents: number;
  totalCents: number;
  /** Cents refunded so far (0 when none); paymentStatus says refunded or partially_refunded. */
  refundedCents: number;
  currency: string;
  coupon: string | null;
  shippingAddress: {
    name: string;
    company?: string | null;
    street: string;
    city: string;
    state?: string | null;
    zipCode: string;
    country: string;
    countryCode: string;
    phone: string;
  };
  deliveryEstimate: string;
  trackingNumber: string | null;
  createdAt: string;
  updatedAt: string;
}

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
