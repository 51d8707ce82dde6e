/**
 * `/cart` in the app (storefront spec §2 Cart): the cart's screen (cart-view.tsx) with its reads
 * through the data layer — the service countries, the server's quote (lib/use-quote.ts) and the
 * signed-in user. On a cart page the server rendered, the screen is an island (cart-island.tsx,
 * decision 093) live before the app, which then leaves it to the island.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { toast } from '../../lib/toast';
import { useMe } from '../../lib/use-me';
import { useCartLines } from '../../lib/cart-store';
import { useDestination, useQuote } from '../../lib/use-quote';
import { Island } from '../../lib/island';
import { CART_ISLAND, CartView } from './cart-view';

export function CartPage() {
  return (
    <Island name={CART_ISLAND.name} id={CART_ISLAND.id}>
      <AppCart />
    </Island>
  );
}

function AppCart() {
  const lines = useCartLines();
  const { countries, list, chosen, prefs } = useDestination();
  const quote = useQuote({ lines, countryCode: chosen?.code ?? null, shippingOption: prefs.shippingOption, couponCode: prefs.couponCode, includeDuty: false });
  const { user } = useMe();
  const { t } = useTranslation();

  useEffect(() => {
    if (countries.isError) toast.error(t('common.error'), { description: t('messages.countriesFailed') });
    else if (countries.isSuccess && countries.data.length === 0) toast.error(t('messages.noCountriesTitle'), { description: t('messages.noCountries') });
  }, [countries.isError, countries.isSuccess, countries.data, t]);

  // Failed: TanStack Query tried again (app.tsx) and it still failed, with no earlier answer to show.
  return <CartView lines={lines} prefs={prefs} countries={list} chosen={chosen} quote={quote.data} quoteFailed={quote.isError && !quote.data} retryQuote={() => void quote.refetch()} signedIn={user !== null} />;
}
