/**
 * Checkout (storefront spec §2 Checkout, §4, §5, §8): saved-address picker or a new address,
 * standard / express shipping, duty estimate, order summary and the pay button with its
 * in-progress state. The server re-prices everything and places the order atomically.
 */
import { Suspense, lazy, useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { Trans, currentLanguage, useTranslation } from '../../i18n/i18n';
import { toast } from '../../lib/toast';
import { CreditCard, FlaskConical, MapPin, Plus } from 'lucide-react';
import type { AddressDto } from '@phonexport/contracts/addresses';
import type { PlacedOrderDto } from '@phonexport/contracts/checkout';
import { formatUsd } from '@phonexport/domain/money';
import { deliveryEstimate, shippingCostCents, type ShippingOption } from '@phonexport/domain/shipping';
import { CHECKOUT_ADDRESS_TRANSLATIONS } from '@phonexport/domain/checkout-messages';
import { CHECKOUT_ADDRESS_MESSAGE, missingShippingAddressFields, type ShippingAddressField, type ShippingAddressInput } from '@phonexport/domain/validation';
import { ApiError } from '../../lib/api';
import { useFeature } from '../../lib/shop';
import { paths } from '../../lib/paths';
import { Spinner } from '../../components/spinner';
import { InputField, SelectField } from '../../components/ui/field';
import { useMe } from '../../lib/use-me';
import { cart, useCartLines } from '../../lib/cart-store';
import { useDestination, useQuote } from '../../lib/use-quote';
import { OrderSummary, SummaryPending } from '../../components/order-summary';
import { LAST_ORDER_KEY } from '../../lib/last-order';
import { checkoutKeyFor, forgetCheckoutKey } from './checkout-key';
import { PayPalButtons, type PayPalCallbacks } from '../../components/paypal-buttons';
import { usePaymentInfo } from '../../components/use-payment-info';
import { useSavedAddresses } from './api/use-saved-addresses';
import { usePlaceOrder } from './api/use-place-order';
import { useCreatePayPalOrder } from './api/use-create-paypal-order';
import { useCapturePayPalOrder } from './api/use-capture-paypal-order';
import { useMobileMoneyInfo } from './api/use-mobile-money-info';
import { PageTitle } from '../../components/page-title';
import { Price } from '../../components/price';
import { usePriceFormat } from '../../lib/currency';
import { countryName } from '../../lib/intl';
import { OfflineNotice } from '../../components/offline-notice';
import { isOnline } from '../../lib/use-online';
import { loadPhoneRules, phoneRules, usePhoneRulesOnceLive } from '../../lib/phone-rules';

/** CHECKOUT_ADDRESS_MESSAGE in the current language (its own translations: the whole message table stays out of checkout's script, issue 26). */
const addressMessage = (): string => {
  const language = currentLanguage();
  return language === 'en' ? CHECKOUT_ADDRESS_MESSAGE : CHECKOUT_ADDRESS_TRANSLATIONS[language];
};

/** The mobile money panel (issue 25), loaded when the shopper picks Mobile money: the checkout's first load stays light. */
const MobileMoneyPanel = lazy(() => import('./mobile-money-panel').then((m) => ({ default: m.MobileMoneyPanel })));

/** How many times a checkout answered 409 'in_progress' is asked again before telling the customer. */
const IN_PROGRESS_POLLS = 5;

const EMPTY_ADDRESS: ShippingAddressInput = { name: '', company: '', street: '', city: '', state: '', zipCode: '', countryCode: '', phone: '' };

function fromSaved(a: AddressDto): ShippingAddressInput {
  return { name: a.name, company: a.company ?? '', street: a.street, city: a.city, state: a.state ?? '', zipCode: a.zipCode, countryCode: a.countryCode, phone: a.phone ?? '' };
}

/** The i18n key of each required address field's label (its message names it). */
const FIELD_LABELS: Record<ShippingAddressField, string> = {
  name: 'checkout.fullName',
  street: 'checkout.street',
  city: 'checkout.city',
  zipCode: 'checkout.zip',
  countryCode: 'checkout.country',
  phone: 'checkout.phone',
};
/** Every address field in the form's order (the required ones and the optional company and state). */
const ADDRESS_FIELDS = ['name', 'company', 'street', 'city', 'state', 'zipCode', 'countryCode', 'phone'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
type FieldErrors = Partial<Record<AddressField, string>>;

interface NoticeTotals {
  shippingCents: number;
  dutyCents: number;
  totalCents: number;
}

/**
 * Told before paying when the address is in another country than the cart was priced for
 * (issue 23): the countries and each figure that changes, old → new.
 */
function DestinationNotice({ from, to, before, after }: { from: string; to: string; before?: NoticeTotals; after?: NoticeTotals }) {
  const { t } = useTranslation();
  const money = (cents: number | undefined) => (cents === undefined ? '…' : cents === 0 ? t('summary.free') : formatUsd(cents));
  const rows = [
    { label: t('summary.shipping'), key: 'shippingCents' as const },
    { label: t('summary.duty'), key: 'dutyCents' as const },
    { label: t('summary.total'), key: 'totalCents' as const },
  ];
  return (
    <section role="status" aria-labelledby="destination-title" data-testid="destination-notice" className="card border-amber-300 bg-amber-50 p-4">
      <h2 id="destination-title" className="font-bold">
        {t('edges.destinationTitle', { from, to })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('edges.destinationText', { from, to })}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map((r) => (
          <div key={r.key} className="contents">
            <dt className="text-slate-600">{r.label}</dt>
            <dd className="font-semibold" data-testid={`destination-${r.key}`}>
              {money(before?.[r.key])} → {money(after?.[r.key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The violet note that payments are a stand-in (the test provider, PayPal's sandbox): no money moves. */
function TestModeNote({ title, text }: { title: string; text: string }) {
  return (
    <p className="mt-2 flex gap-2 rounded-xl bg-violet-50 p-3 text-sm text-violet-900" role="note">
      <FlaskConical className="size-5 shrink-0" aria-hidden />
      <span>
        <strong>{title}</strong> {text}
      </span>
    </p>
  );
}

export function CheckoutPage() {
  const { user, isLoading } = useMe();
  const lines = useCartLines();
  const { countries: countriesQuery, list: countries, chosen, prefs } = useDestination();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const saved = useSavedAddresses(Boolean(user));
  const payment = usePaymentInfo();
  const placeOrder = usePlaceOrder();
  const createPayPalOrder = useCreatePayPalOrder();
  const capturePayPalOrder = useCapturePayPalOrder();
  // Mobile money (issue 25): offered where an operator serves the delivery country.
  const mobileMoney = useMobileMoneyInfo();
  // The phone rules (25 KB) arrive once the page is live; each way to pay waits for them first
  // (`loadPhoneRules`), so the checks and the checkout key have them.
  usePhoneRulesOnceLive();
  const [method, setMethod] = useState<'card' | 'mobile'>('card');
  const [selectedId, setSelectedId] = useState<string | 'new' | null>(null);
  const [address, setAddress] = useState<ShippingAddressInput>(EMPTY_ADDRESS);
  const [saveAddress, setSaveAddress] = useState(true);
  const [chosenOption, setShippingOption] = useState<ShippingOption>(prefs.shippingOption);
  // Express is offered only while the back office has the express courier on.
  const expressOn = useFeature('expressShipping');
  const shippingOption: ShippingOption = expressOn ? chosenOption : 'standard';
  const [paying, setPaying] = useState(false);
  /** Errors already told to the customer (PayPal passes them on to onError too). */
  const reported = useRef(new WeakSet<object>());
  const { t } = useTranslation();
  const priceFormat = usePriceFormat();
  /** Each address field's own message (§5 form check or the server's 400), shown under it. */
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  /** The field to focus after the next render (the first one at fault). */
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  // The cart's destination stays (issue 23): pick a saved address in that country (the default
  // first), else start a new one there. Another country is only ever the shopper's own pick.
  useEffect(() => {
    if (selectedId !== null || !saved.isSuccess || countriesQuery.isPending) return;
    const inCountry = saved.data.filter((a) => !chosen || a.countryCode === chosen.code);
    const def = inCountry.find((a) => a.isDefault) ?? inCountry[0];
    if (def) {
      setSelectedId(def.id);
      setAddress(fromSaved(def));
    } else {
      setSelectedId('new');
      setAddress((a) => ({ ...a, name: user?.displayName ?? '', phone: user?.phone ?? '', countryCode: chosen?.code ?? '' }));
    }
  }, [saved.isSuccess, saved.data, selectedId, chosen, countriesQuery.isPending, user]);

  const countryCode = address.countryCode || chosen?.code || null;
  const quote = useQuote({ lines, countryCode, shippingOption, couponCode: prefs.couponCode, includeDuty: true });
  const country = countries.find((c) => c.code === countryCode) ?? null;
  // The shopper picked an address in another country than the cart's: the cart's figures, to show what changes.
  const moved = Boolean(chosen && country && chosen.code !== country.code);
  const cartQuote = useQuote({ lines, countryCode: chosen?.code ?? null, shippingOption, couponCode: prefs.couponCode, includeDuty: true, enabled: moved });

  if (isLoading) return <Spinner />;
  if (!user) {
    toast.error(t('messages.signInRequired'), { description: t('messages.signInToCheckout'), id: 'checkout-sign-in' });
    return <Navigate to={paths.login} replace state={{ from: paths.checkout }} />;
  }
  if (!lines.length) {
    return (
      <div className="px-6 py-20 text-center">
        <PageTitle title={t('checkout.title')} />
        <h1 className="text-xl font-bold">{t('checkout.noItems')}</h1>
        <p className="mt-1 text-slate-600">{t('messages.emptyCart')}</p>
        <Link to={paths.products} className="btn-primary mt-6">
          {t('cart.continueShopping')}
        </Link>
      </div>
    );
  }

  const set = (field: keyof ShippingAddressInput) => (e: { target: { value: string } }) => {
    setAddress((a) => ({ ...a, [field]: e.target.value }));
    setFieldErrors((f) => (field in f ? { ...f, [field]: undefined } : f));
  };

  /**
   * Marks `errors` on their fields and focuses the first. A saved address at fault (e.g. one
   * without a phone) opens in the form so the customer can complete it for this order.
   */
  const showFieldErrors = (errors: FieldErrors) => {
    const first = ADDRESS_FIELDS.find((f) => errors[f]);
    if (!first) return;
    setFieldErrors(errors);
    if (selectedId !== 'new') {
      setSelectedId('new');
      setSaveAddress(false);
    }
    focusNext.current = first;
  };

  // The phone as the server stores it (E.164, domain phone.ts): a saved copy of this address, read
  // back after a reload, then makes the same checkout key.
  const checkoutContent = () => {
    const phone = phoneRules()?.normalizePhone(address.phone, address.countryCode);
    return {
      lines: lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
      shippingOption,
      couponCode: prefs.couponCode ?? undefined,
      address: phone?.ok ? { ...address, phone: phone.e164 } : address,
      saveAddress: selectedId === 'new' && saveAddress,
    };
  };
  // The currency the prices were shown in (issue 22) is recorded on the order with its rate; it is
  // not part of the idempotency key: the same cart and address are the same checkout in any currency.
  const checkoutRequest = (key: string) => ({ ...checkoutContent(), displayCurrency: priceFormat.currency, idempotencyKey: key });

  /** §5: the address must be complete before any payment starts. */
  const canPay = () => {
    const missing = missingShippingAddressFields(address);
    if (missing.length) {
      toast.error(t('messages.requiredFields'), { description: addressMessage() });
      showFieldErrors(Object.fromEntries(missing.map((f) => [f, t('checkout.fieldRequired', { field: t(FIELD_LABELS[f]) })])));
      return false;
    }
    // The phone must read as a number in the address's country (the server checks it too, domain phone.ts).
    const rules = phoneRules();
    if (rules && !rules.normalizePhone(address.phone, address.countryCode).ok) {
      toast.error(t('messages.requiredFields'), { description: t('edges.phoneInvalid') });
      showFieldErrors({ phone: t('edges.phoneInvalid') });
      return false;
    }
    return true;
  };

  /** §4: the order is placed; clear the cart and show the confirmation. */
  const placed = (order: PlacedOrderDto) => {
    forgetCheckoutKey();
    qc.setQueryData(['order', order.id], order);
    sessionStorage.setItem(LAST_ORDER_KEY, order.id);
    cart.clear();
    cart.setPrefs({ couponCode: null, shippingOption });
    void qc.invalidateQueries({ queryKey: ['notifications'] });
    void qc.invalidateQueries({ queryKey: ['addresses'] });
    // Stock changed on the server.
    void qc.invalidateQueries({ queryKey: ['products'] });
    void qc.invalidateQueries({ queryKey: ['product'] });
    navigate(paths.orderConfirmation, { replace: true });
  };

  /** §8 Checkout: the spec's toast for each kind of failure. */
  const failed = (err: unknown) => {
    if (err instanceof ApiError && err.code === 'payment_pending') {
      toast.info(t('checkoutPage.paymentPending'), { description: err.message });
    } else if (err instanceof ApiError && err.status === 409) {
      toast.error(err.code === 'stock_limit' ? t('messages.stockLimitTitle') : t('messages.paymentFailedTitle'), { description: err.message });
      void qc.invalidateQueries({ queryKey: ['quote'] });
    } else if (err instanceof ApiError && err.status === 401) {
      toast.error(t('messages.paymentFailedTitle'), { description: t('messages.paymentFailed') });
      navigate(paths.login, { state: { from: paths.checkout } });
    } else if (err instanceof ApiError && err.status === 400) {
      // The server's message for each address field at fault ('address.street': 'Street must be at most 200 characters.').
      const addressErrors = Object.fromEntries(ADDRESS_FIELDS.filter((f) => err.fields[`address.${f}`]).map((f) => [f, err.fields[`address.${f}`]]));
      // An address at fault is not a failed payment: nothing was charged.
      toast.error(Object.keys(addressErrors).length ? t('edges.checkAddressTitle') : t('messages.paymentFailedTitle'), { description: err.message || t('messages.paymentFailed') });
      showFieldErrors(addressErrors);
    } else {
      toast.error(t('messages.paymentErrorTitle'), { description: t('messages.paymentError') });
    }
  };

  const pay = async (e: FormEvent) => {
    e.preventDefault();
    if (!isOnline()) return void toast.error(t('pwa.offline.checkout'), { id: 'offline-checkout' });
    if (paying || payment.data?.provider !== 'test') return;
    setPaying(true);
    await loadPhoneRules();
    if (!canPay()) return setPaying(false);
    // The same key until this cart and address are ordered: a retry after a lost answer is the same checkout.
    // Whether to also save the address is not part of the order: a reload picks the address the
    // first attempt saved, and must still send the same key.
    const { saveAddress: _save, ...content } = checkoutContent();
    const request = checkoutRequest(checkoutKeyFor(content));
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          placed(await placeOrder.mutateAsync(request));
          return;
        } catch (err) {
          // Still being settled on the server: ask again shortly (Retry-After is 2 s), a few times.
          if (err instanceof ApiError && err.code === 'in_progress' && attempt < IN_PROGRESS_POLLS) {
            await new Promise((resolve) => setTimeout(resolve, 2000));
            continue;
          }
          throw err;
        }
      }
    } catch (err) {
      // A final answer (refused, refunded, sold out) ends this key; a network error, a 5xx or a
      // checkout still in progress keeps it, so the next try cannot order twice.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.code !== 'in_progress') forgetCheckoutKey();
      failed(err);
    } finally {
      setPaying(false);
    }
  };

  // PayPal (§7): our server creates and captures; PayPal's window only approves.
  const paypalCallbacks: PayPalCallbacks = {
    canPay,
    async createOrder() {
      await loadPhoneRules();
      if (!canPay()) throw new Error('invalid address');
      try {
        // A fresh key per attempt: the customer may change the cart or address between attempts.
        const { orderId } = await createPayPalOrder.mutateAsync(checkoutRequest(crypto.randomUUID()));
        return orderId;
      } catch (err) {
        failed(err);
        if (err instanceof Error) reported.current.add(err);
        throw err;
      }
    },
    async onApprove(paypalOrderId) {
      setPaying(true);
      try {
        placed(await capturePayPalOrder.mutateAsync(paypalOrderId));
      } catch (err) {
        failed(err);
      } finally {
        setPaying(false);
      }
    },
    onError(err) {
      if (err instanceof Error && reported.current.has(err)) return;
      if (err instanceof Error && err.message === 'invalid address') return;
      toast.error(t('messages.paymentErrorTitle'), { description: t('messages.paymentError') });
    },
  };

  const total = quote.data?.totals.totalCents;
  const momoOperators = mobileMoney.data?.enabled ? mobileMoney.data.operators.filter((o) => o.countryCode === countryCode) : [];
  const cardOn = payment.data?.provider === 'test' || payment.data?.provider === 'paypal';
  const payMobile = momoOperators.length > 0 && (method === 'mobile' || !cardOn);

  return (
    <form onSubmit={pay} className="px-4 py-6 lg:grid lg:grid-cols-[1fr_22rem] lg:gap-6" noValidate>
      <div className="space-y-4">
        <PageTitle title={t('checkout.title')} />
        <h1 className="text-2xl font-bold">{t('checkout.title')}</h1>
        {/* Offline (issue 26): nothing is sent; everything typed stays in the form. */}
        <OfflineNotice text={t('pwa.offline.checkout')} />

        <section className="card p-4" aria-labelledby="address-title">
          <div className="flex items-center justify-between">
            <h2 id="address-title" className="flex items-center gap-2 font-bold">
              <MapPin className="size-5 text-brand-600" aria-hidden /> {t('checkout.shippingAddress')}
            </h2>
            <Link to={paths.addresses} className="text-sm font-semibold text-brand-600">
              {t('checkout.manage')}
            </Link>
          </div>
          {saved.data && saved.data.length > 0 && (
            <fieldset className="mt-3 space-y-2">
              <legend className="sr-only">{t('checkout.savedAddresses')}</legend>
              {saved.data.map((a) => (
                <label key={a.id} className={`flex cursor-pointer gap-3 rounded-xl border p-3 text-sm ${selectedId === a.id ? 'border-brand-500 bg-brand-50' : 'border-slate-200'}`}>
                  <input type="radio" name="saved-address" checked={selectedId === a.id} onChange={() => { setSelectedId(a.id); setAddress(fromSaved(a)); }} />
                  <span>
                    <strong>{a.name}</strong>
                    {a.isDefault && <span className="ml-2 rounded bg-brand-100 px-1.5 text-xs text-brand-700">{t('checkout.default')}</span>}
                    <span className="block text-slate-600">
                      {a.street}, {a.city} {a.zipCode}, {a.country}
                    </span>
                    {a.phone && <span className="block text-slate-600">{a.phone}</span>}
                  </span>
                </label>
              ))}
              <button
                type="button"
                className={`btn-outline w-full ${selectedId === 'new' ? 'border-brand-500' : ''}`}
                onClick={() => { setSelectedId('new'); setAddress({ ...EMPTY_ADDRESS, name: user.displayName, phone: user.phone ?? '', countryCode: chosen?.code ?? '' }); }}
              >
                <Plus className="size-4" aria-hidden /> {t('checkout.addNew')}
              </button>
            </fieldset>
          )}
          {selectedId === 'new' && (
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              <InputField id="name" name="name" limit="fullName" error={fieldErrors.name} label={t('checkout.fullName')} value={address.name} onChange={set('name')} required autoComplete="name" />
              <InputField id="company" name="company" limit="company" error={fieldErrors.company} label={t('checkout.company')} value={address.company ?? ''} onChange={set('company')} autoComplete="organization" />
              <InputField id="street" name="street" limit="street" error={fieldErrors.street} label={t('checkout.street')} value={address.street} onChange={set('street')} required autoComplete="street-address" fieldClassName="sm:col-span-2" />
              <InputField id="city" name="city" limit="city" error={fieldErrors.city} label={t('checkout.city')} value={address.city} onChange={set('city')} required autoComplete="address-level2" />
              <InputField id="state" name="state" limit="state" error={fieldErrors.state} label={t('checkout.state')} value={address.state ?? ''} onChange={set('state')} autoComplete="address-level1" />
              <InputField id="zipCode" name="zipCode" limit="zipCode" error={fieldErrors.zipCode} label={t('checkout.zip')} value={address.zipCode} onChange={set('zipCode')} required autoComplete="postal-code" />
              <SelectField id="countryCode" error={fieldErrors.countryCode} label={t('checkout.country')} value={address.countryCode} onChange={set('countryCode')} required autoComplete="country">
                <option value="">{t('checkout.selectCountry')}</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {countryName(c.code, c.name)}
                  </option>
                ))}
              </SelectField>
              <InputField id="phone" name="phone" limit="phone" error={fieldErrors.phone} label={t('checkout.phone')} type="tel" value={address.phone} onChange={set('phone')} required autoComplete="tel" fieldClassName="sm:col-span-2" />
              <label className="flex items-center gap-2 text-sm sm:col-span-2">
                <input type="checkbox" checked={saveAddress} onChange={(e) => setSaveAddress(e.target.checked)} /> {t('checkout.saveAddress')}
              </label>
            </div>
          )}
        </section>

        {moved && chosen && country && (
          <DestinationNotice from={chosen.name} to={country.name} before={cartQuote.data?.totals} after={quote.data?.country?.code === country.code ? quote.data.totals : undefined} />
        )}

        <section className="card p-4" aria-labelledby="shipping-title">
          <h2 id="shipping-title" className="font-bold">
            {t('checkout.shippingOption')}
          </h2>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {(expressOn ? (['standard', 'express'] as const) : (['standard'] as const)).map((option) => {
              // The server's figure for this option (free shipping minimum applied), so card and summary agree.
              const quoted = quote.data && quote.data.country?.code === country?.code ? quote.data.optionShippingCents[option] : undefined;
              const cost = quoted ?? (country ? shippingCostCents(country, option) : null);
              return (
                <label key={option} className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${shippingOption === option ? 'border-brand-500 bg-brand-50' : 'border-slate-200'}`}>
                  <input type="radio" name="shipping" value={option} checked={shippingOption === option} onChange={() => setShippingOption(option)} />
                  <span className="flex-1 text-sm">
                    <span className="flex justify-between font-semibold">
                      <span>{t(option === 'standard' ? 'checkout.standard' : 'checkout.express')}</span>
                      {cost === null ? <span>—</span> : cost === 0 ? <span>{t('summary.free')}</span> : <Price cents={cost} />}
                    </span>
                    <span className="text-slate-600">{t('checkout.businessDays', { range: deliveryEstimate(country, option) })}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </section>

        <section className="card border-amber-200 bg-amber-50 p-4" aria-labelledby="duty-title">
          <h2 id="duty-title" className="font-bold">
            {t('checkout.dutyTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {country ? (
              <Trans
                i18nKey="checkout.dutyText"
                values={{ country: countryName(country.code, country.name), rate: country.dutyRate, amount: quote.data ? priceFormat.show(quote.data.totals.dutyCents) : '…' }}
                components={[<strong key="amount" />]}
              />
            ) : (
              t('checkout.dutyChoose')
            )}
          </p>
        </section>
      </div>

      <div className="mt-6 space-y-4 lg:mt-12">
        {quote.data ? <OrderSummary totals={quote.data.totals} showDuty couponCode={quote.data.coupon?.code} /> : <SummaryPending failed={quote.isError} onRetry={() => void quote.refetch()} className="h-48" />}
        {total !== undefined && !payMobile && (
          <p className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700" data-testid="charge-notice">
            {t('currency.chargeNotice', { amount: formatUsd(total) })}
          </p>
        )}
        <section className="card p-4" aria-labelledby="payment-title">
          <h2 id="payment-title" className="flex items-center gap-2 font-bold">
            <CreditCard className="size-5 text-brand-600" aria-hidden /> {t('checkout.payment')}
          </h2>
          {momoOperators.length > 0 && cardOn && (
            <fieldset className="mt-3 grid grid-cols-2 gap-2" data-testid="payment-method">
              <legend className="sr-only">{t('checkout.payment')}</legend>
              {(['card', 'mobile'] as const).map((m) => (
                <label key={m} className={`flex cursor-pointer items-center gap-2 rounded-xl border p-3 text-sm font-semibold ${method === m ? 'border-brand-500 bg-brand-50' : 'border-slate-200'}`}>
                  <input type="radio" name="payment-method" value={m} checked={method === m} onChange={() => setMethod(m)} />
                  {t(m === 'card' ? 'mobileMoney.methodCard' : 'mobileMoney.methodMobileMoney')}
                </label>
              ))}
            </fieldset>
          )}
          {payMobile && countryCode && (
            <Suspense fallback={<Spinner />}>
            <MobileMoneyPanel
              operators={momoOperators}
              countryCode={countryCode}
              totalCents={quote.isFetching ? undefined : total}
              canPay={canPay}
              content={checkoutContent}
              onPlaced={placed}
              onError={failed}
            />
            </Suspense>
          )}
          {!payMobile && (
          <>
          {payment.data?.provider === 'test' && payment.data.testMode && (
            <TestModeNote title={t('checkout.testModeTitle')} text={t('checkout.testModeText')} />
          )}
          {payment.data?.provider === 'none' && (
            <p className="mt-2 rounded-xl bg-red-50 p-3 text-sm text-red-900" role="alert">
              <strong>{t('checkout.paymentsNotSetUpTitle')}</strong> {t('checkout.paymentsNotSetUpText')}
            </p>
          )}
          {payment.data?.provider === 'test' && (
            <button type="submit" className="btn-primary mt-3 w-full py-3 text-base" disabled={paying || !quote.data || quote.isFetching}>
              {paying ? t('checkout.processing') : t('checkout.pay', { amount: total !== undefined ? formatUsd(total) : '' }).trim()}
            </button>
          )}
          {payment.data?.provider === 'paypal' && payment.data.paypal && (
            <>
              {payment.data.testMode && (
                <TestModeNote title={t('checkout.paypalSandboxTitle')} text={t('checkout.paypalSandboxText')} />
              )}
              {total !== undefined && <p className="mt-3 text-center font-semibold">{t('checkout.totalToPay', { amount: formatUsd(total) })}</p>}
              {paying && (
                <p className="mt-2 flex items-center justify-center gap-2 text-sm" role="status">
                  {t('checkout.processing')}
                </p>
              )}
              <PayPalButtons info={payment.data.paypal} disabled={paying || !quote.data || quote.isFetching} callbacks={paypalCallbacks} />
            </>
          )}
          {payment.isPending && <div className="skeleton mt-3 h-12" />}
          {payment.isError && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {t('messages.checkoutLoadFailed')}
            </p>
          )}
          {payment.data?.provider !== 'none' && <p className="mt-2 text-center text-xs text-slate-500">Visa · Mastercard · American Express · {t('checkoutPage.wallet')}</p>}
          </>
          )}
        </section>
      </div>
    </form>
  );
}
