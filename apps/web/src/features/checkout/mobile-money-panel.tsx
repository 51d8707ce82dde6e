/**
 * Paying with mobile money at checkout (issue 25, decision 065): the shopper's mobile money number,
 * the operator found from it (changeable), the button "Pay K 8,650 with MTN MoMo" (the order's
 * local amount in the operator's currency, within the operator's limits), then the waiting screen
 * "Approve the payment on your phone" with the amount and a countdown, following the deposit live
 * (the live socket's `mobile-money` event, and polling every 3 s: the server asks pawaPay). Each
 * failure (declined — pawaPay reports a wrong PIN so —, no funds, timeout, operator unavailable…) gets its own message with
 * "Try again" and "Use another number"; the cart is only cleared once the order is placed.
 * Zimbabwe (Paynow, decision 070): EcoCash / OneMoney, charged in USD ("Pay $42.50 with EcoCash"),
 * the operator found from the number's prefix on the server, the same waiting screen.
 */
import { useEffect, useState } from 'react';
import { FlaskConical, Smartphone } from 'lucide-react';
import type { MobileMoneyCheckoutDto, MobileMoneyOperatorDto } from '@phonexport/contracts/mobile-money';
import type { PlacedOrderDto } from '@phonexport/contracts/checkout';
import type { CheckoutRequest } from '@phonexport/contracts/checkout';
import { formatMoney, type DisplayCurrency } from '@phonexport/domain/currency';
import { FAILURE_REASONS, localChargeMinor, type FailureReason } from '@phonexport/domain/mobile-money';
import { normalizePhone } from '@phonexport/domain/phone';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { useExchangeRates } from '../../lib/currency';
import { acquireLive, subscribeLive } from '../../lib/live';
import { toast } from '../../lib/toast';
import { loadPhoneRules } from '../../lib/phone-rules';
import { InputField, SelectField } from '../../components/ui/field';
import { checkoutKeyFor, forgetCheckoutKey } from './checkout-key';
import { useMobileMoneyStatus } from './api/use-mobile-money-status';
import { usePredictOperator } from './api/use-predict-operator';
import { useStartMobileMoney } from './api/use-start-mobile-money';

type Stage = { kind: 'form' } | { kind: 'waiting'; checkoutId: string } | { kind: 'failed'; reason: FailureReason | 'refunded'; message?: string };

export interface MobileMoneyPanelProps {
  /** The operators of the delivery country (non-empty). */
  operators: MobileMoneyOperatorDto[];
  countryCode: string;
  /** The order's USD total (the server's quote), or undefined while it loads. */
  totalCents: number | undefined;
  /** Checks the address before any payment (the page's §5 check). */
  canPay: () => boolean;
  /** The checkout request without its key and currency. */
  content: () => Omit<CheckoutRequest, 'idempotencyKey' | 'displayCurrency'>;
  onPlaced: (order: PlacedOrderDto) => void;
  /** Any other refusal (409 stock, 401, 5xx): the page's toasts. */
  onError: (err: unknown) => void;
}

const isReason = (value: string): value is FailureReason => (FAILURE_REASONS as readonly string[]).includes(value);

const focusNumber = () => document.getElementById('momo-number')?.focus();

function mmss(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function MobileMoneyPanel({ operators, countryCode, totalCents, canPay, content, onPlaced, onError }: MobileMoneyPanelProps) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const rates = useExchangeRates();
  const predict = usePredictOperator();
  const start = useStartMobileMoney();
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | undefined>();
  const [operatorCode, setOperatorCode] = useState(operators[0]!.code);
  const [predicted, setPredicted] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const [now, setNow] = useState(() => Date.now());
  const operator = operators.find((o) => o.code === operatorCode) ?? operators[0]!;

  // The operator of the number, asked once it reads as a number of the country.
  useEffect(() => {
    const phone = normalizePhone(number, countryCode);
    if (!phone.ok) return;
    const timer = setTimeout(() => {
      predict.mutate(
        { phoneNumber: number, countryCode },
        {
          onSuccess: (p) => {
            if (p.operator && operators.some((o) => o.code === p.operator)) {
              setOperatorCode(p.operator);
              setPredicted(p.operator);
            }
          },
        },
      );
    }, 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again only when the number changes
  }, [number, countryCode]);

  // The local amount: the order's total at the shop's rate and rounding, in the operator's decimals (the server charges the same).
  const rate = rates.data?.rates.find((r) => r.currency === operator.currency);
  const currency = operator.currency as DisplayCurrency;
  // Charged in USD (Paynow, decision 070): the order's own total, no conversion.
  const minor =
    totalCents === undefined ? undefined : currency === 'USD' ? totalCents : rate && !rate.stale ? localChargeMinor(totalCents, String(rate.rate), currency, rate.rounding, operator.decimals) : undefined;
  const money = (m: number) => formatMoney(m, currency, locale);
  const outOfLimits = minor !== undefined && (minor < operator.minMinor || minor > operator.maxMinor);

  const waitingId = stage.kind === 'waiting' ? stage.checkoutId : null;
  const status = useMobileMoneyStatus(waitingId, stage.kind === 'waiting');

  // Live: the server says the checkout moved; ask its status now.
  useEffect(() => {
    if (!waitingId) return;
    const release = acquireLive();
    const unsubscribe = subscribeLive((event) => {
      if (event.type === 'mobile-money' && event.checkoutId === waitingId) void status.refetch();
    });
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      unsubscribe();
      release();
      clearInterval(tick);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one subscription per waiting checkout
  }, [waitingId]);

  const settle = (s: MobileMoneyCheckoutDto) => {
    if (s.status === 'paid' && s.order) {
      onPlaced(s.order);
    } else if (s.status === 'failed') {
      forgetCheckoutKey();
      setStage({ kind: 'failed', reason: s.reason ?? 'other' });
    } else if (s.status === 'refunded') {
      forgetCheckoutKey();
      setStage({ kind: 'failed', reason: 'refunded' });
    } else {
      setNow(Date.now());
      setStage({ kind: 'waiting', checkoutId: s.checkoutId });
    }
  };

  useEffect(() => {
    if (status.data && waitingId && status.data.checkoutId === waitingId && status.data.status !== 'pending') settle(status.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- settles on each new answer
  }, [status.data]);

  const expiresAt = status.data?.checkoutId === waitingId ? status.data?.expiresAt : start.data?.expiresAt;
  const left = expiresAt ? new Date(expiresAt).getTime() - now : null;
  useEffect(() => {
    // Not approved in time: the shop stops waiting (pawaPay's own answer may still come; a late payment is placed or refunded by the server).
    if (waitingId && left !== null && left <= 0) {
      forgetCheckoutKey();
      setStage({ kind: 'failed', reason: 'timeout' });
    }
  }, [left, waitingId]);

  const pay = async () => {
    if (start.isPending || minor === undefined || outOfLimits) return;
    // This panel brings the phone rules with it; checkout's content and checks read them from here on.
    await loadPhoneRules();
    if (!canPay()) return;
    const phone = normalizePhone(number, countryCode);
    if (!phone.ok) {
      setNumberError(phone.message);
      focusNumber();
      return;
    }
    setNumberError(undefined);
    const base = content();
    const mobileMoney = { phoneNumber: phone.e164, operator: operator.code };
    const idempotencyKey = checkoutKeyFor({ ...base, mobileMoney });
    try {
      settle(await start.mutateAsync({ ...base, displayCurrency: currency, idempotencyKey, mobileMoney }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        forgetCheckoutKey();
        const reason = err.code?.startsWith('mobile_money_') ? err.code.slice('mobile_money_'.length) : '';
        if (isReason(reason)) return setStage({ kind: 'failed', reason });
        const fieldMessage = err.fields['mobileMoney.phoneNumber'] ?? err.fields['mobileMoney.operator'];
        if (fieldMessage) {
          setNumberError(fieldMessage);
          focusNumber();
          return;
        }
        toast.error(t('mobileMoney.failedTitle'), { description: err.message });
        return;
      }
      onError(err);
    }
  };

  const useAnotherNumber = () => {
    setStage({ kind: 'form' });
    setNumber('');
    setPredicted(null);
    setTimeout(() => focusNumber(), 0);
  };

  if (stage.kind === 'waiting') {
    const s = status.data?.checkoutId === stage.checkoutId ? status.data : start.data;
    return (
      <div className="mt-3 space-y-3 rounded-xl border border-brand-500 bg-brand-50 p-4 text-center" role="status" aria-live="polite" data-testid="momo-waiting">
        <Smartphone className="mx-auto size-10 text-brand-600" aria-hidden />
        <h3 className="text-lg font-bold">{t('mobileMoney.waitingTitle')}</h3>
        {s && (
          <>
            <p className="text-2xl font-bold" data-testid="momo-amount">
              {formatMoney(s.amountMinor, s.currency as DisplayCurrency, locale)}
            </p>
            <p className="text-sm text-slate-700">{t('mobileMoney.waitingText', { operator: s.operatorName, amount: formatMoney(s.amountMinor, s.currency as DisplayCurrency, locale), account: s.account })}</p>
          </>
        )}
        {left !== null && (
          <p className="font-mono text-sm font-semibold" data-testid="momo-countdown">
            {t('mobileMoney.timeLeft', { time: mmss(left) })}
          </p>
        )}
        <p className="text-xs text-slate-600">{t('mobileMoney.keepOpen')}</p>
      </div>
    );
  }

  if (stage.kind === 'failed') {
    return (
      <div className="mt-3 space-y-3 rounded-xl border border-red-200 bg-red-50 p-4" role="alert" data-testid="momo-failed">
        <h3 className="font-bold text-red-900">{t(stage.reason === 'refunded' ? 'mobileMoney.refundedTitle' : 'mobileMoney.failedTitle')}</h3>
        <p className="text-sm text-red-900" data-testid="momo-reason">
          {t(`mobileMoney.reason.${stage.reason}`)}
        </p>
        <p className="text-sm text-slate-700">{t('mobileMoney.cartKept')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <button type="button" className="btn-primary flex-1" onClick={() => void pay()}>
            {t('mobileMoney.tryAgain')}
          </button>
          <button type="button" className="btn-outline flex-1" onClick={useAnotherNumber}>
            {t('mobileMoney.anotherNumber')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="mt-3 space-y-3" data-testid="momo-form">
      {operator.testMode && (
        <p className="flex gap-2 rounded-xl bg-violet-50 p-3 text-sm text-violet-900" role="note" data-testid="momo-test-mode">
          <FlaskConical className="size-5 shrink-0" aria-hidden />
          <span>
            <strong>{t('mobileMoney.testModeTitle')}</strong> {operator.provider === 'paynow' ? t('paynow.testModeText') : t('mobileMoney.testModeText')}
          </span>
        </p>
      )}
      <InputField
        id="momo-number"
        label={t('mobileMoney.number')}
        hint={t('mobileMoney.numberHint')}
        error={numberError}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={number}
        onChange={(e) => {
          setNumber(e.target.value);
          setNumberError(undefined);
        }}
      />
      <SelectField
        id="momo-operator"
        label={t('mobileMoney.operator')}
        hint={predicted === operator.code ? t('mobileMoney.predicted') : undefined}
        value={operator.code}
        onChange={(e) => setOperatorCode(e.target.value)}
      >
        {operators.map((o) => (
          <option key={o.code} value={o.code} disabled={!o.available}>
            {o.available ? o.name : `${o.name} — ${t('mobileMoney.operatorDown', { operator: o.name })}`}
          </option>
        ))}
      </SelectField>
      {outOfLimits && minor !== undefined && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900" role="alert">
          {t('mobileMoney.limit', { amount: money(minor), operator: operator.name, min: money(operator.minMinor), max: money(operator.maxMinor) })}
        </p>
      )}
      <button type="button" className="btn-primary w-full py-3 text-base" data-testid="momo-pay" disabled={start.isPending || minor === undefined || outOfLimits || !operator.available} onClick={() => void pay()}>
        {start.isPending ? t('mobileMoney.starting') : t('mobileMoney.pay', { amount: minor !== undefined ? money(minor) : '…', operator: operator.name })}
      </button>
    </div>
  );
}
