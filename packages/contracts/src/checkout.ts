/**
 * Checkout contracts: payment set-up, placing an order with the test provider, and PayPal's
 * create / capture / webhook (storefront §4 Checkout, §7 Payment provider; decisions 011, 014).
 * The 201 answers are the placed order; money in integer cents. The checkout request carries the
 * cart's lines as variant ids and quantities: amounts never come from the browser.
 */
import { z } from 'zod';
import { SHIPPING_OPTIONS } from '@phonexport/domain/shipping';
import { DISPLAY_CURRENCIES } from '@phonexport/domain/currency';
import { CHECKOUT_ADDRESS_MESSAGE } from '@phonexport/domain/validation';
import { contractsOf, errorBody, named, textBody } from './contract.ts';
import { order } from './orders.ts';
import { addressShape } from './addresses.ts';
import { cartLineInputSchema } from './cart.ts';
import { limitedText, trimmed } from './text-rules.ts';

const { anyone, customer } = contractsOf('checkout');

// ---------------------------------------------------------------- requests

export const shippingAddressSchema = z.object({ ...addressShape(CHECKOUT_ADDRESS_MESSAGE), phone: limitedText('phone', CHECKOUT_ADDRESS_MESSAGE) });
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** Placing an order: the cart's lines (variant ids and quantities: amounts never come from the browser), shipping, coupon and address. */
export const checkoutRequestSchema = z.object({
  lines: z.array(cartLineInputSchema).max(100),
  shippingOption: z.enum(SHIPPING_OPTIONS),
  couponCode: trimmed(40).optional(),
  address: shippingAddressSchema,
  /** Save the address to the customer's address book. */
  saveAddress: z.boolean().default(false),
  /** Client-generated key: retrying the same checkout never creates a second order. */
  idempotencyKey: z.string().min(8).max(100),
  /** The currency the shopper saw prices in (issue 22): the order keeps the server's rate for it; the charge stays USD. */
  displayCurrency: z.enum(DISPLAY_CURRENCIES).optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

// ---------------------------------------------------------------- answers

/** Told to a visitor who tries to check out (401). */
const SIGN_IN_TO_CHECKOUT = 'Please sign in to proceed with checkout.';

/** PayPal's JS SDK settings the checkout page needs (public client id, environment, SDK address). */
export const payPalInfo = named('PayPalInfo', {
  clientId: z.string(),
  environment: z.enum(['sandbox', 'production']),
  sdkUrl: z.string(),
});
export type PayPalInfoDto = z.infer<typeof payPalInfo>;

/** Which provider takes payments ('none': not set up, checkout answers 503), test mode, and PayPal's SDK settings. */
export const paymentInfo = named('PaymentInfo', {
  provider: z.enum(['test', 'paypal', 'none']),
  testMode: z.boolean(),
  paypal: payPalInfo.optional(),
});
export type PaymentInfoDto = z.infer<typeof paymentInfo>;

/** Answer of POST /api/checkout/paypal/orders: the PayPal order id the buttons approve. */
export const payPalOrder = named('PayPalOrder', { orderId: z.string() });
export type PayPalOrderDto = z.infer<typeof payPalOrder>;

/** The order a checkout placed: the same shape the orders subject answers for an order. */
export const placedOrder = order.meta({ id: 'PlacedOrder' });
export type PlacedOrderDto = z.infer<typeof placedOrder>;

/** Errors every checkout can answer: 400 (validation, cart, coupon, payment failed), 409 (stock, in progress, refunded), 502, 503. */
const checkoutErrors = { 400: errorBody, 409: errorBody, 502: errorBody, 503: errorBody } as const;

export const checkoutContracts = {
  paymentInfo: anyone('GET', '/api/checkout/payment', 'Which payment provider the checkout uses', { responses: { 200: paymentInfo } }),
  placeOrder: customer('POST', '/api/checkout', 'Place an order with the one-step (test) provider', {
    description:
      'Re-prices the cart, captures the total and places the order atomically; a replay with the same idempotency key answers the same order (409 in_progress with Retry-After while it is being settled). With PayPal as provider: 400 Payment Failed.',
    unauthorizedMessage: SIGN_IN_TO_CHECKOUT,
    body: checkoutRequestSchema,
    responses: { 201: placedOrder, ...checkoutErrors },
  }),
  createPayPalOrder: customer('POST', '/api/checkout/paypal/orders', 'Create the PayPal order for the server’s total', {
    unauthorizedMessage: SIGN_IN_TO_CHECKOUT,
    body: checkoutRequestSchema,
    responses: { 201: payPalOrder, ...checkoutErrors },
  }),
  capturePayPalOrder: customer('POST', '/api/checkout/paypal/orders/:orderId/capture', 'Capture the approved PayPal order and place the order', {
    description: 'A malformed PayPal order id is a 400 Payment Failed (field orderId); an order id of another customer is a 404.',
    unauthorizedMessage: SIGN_IN_TO_CHECKOUT,
    params: z.object({ orderId: z.string() }),
    notFoundMessage: 'Payment not found',
    responses: { 201: placedOrder, 404: errorBody, ...checkoutErrors },
  }),
  payPalWebhook: anyone('POST', '/api/webhooks/paypal', 'PayPal’s signed payment events', {
    description: 'Read as received (PayPal verifies the signature over these bytes); 400 unless the signature verifies.',
    body: textBody('application/json', 'The event exactly as PayPal sent it'),
    responses: { 200: z.object({ status: z.enum(['applied', 'duplicate', 'ignored']) }), 400: errorBody, 502: errorBody },
  }),
};
