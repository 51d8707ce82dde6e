/**
 * The cart's screen (storefront spec §2 Cart, §4, §5, §9): lines with a quantity stepper and
 * remove, stock badges, shipping destination, coupon box and the server-priced order summary.
 * Rendered by the app's cart page (cart-page.tsx, its reads through TanStack Query) and, on a cart
 * page the server rendered, by the cart's island (cart-island.tsx, decision 093) before the whole
 * app runs: so it uses neither the router nor the data layer. Its links are `ShopLink`s; its
 * toasts and its way to checkout go through the app (`withApp`: at once once the app runs, else
 * the app is asked for and does them when it does).
 */
import { FIELD_LIMITS } from '@phonexport/domain/input-limits';
import { useEffect, useState, type FormEvent } from 'react';
import { Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import type { CartLine } from '@phonexport/domain/cart';
import type { QuoteDto } from '@phonexport/contracts/cart';
import type { ServiceCountryDto } from '@phonexport/contracts/shipping';
import { Trans, useTranslation } from '../../i18n/i18n';
import { toast } from '../../lib/toast';
import { imageUrl } from '@phonexport/domain/catalog';
import { isCartFewLeft } from '@phonexport/domain/stock';
import { ApiError } from '../../lib/api';
import { apiClient } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { cart, type CartPrefs } from '../../lib/cart-store';
import { withApp } from '../../lib/island';
import { ShopLink } from '../../lib/shop-link';
import { OrderSummary, SummaryPending } from '../../components/order-summary';
import { PageTitle } from '../../components/page-title';
import { Price } from '../../components/price';
import { countryName } from '../../lib/intl';
import { OfflineNotice } from '../../components/offline-notice';

/**
 * What the cart shows: the device's lines and choices, the service countries, the chosen one, the
 * server's last quote (undefined until it comes), whether it could not be had (`quoteFailed`, with
 * `retryQuote` to ask again) and whether a shopper is signed in.
 */
export interface CartViewProps {
  lines: CartLine[];
  prefs: CartPrefs;
  countries: ServiceCountryDto[];
  chosen: ServiceCountryDto | null;
  quote: QuoteDto | undefined;
  quoteFailed: boolean;
  retryQuote: () => void;
  signedIn: boolean;
}

/** The island's name and item id of the cart's screen (cart-page.tsx renders it, app/cart-islands.tsx makes it live). */
export const CART_ISLAND = { name: 'cart', id: 'cart' } as const;

/** A toast, once the app runs (it mounts the toasts' host). */
const say = (kind: 'success' | 'error', title: string, description: string) => withApp(() => toast[kind](title, { description }));

export function CartView({ lines, prefs, countries, chosen, quote, quoteFailed, retryQuote, signedIn }: CartViewProps) {
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const { t } = useTranslation();

  useEffect(() => {
    if (!quote) return;
    const clamped = cart.refresh(new Map(quote.lines.filter((l) => l.productId).map((l) => [l.variantId, { price: l.unitPriceCents, stock: l.stock }])));
    // §5 Stock Limit: the quantity was lowered to what the server says remains.
    for (const c of clamped) say('error', t('messages.stockLimitTitle'), t('messages.stockLimit', { count: c.stock }));
  }, [quote, t]);

  const quoteLines = new Map(quote?.lines.map((l) => [l.variantId, l]));

  const applyCoupon = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return say('error', t('messages.invalidCoupon'), t('cartPage.couponEmpty'));
    setApplying(true);
    try {
      const coupon = await apiClient.post('/api/coupons/validate', { body: { code } });
      cart.setPrefs({ couponCode: coupon.code });
      setCode('');
      say('success', t('cartPage.couponAppliedTitle'), t('cartPage.couponAppliedText', { code: coupon.code }));
    } catch (err) {
      say('error', t('messages.invalidCoupon'), err instanceof ApiError ? err.message : t('cartPage.couponInvalid'));
    } finally {
      setApplying(false);
    }
  };

  const proceed = () =>
    withApp((app) => {
      if (signedIn) return app.navigate(paths.checkout);
      toast.error(t('messages.signInRequired'), { description: t('messages.signInToCheckout') });
      app.navigate(paths.login, { from: paths.checkout });
    });

  if (!lines.length) {
    return (
      <div className="flex flex-col items-center px-6 py-20 text-center">
        <ShoppingCart className="size-16 text-slate-300" aria-hidden />
        <PageTitle title={t('cart.title')} />
        <h1 className="mt-4 text-xl font-bold">{t('cart.emptyTitle')}</h1>
        <p className="mt-1 text-slate-600">{t('cart.emptyText')}</p>
        <ShopLink to={paths.products} className="btn-primary mt-6">
          {t('cart.continueShopping')}
        </ShopLink>
      </div>
    );
  }

  const blocked = quote?.lines.some((l) => l.problem) ?? false;

  return (
    <div className="px-4 py-6 lg:grid lg:grid-cols-[1fr_22rem] lg:gap-6">
      <div>
        <PageTitle title={t('cart.title')} />
        <h1 className="text-2xl font-bold">{t('cart.title')}</h1>
        <ul className="mt-4 space-y-3" aria-label={t('cart.items')}>
          {lines.map((line) => {
            const q = quoteLines.get(line.variantId);
            const stock = q?.stock ?? line.stock;
            const few = isCartFewLeft(stock) ? t('cart.fewLeft', { count: stock }) : null;
            return (
              <li key={line.id} className="card flex gap-3 p-3" aria-label={line.name}>
                <ShopLink to={paths.product(line.productId)} className="shrink-0" aria-label={line.name}>
                  <img src={imageUrl(line.image, 'thumb') ?? '/favicon.svg'} alt="" width={80} height={80} className="size-20 rounded-xl bg-slate-100 object-cover" loading="lazy" />
                </ShopLink>
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h2 className="font-semibold break-words">{line.name}</h2>
                      <p className="text-sm text-slate-600">{line.variant}</p>
                    </div>
                    <button type="button" onClick={() => cart.remove(line.id)} aria-label={t('cart.remove', { name: line.name })} className="rounded-full p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-600">
                      <Trash2 className="size-5" aria-hidden />
                    </button>
                  </div>
                  {few && <span className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">{few}</span>}
                  {q?.problem === 'unavailable' && <p className="mt-1 text-sm font-medium text-red-600">{t('cart.unavailable')}</p>}
                  {q?.problem === 'insufficient_stock' && <p className="mt-1 text-sm font-medium text-red-600">{t('messages.stockLimit', { count: q.stock })}</p>}
                  <div className="mt-2 flex items-center justify-between">
                    <div className="flex items-center rounded-xl border border-slate-300" role="group" aria-label={t('cart.quantityOf', { name: line.name })}>
                      <button type="button" className="p-2 disabled:opacity-40" aria-label={t('cart.decrease')} disabled={line.quantity <= 1} onClick={() => cart.setQuantity(line.id, line.quantity - 1)}>
                        <Minus className="size-4" aria-hidden />
                      </button>
                      <span className="w-8 text-center font-semibold" aria-live="polite" data-testid="line-quantity">
                        {line.quantity}
                      </span>
                      <button
                        type="button"
                        className="p-2 disabled:opacity-40"
                        aria-label={t('cart.increase')}
                        disabled={line.quantity >= stock}
                        onClick={() => cart.setQuantity(line.id, line.quantity + 1)}
                      >
                        <Plus className="size-4" aria-hidden />
                      </button>
                    </div>
                    <Price cents={(q?.unitPriceCents ?? line.price) * line.quantity} className="font-bold" />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="mt-6 space-y-4 lg:mt-12">
        {/* Offline (issue 26): the lines change on this device; the summary is the last priced one until the connection returns. */}
        <OfflineNotice text={t('pwa.offline.cart')} />
        <section className="card p-4">
          <label htmlFor="destination" className="label">
            {t('cart.destination')}
          </label>
          <select id="destination" className="input" value={chosen?.code ?? ''} onChange={(e) => cart.setPrefs({ countryCode: e.target.value })} disabled={!countries.length}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {countryName(c.code, c.name)}
              </option>
            ))}
          </select>
        </section>

        <section className="card p-4">
          <h2 className="label">{t('cart.coupon')}</h2>
          {prefs.couponCode ? (
            <div className="flex items-center justify-between rounded-xl bg-green-50 px-3 py-2 text-sm">
              <span>
                <Trans i18nKey="cart.couponApplied" values={{ code: prefs.couponCode }} components={[<strong key="code" />]} />
              </span>
              <button type="button" className="font-semibold text-red-600" onClick={() => cart.setPrefs({ couponCode: null })}>
                {t('cart.removeCoupon')}
              </button>
            </div>
          ) : (
            <form className="flex gap-2" onSubmit={applyCoupon}>
              <input className="input" aria-label={t('cart.coupon')} placeholder={t('cart.couponPlaceholder')} value={code} onChange={(e) => setCode(e.target.value)} autoCapitalize="characters" maxLength={FIELD_LIMITS.couponCode.max} />
              <button type="submit" className="btn-outline" disabled={applying}>
                {t('cart.apply')}
              </button>
            </form>
          )}
        </section>

        {quote ? <OrderSummary totals={quote.totals} showDuty={false} couponCode={quote.coupon?.code} /> : <SummaryPending failed={quoteFailed} onRetry={retryQuote} className="h-40" />}

        <button type="button" className="btn-primary w-full py-3 text-base" onClick={proceed} disabled={blocked || !quote}>
          {t('cart.proceed')}
        </button>
        <ShopLink to={paths.products} className="btn-outline w-full">
          {t('cart.continueShopping')}
        </ShopLink>
      </div>
    </div>
  );
}
