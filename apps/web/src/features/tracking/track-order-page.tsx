/**
 * Track order, /track-order?tracking= (storefront spec §2, §3 Shipment tracking, §5, §8): a
 * tracking number form (the button is disabled while the input is blank or a search runs),
 * result cards (status, route, service) and a timeline of events, newest first. Sample data
 * is labelled as such. The number in the URL is searched at once. Order status events carry
 * `orderStatus` and are shown with the customer texts in the visitor's language (never the
 * back office's wording); courier scans are shown as the courier wrote them.
 */
import { LimitReached } from '../../components/ui/field';
import { FIELD_LIMITS } from '@phonexport/domain/input-limits';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AlertTriangle, CheckCircle2, Circle, MapPin, Package, Search, Truck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { TrackingDto, TrackingEventDto } from '@phonexport/contracts/tracking';
import { TRACKING_MESSAGES, type TrackingStatusCode } from '@phonexport/domain/tracking';
import { useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { useTrackParcel } from './api/use-track-parcel';
import { PageTitle } from '../../components/page-title';
import { translateMessage } from '@phonexport/domain/server-messages';
import { dateTime } from '../../lib/format-date';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { paths } from '../../lib/paths';

const CODE_STYLE: Record<TrackingStatusCode, string> = {
  'pre-transit': 'bg-slate-100 text-slate-700',
  transit: 'bg-brand-100 text-brand-700',
  delivered: 'bg-green-100 text-green-800',
  failure: 'bg-red-100 text-red-700',
  exception: 'bg-amber-100 text-amber-800',
  unknown: 'bg-slate-100 text-slate-700',
};

/** An event's time in the current language and the shopper's time zone. */
const when = (iso: string) => dateTime(iso);

/** An event's title and text in the current language: order status events are translated. */
function eventTexts(e: TrackingEventDto, t: (key: string) => string): { status: string; description: string } {
  if (!e.orderStatus) return { status: e.status, description: e.description };
  return { status: t(`tracking.events.${e.orderStatus}.status`), description: t(`tracking.events.${e.orderStatus}.description`) };
}

export function TrackOrderPage() {
  const { t, language } = useTranslation();
  const [params, setParams] = useSearchParams();
  const initial = params.get('tracking') ?? '';
  const [value, setValue] = useState(initial);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (field, typed) => field === 'tracking' && setValue(typed));
  const lookup = useTrackParcel();
  const busy = lookup.isPending;
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TrackingDto | null>(null);

  const search = async (raw: string) => {
    const number = raw.trim();
    if (!number) {
      setError(translateMessage(TRACKING_MESSAGES.blank, language));
      return;
    }
    setError(null);
    setResult(null);
    try {
      setResult(await lookup.mutateAsync(number));
    } catch (err) {
      setError(err instanceof ApiError && err.status > 0 ? err.message : translateMessage(TRACKING_MESSAGES.generic, language));
    }
  };

  useEffect(() => {
    if (initial) void search(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- looked up again only when the URL's number changes, not the language
  }, [initial]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const number = value.trim();
    if (number && number !== initial) setParams({ tracking: number }, { replace: true });
    else void search(value);
  };

  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-6">
      <header>
        <PageTitle title={t('trackOrder.title')} />
        <h1 className="text-2xl font-bold">{t('trackOrder.title')}</h1>
        <p className="text-slate-600">{t('trackOrder.intro')}</p>
      </header>
      <form ref={form} action={paths.trackOrder()} method="get" onSubmit={submit} className="card p-3" role="search">
        <div className="flex gap-2">
          <label htmlFor="tracking" className="sr-only">
            {t('trackOrder.number')}
          </label>
          <input
            id="tracking"
            name="tracking"
            className="input min-w-0"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={t('trackOrder.placeholder')}
            autoComplete="off"
            inputMode="text"
            maxLength={FIELD_LIMITS.trackingNumber.max}
          />
          <button type="submit" className="btn-primary shrink-0" disabled={!value.trim() || busy}>
            <Search className="size-4" aria-hidden />
            {busy ? t('trackOrder.searching') : t('orders.track')}
          </button>
        </div>
        <LimitReached field="trackingNumber" length={value.length} />
      </form>

      {error && (
        <p role="alert" className="card flex items-start gap-2 border-red-200 bg-red-50 p-4 text-red-800">
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
          {error}
        </p>
      )}
      {busy && <div className="skeleton h-40" aria-label={t('common.loading')} />}

      {result && (
        <>
          {result.isMockData && (
            <p role="note" className="card border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <strong>{t('trackOrder.sample')}</strong> {t('trackOrder.sampleText')}
            </p>
          )}
          <section className="card p-4" aria-label={t('trackOrder.status')}>
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="text-xs text-slate-500 uppercase">{t('trackOrder.number')}</p>
                <p className="font-mono font-semibold">{result.id}</p>
                {result.orderNumber && <p className="text-sm text-slate-600">{t('orders.orderNumber', { number: result.orderNumber })}</p>}
              </div>
              <span className={`rounded-full px-3 py-1 text-sm font-semibold ${CODE_STYLE[result.status.statusCode]}`}>{t(`tracking.codes.${result.status.statusCode}`)}</span>
            </div>
            <p className="mt-3 font-semibold">{eventTexts(result.status, t).status}</p>
            <p className="text-sm text-slate-600">{eventTexts(result.status, t).description}</p>
            <p className="mt-1 text-xs text-slate-500">
              {when(result.status.timestamp)}
              {result.status.location ? ` · ${result.status.location}` : ''}
            </p>
          </section>
          <div className="grid grid-cols-2 gap-3">
            <section className="card p-4" aria-label={t('trackOrder.route')}>
              <p className="flex items-center gap-1.5 text-xs text-slate-500 uppercase">
                <MapPin className="size-3.5" aria-hidden /> {t('trackOrder.route')}
              </p>
              <p className="mt-1 text-sm font-medium">{result.origin ?? t('trackOrder.unknown')}</p>
              <p className="text-xs text-slate-400">{t('trackOrder.to')}</p>
              <p className="text-sm font-medium">{result.destination ?? t('trackOrder.unknown')}</p>
            </section>
            <section className="card p-4" aria-label={t('trackOrder.service')}>
              <p className="flex items-center gap-1.5 text-xs text-slate-500 uppercase">
                <Truck className="size-3.5" aria-hidden /> {t('trackOrder.service')}
              </p>
              <p className="mt-1 text-sm font-medium">{result.details.product.productName}</p>
              <p className="text-xs text-slate-500 capitalize">{result.service}</p>
            </section>
          </div>
          <section className="card p-4" aria-label={t('trackOrder.history')}>
            <h2 className="mb-3 flex items-center gap-2 font-bold">
              <Package className="size-5 text-brand-600" aria-hidden /> {t('trackOrder.history')}
            </h2>
            {result.events.length === 0 ? (
              <p className="text-sm text-slate-600">{translateMessage(TRACKING_MESSAGES.empty, language)}</p>
            ) : (
              <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5">
                {result.events.map((e, i) => (
                  <li key={`${e.timestamp}-${i}`} className="relative">
                    <span className="absolute top-0.5 -left-[1.72rem] rounded-full bg-white">
                      {i === 0 ? <CheckCircle2 className="size-5 text-brand-600" aria-hidden /> : <Circle className="size-5 text-slate-300" aria-hidden />}
                    </span>
                    <p className="font-medium">{eventTexts(e, t).status}</p>
                    <p className="text-sm text-slate-600">{eventTexts(e, t).description}</p>
                    <p className="text-xs text-slate-500">
                      {when(e.timestamp)}
                      {e.location ? ` · ${e.location}` : ''}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </div>
  );
}
