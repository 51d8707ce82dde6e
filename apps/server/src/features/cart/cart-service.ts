/**
 * The cart subject's rules (other features reach them through the subject's index.ts, decision 105). Re-prices a cart from database prices (DESIGN "The server is the authority"): the browser
 * sends variant ids and quantities; prices, stock, coupon, shipping and duty come from here.
 */
import { couponDiscountValue, lookupCoupon, normalizeCouponCode, type Coupon } from '@phonexport/domain/coupons';
import type { CartLineInput, CouponDto, QuoteDto, QuoteLineDto } from '@phonexport/contracts/cart';
import { priceOrder } from '@phonexport/domain/pricing';
import { FALLBACK_COUNTRY, deliveryEstimate, type CountryRates, type ShippingOption } from '@phonexport/domain/shipping';
import { variantLabel } from '@phonexport/domain/cart';
import type { Db } from '../../db/client.ts';
import { getActiveCountry } from '../catalog/index.ts';
import { getSettings } from '../shop-settings/index.ts';
import { findActiveCoupon, findCartVariants } from './cart-repository.ts';

export interface QuoteInput {
  lines: CartLineInput[];
  countryCode?: string;
  shippingOption: ShippingOption;
  couponCode?: string;
  includeDuty: boolean;
}

/**
 * Looks a typed code up among the shop's active coupons (domain lookupCoupon): the coupon, or
 * the §5 message ('Please enter a coupon code.', 'This code is not valid or has expired.').
 */
export async function findCoupon(db: Db, code: string): Promise<{ coupon: Coupon | null; error: string | null }> {
  const normalized = normalizeCouponCode(code);
  const active = normalized ? await findActiveCoupon(db, normalized) : null;
  const found = lookupCoupon(code, active ? [active] : []);
  return found.ok ? { coupon: found.coupon, error: null } : { coupon: null, error: found.message };
}

/** A coupon as the API gives it (§3 Coupon: code, discount, type): `discount` a percent or whole dollars. */
export function couponDto(coupon: Coupon): CouponDto {
  return { code: coupon.code, discount: couponDiscountValue(coupon), type: coupon.type };
}

/** Prices the lines (free shipping from the shop's free shipping minimum setting, if set; express quoted as standard while the express courier is off); lines whose variant is gone or inactive are flagged and left out of totals. */
export async function quoteCart(db: Db, input: QuoteInput): Promise<QuoteDto> {
  const found = await findCartVariants(db, [...new Set(input.lines.map((l) => l.variantId))]);
  const byId = new Map(found.map((v) => [v.variantId, v]));
  // Two lines of one variant draw on the same stock: check their sum.
  const requested = new Map<string, number>();
  for (const l of input.lines) requested.set(l.variantId, (requested.get(l.variantId) ?? 0) + l.quantity);

  const lines: QuoteLineDto[] = input.lines.map((l) => {
    const v = byId.get(l.variantId);
    if (!v) {
      return {
        variantId: l.variantId, productId: '', name: 'Unavailable product', color: '', storage: '', variant: 'Standard',
        unitPriceCents: 0, quantity: l.quantity, stock: 0, image: null, problem: 'unavailable',
      };
    }
    const available = v.productStatus === 'active';
    return {
      variantId: v.variantId,
      productId: v.productId,
      name: v.productName,
      color: v.color,
      storage: v.storage,
      variant: variantLabel(v.color, v.storage),
      unitPriceCents: v.priceCents,
      quantity: l.quantity,
      stock: available ? v.stock : 0,
      image: v.productImages[0] ?? null,
      problem: !available || v.stock === 0 ? 'unavailable' : requested.get(v.variantId)! > v.stock ? 'insufficient_stock' : null,
    };
  });

  const country = input.countryCode ? await getActiveCountry(db, input.countryCode) : null;
  const rates: CountryRates = country ?? FALLBACK_COUNTRY;
  const { coupon, error: couponError } = input.couponCode ? await findCoupon(db, input.couponCode) : { coupon: null, error: null };
  const priced = lines.filter((l) => l.problem !== 'unavailable');
  const settings = await getSettings(db);
  // With the express courier turned off in the back office, everything is quoted as standard
  // (the quote says so in shippingOption); checkout refuses an explicit express choice.
  const shippingOption: ShippingOption = settings.shipping.expressCourierEnabled ? input.shippingOption : 'standard';
  const priceWith = (option: ShippingOption) =>
    priceOrder({
      freeShippingMinimumCents: settings.shipping.freeShippingMinimumCents,
      lines: priced.map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.quantity })),
      country: rates,
      shippingOption: option,
      coupon,
      includeDuty: input.includeDuty,
    });
  const totals = priceWith(shippingOption);
  return {
    lines,
    country,
    shippingOption,
    coupon: coupon && couponDto(coupon),
    couponError,
    deliveryEstimate: deliveryEstimate(rates, shippingOption),
    totals,
    optionShippingCents: { standard: priceWith('standard').shippingCents, express: priceWith('express').shippingCents },
  };
}
