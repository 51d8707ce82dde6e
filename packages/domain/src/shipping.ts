/**
 * Service countries, shipping costs and delivery estimates (storefront spec §3 Service country, §9).
 */

export type ShippingOption = 'standard' | 'express';
export const SHIPPING_OPTIONS: readonly ShippingOption[] = ['standard', 'express'];
/** Checkout refusal (400, field shippingOption) when the back office has turned the express courier off (settings, Shipping tab). */
export const EXPRESS_UNAVAILABLE_MESSAGE = 'Express shipping is not available at the moment. Please choose standard shipping.';

/** The pricing-relevant part of a service country. Costs in cents; dutyRate in percent. */
export interface CountryRates {
  code: string;
  name: string;
  currency: string;
  shippingCostCents: number;
  standardShippingCostCents: number | null;
  expressShippingCostCents: number | null;
  estimatedDeliveryDays: { standard: number; express: number };
  dutyRate: number;
}

/** Used when no service country loads (§3, §9): standard free, express $15, 5 / 2 days, no duty. */
export const FALLBACK_COUNTRY: CountryRates = {
  code: 'US',
  name: 'United States',
  currency: 'USD',
  shippingCostCents: 0,
  standardShippingCostCents: 0,
  expressShippingCostCents: 1500,
  estimatedDeliveryDays: { standard: 5, express: 2 },
  dutyRate: 0,
};

/** Express fallback surcharge when a country has no express cost: shippingCost + $15 (§9). */
export const EXPRESS_FALLBACK_SURCHARGE_CENTS = 1500;

/**
 * Shipping cost in cents for an option (§9): standard uses standardShippingCost, else shippingCost;
 * express uses expressShippingCost, else shippingCost + 15 USD.
 */
export function shippingCostCents(country: CountryRates, option: ShippingOption): number {
  if (option === 'express') {
    return country.expressShippingCostCents ?? country.shippingCostCents + EXPRESS_FALLBACK_SURCHARGE_CENTS;
  }
  return country.standardShippingCostCents ?? country.shippingCostCents;
}

/** Delivery estimate text in days (§9): standard 'N-(N+2)', express 'N-(N+1)'. */
export function deliveryEstimate(country: CountryRates | null, option: ShippingOption): string {
  if (!country) return option === 'express' ? '2-3' : '5-7';
  const n = option === 'express' ? country.estimatedDeliveryDays.express : country.estimatedDeliveryDays.standard;
  return `${n}-${n + (option === 'express' ? 1 : 2)}`;
}

/** Duty estimate in cents: subtotal times the country's dutyRate percent, rounded to the cent (§9). */
export function dutyCents(subtotalCents: number, dutyRatePercent: number): number {
  return Math.round((subtotalCents * dutyRatePercent) / 100);
}
