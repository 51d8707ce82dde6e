/**
 * Response shapes of the HTTP API (JSON). Money in integer cents, times as ISO 8601 strings.
 */
import type { Coupon } from './coupons.ts';
import type { Totals } from './pricing.ts';
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

export interface QuoteLineDto {
  variantId: string;
  productId: string;
  name: string;
  color: string;
  storage: string;
  variant: string;
  unitPriceCents: number;
  quantity: number;
  stock: number;
  image: string | null;
  /** Why the line cannot be bought as asked, or null. */
  problem: null | 'unavailable' | 'insufficient_stock';
}

export interface QuoteDto {
  lines: QuoteLineDto[];
  country: ServiceCountryDto | null;
  shippingOption: ShippingOption;
  coupon: Coupon | null;
  couponError: string | null;
  deliveryEstimate: string;
  totals: Totals;
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

export interface PaymentInfoDto {
  /** 'none': no payment provider is set up (production without settings); checkout refuses orders (503). */
  provider: 'test' | 'paypal' | 'none';
  /** Shown on the checkout page: the test provider (and PayPal's sandbox) take no real money. */
  testMode: boolean;
  /** With provider 'paypal': what the page needs to load PayPal's JS SDK and render its buttons. */
  paypal?: PayPalInfoDto;
}

export interface PayPalInfoDto {
  /** Public client id (the SDK's client-id parameter). */
  clientId: string;
  environment: 'sandbox' | 'production';
  /** The SDK address matching the environment, e.g. https://www.sandbox.paypal.com/sdk/js. */
  sdkUrl: string;
}

/** Answer of POST /api/checkout/paypal/orders: the PayPal order id the buttons approve. */
export interface PayPalOrderDto {
  orderId: string;
}

/** Error body of every non-2xx answer. */
export interface ApiErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
  code?: string;
}

