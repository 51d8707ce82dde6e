/**
 * One payment provider for everything that refunds or looks up a placed order's payment (orders'
 * cancel and refund, returns): it sends a mobile money deposit's refund to its mobile money
 * provider and every other payment to the card provider (decision 065). Other features keep
 * calling `PaymentProvider.refund` and need not know which provider took the money.
 */
import type { Db } from '../../db/client.ts';
import { notSetUp } from '../../lib/rule-errors.ts';
import { findMobileMoneyPayment } from './mobile-money-repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { MobileMoneyGateway } from './mobile-money-gateway.ts';

/** Told when a refund is asked of a provider that is not configured. */
const NOT_SET_UP = 'Refunds are not available: the payment provider of this order is not set up.';

/**
 * `card` (may be null: none configured) with refunds of mobile money deposits routed to
 * `mobileMoney`. Null when neither is configured. Throws 503 for a payment whose provider is off.
 */
export function withMobileMoneyRefunds(db: Db, card: PaymentProvider | null, mobileMoney: readonly MobileMoneyGateway[]): PaymentProvider | null {
  if (!mobileMoney.length) return card;
  const missing = () => notSetUp(NOT_SET_UP, 'payments_not_set_up');
  return {
    name: card?.name ?? mobileMoney[0]!.name,
    testMode: card?.testMode ?? mobileMoney[0]!.testMode,
    capture: (req) => (card ? card.capture(req) : Promise.reject(missing())),
    lookup: (ref) => (card ? card.lookup(ref) : Promise.reject(missing())),
    async refund(paymentId, amountCents, requestId, options) {
      const deposit = await findMobileMoneyPayment(db, paymentId);
      if (deposit) {
        const provider = mobileMoney.find((p) => p.name === deposit.provider);
        if (!provider) throw missing();
        return provider.refund(paymentId, amountCents, requestId, options);
      }
      if (!card) throw missing();
      return card.refund(paymentId, amountCents, requestId, options);
    },
  };
}
