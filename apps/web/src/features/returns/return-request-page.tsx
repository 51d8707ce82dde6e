/**
 * /orders/:id/return (issue 27): the customer picks a reason, the items and how many, the IMEI or
 * serial number of each device, photos, refund or an exchange for another variant of the same
 * product, and sees the estimated refund before sending. Lines that cannot be returned for the
 * chosen reason say why and until when they could. The server decides again on sending; its field
 * messages show under their fields.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { OrderReturnsDto } from '@phonexport/contracts/returns';
import { RETURN_REASONS, exchangeDifferenceCents, refundEstimate, type ReturnReason, type ReturnResolution } from '@phonexport/domain/returns';
import { PageTitle } from '../../components/page-title';
import { QueryState } from '../../components/ui/query-state';
import { CardSection } from '../../components/ui/card-section';
import { FileField, FormError, InputField, SelectField, TextAreaField } from '../../components/ui/field';
import { useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { paths } from '../../lib/paths';
import { shortDate } from '../../lib/format-date';
import { toast } from '../../lib/toast';
import { useCreateReturn } from './api/use-create-return';
import { useOrderReturns } from './api/use-order-returns';
import { useUploadReturnPhoto } from './api/use-upload-return-photo';
import { useUploadReturnVideo } from './api/use-upload-return-video';
import { money, useShopperAmount } from './return-parts';

export function ReturnRequestPage() {
  const { id = null } = useParams();
  const { t } = useTranslation();
  const query = useOrderReturns(id);
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-6">
      <PageTitle title={t('returns.titles.request')} />
      <h1 className="text-2xl font-bold">{t('returns.titles.request')}</h1>
      <QueryState query={query} error={t('returns.loadFailed')} notFound={<p>{t('returns.orderNotFound')}</p>}>
        {(data) => <ReturnForm data={data} />}
      </QueryState>
    </div>
  );
}

interface LineChoice {
  quantity: number;
  serial: string;
  exchangeVariantId: string;
}

const MAX_PHOTOS = 5;

function ReturnForm({ data }: { data: OrderReturnsDto }) {
  const { t } = useTranslation();
  const shopper = useShopperAmount();
  const navigate = useNavigate();
  const create = useCreateReturn(data.orderId);
  const uploadPhoto = useUploadReturnPhoto();
  const uploadVideo = useUploadReturnVideo();
  const [video, setVideo] = useState<{ key: string; name: string } | null>(null);
  // Every reason is offered; the lines that cannot be returned for the chosen one say why and until when.
  const open = RETURN_REASONS.filter((reason) => data.items.some((i) => i.returnableQuantity > 0 && i.reasons.some((r) => r.reason === reason && r.eligible)));
  const [reason, setReason] = useState<ReturnReason | ''>(open[0] ?? '');
  const [resolution, setResolution] = useState<ReturnResolution>('refund');
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<{ key: string; name: string }[]>([]);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  const choice = (itemId: string): LineChoice => choices[itemId] ?? { quantity: 0, serial: '', exchangeVariantId: '' };
  const setChoice = (itemId: string, patch: Partial<LineChoice>) => setChoices((c) => ({ ...c, [itemId]: { ...choice(itemId), ...patch } }));
  const ruleOf = (itemId: string) => data.items.find((i) => i.orderItemId === itemId)?.reasons.find((r) => r.reason === reason);

  const picked = data.items.filter((i) => choice(i.orderItemId).quantity > 0 && ruleOf(i.orderItemId)?.eligible);
  const estimate = useMemo(() => {
    if (resolution === 'exchange') {
      // New minus old price of the units asked: the customer pays a positive one, is refunded a negative one.
      const difference = picked.reduce((sum, i) => {
        const v = i.exchangeOptions.find((o) => o.variantId === choice(i.orderItemId).exchangeVariantId);
        return sum + (v ? exchangeDifferenceCents(i.unitPriceCents, v.priceCents, choice(i.orderItemId).quantity) : 0);
      }, 0);
      return { refundCents: Math.max(0, Math.min(-difference, data.refundableCents)), payCents: Math.max(0, difference), itemsCents: 0, restockingFeeCents: 0, returnShippingCents: 0 };
    }
    return {
      payCents: 0,
      ...refundEstimate(
        picked.map((i) => ({ unitPriceCents: i.unitPriceCents, quantity: choice(i.orderItemId).quantity, rule: ruleOf(i.orderItemId)! })),
        { subtotalCents: data.subtotalCents, discountCents: data.discountCents, refundableCents: data.refundableCents },
        data.returnShippingCents,
      ),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choices, reason, resolution, data]);

  const addPhotos = async (files: FileList | null) => {
    for (const file of Array.from(files ?? []).slice(0, MAX_PHOTOS - photos.length)) {
      try {
        const { key } = await uploadPhoto.mutateAsync(file);
        setPhotos((p) => [...p, { key, name: file.name }]);
      } catch (err) {
        toast.error(err instanceof ApiError ? err.message : t('returns.form.uploadFailed'));
      }
    }
  };

  const addVideo = async (file: File | undefined) => {
    if (!file) return;
    try {
      const { key } = await uploadVideo.mutateAsync(file);
      setVideo({ key, name: file.name });
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : t('returns.form.uploadFailed'));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason || !picked.length) {
      setError({ message: t('returns.form.pickOne'), fields: {} });
      return;
    }
    setError(null);
    try {
      await create.mutateAsync({
        reason,
        resolution,
        description,
        photos: photos.map((p) => p.key),
        videos: video ? [video.key] : [],
        lines: picked.map((i) => {
          const c = choice(i.orderItemId);
          return { orderItemId: i.orderItemId, quantity: c.quantity, ...(i.needsSerial ? { serial: c.serial.trim() } : {}), ...(resolution === 'exchange' ? { exchangeVariantId: c.exchangeVariantId || undefined } : {}) };
        }),
      });
      toast.success(t('returns.form.sent'));
      void navigate(paths.orderDetail(data.orderId));
    } catch (err) {
      setError(err instanceof ApiError ? { message: err.message, fields: err.fields } : { message: t('returns.form.failed'), fields: {} });
    }
  };

  if (!open.length)
    return (
      <div className="card space-y-3 p-4">
        <p>{t('returns.form.nothing')}</p>
        <ItemsWhy data={data} reason={null} />
        <Link to={paths.orderDetail(data.orderId)} className="btn-outline">
          {t('returns.form.back')}
        </Link>
      </div>
    );

  const fieldError = (index: number, name: string) => error?.fields[`lines.${index}.${name}`];
  const pickedIndex = (itemId: string) => picked.findIndex((p) => p.orderItemId === itemId);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <section className="card space-y-3 p-4">
        <SelectField id="return-reason" label={t('returns.form.reason')} value={reason} onChange={(e) => setReason(e.target.value as ReturnReason)} error={error?.fields.reason}>
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`returns.reasons.${r}`)}
            </option>
          ))}
        </SelectField>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold">{t('returns.form.resolution')}</legend>
          {(['refund', 'exchange'] as const).map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm">
              <input type="radio" name="resolution" value={r} checked={resolution === r} onChange={() => setResolution(r)} />
              {t(`returns.resolution.${r}`)}
            </label>
          ))}
        </fieldset>
      </section>

      <CardSection className="space-y-4 p-4" titleId="return-items" title={t('returns.form.items')}>
        {data.items.map((item) => {
          const rule = ruleOf(item.orderItemId);
          const c = choice(item.orderItemId);
          const open = Boolean(rule?.eligible) && item.returnableQuantity > 0;
          const index = pickedIndex(item.orderItemId);
          return (
            <div key={item.orderItemId} className="space-y-2 border-b border-slate-100 pb-3 last:border-0">
              <div className="flex items-start gap-3">
                {item.image && <img src={item.image} alt="" width={48} height={48} className="size-12 rounded-lg object-cover" />}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{item.productName}</p>
                  <p className="text-sm text-slate-600">
                    {item.variant} · {money(item.unitPriceCents, data.currency)}
                  </p>
                  {!open && <p className="text-sm text-amber-800">{whyText(t, item, rule)}</p>}
                  {open && rule?.deadline && <p className="text-xs text-slate-500">{t('returns.until', { date: shortDate(rule.deadline) })}</p>}
                </div>
                {open && (
                  <SelectField
                    id={`qty-${item.orderItemId}`}
                    label={t('returns.form.quantity')}
                    fieldClassName="w-24"
                    value={String(c.quantity)}
                    onChange={(e) => setChoice(item.orderItemId, { quantity: Number(e.target.value) })}
                    error={index >= 0 ? fieldError(index, 'quantity') : undefined}
                    aria-label={t('returns.form.quantityOf', { name: item.productName })}
                  >
                    {Array.from({ length: item.returnableQuantity + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </SelectField>
                )}
              </div>
              {open && c.quantity > 0 && item.needsSerial && (
                <InputField
                  id={`serial-${item.orderItemId}`}
                  label={t('returns.form.serial', { name: item.productName })}
                  value={c.serial}
                  onChange={(e) => setChoice(item.orderItemId, { serial: e.target.value })}
                  autoComplete="off"
                  inputMode="text"
                  maxLength={30}
                  error={index >= 0 ? fieldError(index, 'serial') : undefined}
                  hint={t('returns.form.serialHint')}
                />
              )}
              {open && c.quantity > 0 && resolution === 'exchange' && (
                <SelectField
                  id={`exchange-${item.orderItemId}`}
                  label={t('returns.form.exchangeFor', { name: item.productName })}
                  value={c.exchangeVariantId}
                  onChange={(e) => setChoice(item.orderItemId, { exchangeVariantId: e.target.value })}
                  error={index >= 0 ? fieldError(index, 'exchangeVariantId') : undefined}
                >
                  <option value="">{t('returns.form.chooseVariant')}</option>
                  {item.exchangeOptions.map((o) => (
                    <option key={o.variantId} value={o.variantId} disabled={!o.inStock}>
                      {o.label} · {money(o.priceCents, data.currency)}
                      {o.inStock ? '' : ` · ${t('returns.form.outOfStock')}`}
                    </option>
                  ))}
                </SelectField>
              )}
            </div>
          );
        })}
      </CardSection>

      <section className="card space-y-3 p-4">
        <TextAreaField id="return-description" label={t('returns.form.description')} value={description} maxLength={1000} rows={3} onChange={(e) => setDescription(e.target.value)} error={error?.fields.description} />
        <FileField
          id="return-photos"
          label={t('returns.form.photos')}
          note={uploadPhoto.isPending ? t('returns.form.uploading') : t('returns.form.photoCount', { count: photos.length, max: MAX_PHOTOS })}
          accept="image/*"
          multiple
          disabled={photos.length >= MAX_PHOTOS || uploadPhoto.isPending}
          onChange={(e) => {
            void addPhotos(e.target.files);
            e.target.value = '';
          }}
        >
          {photos.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2 text-xs">
              {photos.map((p) => (
                <li key={p.key} className="flex items-center gap-1 rounded-full bg-slate-100 px-2 py-1">
                  <span className="max-w-40 truncate">{p.name}</span>
                  <button type="button" className="font-bold text-slate-500" aria-label={t('returns.form.removePhoto', { name: p.name })} onClick={() => setPhotos((all) => all.filter((x) => x.key !== p.key))}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </FileField>
      </section>

      <section className="card space-y-1 p-4">
        <FileField
          id="return-video"
          label={t('exchange.video')}
          note={uploadVideo.isPending ? t('returns.form.uploading') : t('exchange.videoHint')}
          accept="video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov"
          disabled={video !== null || uploadVideo.isPending}
          onChange={(e) => {
            void addVideo(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {error?.fields['videos.0'] && <p className="text-sm text-red-700">{error.fields['videos.0']}</p>}
        {video && (
          <p className="flex w-fit items-center gap-1 rounded-full bg-slate-100 px-2 py-1 text-xs">
            <span className="max-w-48 truncate">{video.name}</span>
            <button type="button" className="font-bold text-slate-500" aria-label={t('exchange.removeVideo', { name: video.name })} onClick={() => setVideo(null)}>
              ×
            </button>
          </p>
        )}
      </section>

      <CardSection className="space-y-1 p-4 text-sm" aria-live="polite" titleId="return-estimate" title={t('returns.form.estimate')}>
        {resolution === 'refund' ? (
          <>
            <p className="flex justify-between">
              <span>{t('returns.form.itemsValue')}</span> <span>{money(estimate.itemsCents, data.currency)}</span>
            </p>
            {estimate.restockingFeeCents > 0 && (
              <p className="flex justify-between">
                <span>{t('returns.form.fee')}</span> <span>−{money(estimate.restockingFeeCents, data.currency)}</span>
              </p>
            )}
            {estimate.returnShippingCents > 0 && (
              <p className="flex justify-between">
                <span>{t('returns.form.shipping')}</span> <span>−{money(estimate.returnShippingCents, data.currency)}</span>
              </p>
            )}
          </>
        ) : (
          estimate.payCents === 0 && <p className="text-slate-600">{t('returns.form.exchangeNote')}</p>
        )}
        {estimate.payCents > 0 ? (
          <>
            <p className="text-base font-bold" data-testid="exchange-difference">
              {t('exchange.youPay', { amount: shopper(estimate.payCents) })}
            </p>
            <p className="text-slate-600">{t('exchange.payNote')}</p>
          </>
        ) : (
          <p className="flex justify-between text-base font-bold" data-testid="return-estimate">
            <span>{t('returns.form.estimatedRefund')}</span> <span>{shopper(estimate.refundCents)}</span>
          </p>
        )}
      </CardSection>

      <FormError>{error?.message}</FormError>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={paths.orderDetail(data.orderId)} className="btn-outline">
          {t('returns.form.back')}
        </Link>
        <button type="submit" className="btn-primary" disabled={create.isPending || uploadPhoto.isPending || uploadVideo.isPending}>
          {create.isPending ? t('returns.form.sending') : t('returns.form.submit')}
        </button>
      </div>
    </form>
  );
}

type T = ReturnType<typeof useTranslation>['t'];
type Item = OrderReturnsDto['items'][number];

/** Why a line cannot be returned (for `rule`'s reason), and until when it could have been. */
function whyText(t: T, item: Item, rule: Item['reasons'][number] | undefined): string {
  if (item.returnableQuantity === 0) return t('returns.why.allReturned');
  if (!rule) return t('returns.why.reason_not_allowed');
  if (rule.why === 'window_closed' && rule.deadline) return t('returns.why.window_closed', { date: shortDate(rule.deadline) });
  return t(`returns.why.${rule.why ?? 'reason_not_allowed'}`);
}

/** Each line with why it cannot be returned now (the latest window of any reason). */
function ItemsWhy({ data }: { data: OrderReturnsDto; reason: null }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-1 text-sm">
      {data.items.map((i) => {
        const latest = [...i.reasons].sort((a, b) => (b.deadline ?? '').localeCompare(a.deadline ?? ''))[0];
        return (
          <li key={i.orderItemId} className="break-words">
            <span className="font-semibold">{i.productName}</span>: {whyText(t, i, latest)}
          </li>
        );
      })}
    </ul>
  );
}
