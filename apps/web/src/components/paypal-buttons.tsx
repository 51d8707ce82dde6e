/**
 * PayPal's card and wallet buttons (storefront §7 Payment provider, §8 Payment script). Loads
 * PayPal's JS SDK from the address the server names (sandbox or production) only when PayPal is
 * the shop's provider, and renders its buttons. The money decisions stay on the server:
 * createOrder asks our server to create the PayPal order for its own amount (the checkout's total,
 * an exchange's difference); onApprove asks our server to capture it and record it. A script that fails to load shows 'Failed to load'.
 */
import { useEffect, useRef, useState } from 'react';
import type { PayPalInfoDto } from '@phonexport/contracts/checkout';
import { payPalSdkSrc } from '@phonexport/domain/payments';
import { useTranslation } from '../i18n/i18n';

interface PayPalButtonsOptions {
  style?: Record<string, string | number>;
  onClick?: (data: unknown, actions: { resolve(): Promise<void>; reject(): Promise<void> }) => Promise<void> | void;
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel?: () => void;
  onError?: (err: unknown) => void;
}

interface PayPalNamespace {
  Buttons(options: PayPalButtonsOptions): { isEligible(): boolean; render(target: HTMLElement): Promise<void>; close?(): Promise<void> };
}

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

const loads = new Map<string, Promise<PayPalNamespace>>();

/** Loads the SDK once per address; rejects when the script fails to load. */
function loadSdk(src: string): Promise<PayPalNamespace> {
  let load = loads.get(src);
  if (!load) {
    load = new Promise<PayPalNamespace>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.namespace = 'paypal';
      script.onload = () => (window.paypal ? resolve(window.paypal) : reject(new Error('PayPal SDK did not start')));
      script.onerror = () => reject(new Error('PayPal SDK failed to load'));
      document.head.appendChild(script);
    });
    load.catch(() => loads.delete(src)); // a later visit may try again
    loads.set(src, load);
  }
  return load;
}

export interface PayPalCallbacks {
  /** Checks the form; returns false (after telling the customer) when payment must not start. */
  canPay(): boolean;
  /** Our server's PayPal order id for the current checkout. Throws on refusal. */
  createOrder(): Promise<string>;
  /** Our server captures and places the order. */
  onApprove(paypalOrderId: string): Promise<void>;
  /** PayPal's own errors (popup closed by a failure, SDK errors). */
  onError(err: unknown): void;
}

/** PayPal's buttons, or a loading placeholder, or the 'Failed to load' message. */
export function PayPalButtons({ info, disabled, callbacks }: { info: PayPalInfoDto; disabled: boolean; callbacks: PayPalCallbacks }) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const { t } = useTranslation();

  useEffect(() => {
    let cancelled = false;
    const src = payPalSdkSrc(info.sdkUrl, info.clientId);
    loadSdk(src)
      .then(async (paypal) => {
        if (cancelled || !container.current) return;
        container.current.replaceChildren();
        const buttons = paypal.Buttons({
          style: { layout: 'vertical', shape: 'rect', label: 'pay' },
          onClick: (_data, actions) => (latest.current.canPay() ? actions.resolve() : actions.reject()),
          createOrder: () => latest.current.createOrder(),
          onApprove: (data) => latest.current.onApprove(data.orderID),
          onError: (err) => latest.current.onError(err),
        });
        await buttons.render(container.current);
        if (!cancelled) setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [info.sdkUrl, info.clientId]);

  return (
    <div className="mt-3">
      {state === 'loading' && <div className="skeleton h-12" aria-label={t('checkoutPage.loadingPaypal')} />}
      {state === 'failed' && (
        <div role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          <strong className="block">{t('checkoutPage.paypalFailedTitle')}</strong>
          {t('checkoutPage.paypalFailed')}
        </div>
      )}
      <div ref={container} data-testid="paypal-buttons" aria-busy={disabled} className={disabled ? 'pointer-events-none opacity-50' : ''} />
    </div>
  );
}
