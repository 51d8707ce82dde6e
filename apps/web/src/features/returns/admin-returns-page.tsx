/**
 * /admin/returns (issue 27): the returns queue by status (counts on the tabs) and age (oldest
 * first), filtered by reason, searched by order number or IMEI/serial; each request as a card with
 * its customer, lines, photos, estimate and timeline, and the step its status allows: approve with
 * instructions or reject with a reason, mark received, record the inspection, then refund, ship
 * the exchange or close. Below the queue, the return policy for new orders (owner edits).
 */
import { useState } from 'react';
import type { AdminReturnRequestDto } from '@phonexport/contracts/returns';
import { RETURN_REASONS, RETURN_STATUSES, type ReturnReason, type ReturnStatus } from '@phonexport/domain/returns';
import { parseDollars } from '@phonexport/domain/money';
import { PageHeader } from '../../components/ui/page-header';
import { ConfirmDialog, FormDialog } from '../../components/ui/dialog';
import { Pager } from '../../components/ui/data-table';
import { EmptyState, QueryState, Skeletons } from '../../components/ui/query-state';
import { ListToolbar, listOptions, useListOffset } from '../../components/admin-list/list-toolbar';
import { InputField, TextAreaField } from '../../components/ui/field';
import { useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { relativeTime } from '../../lib/format-date';
import { toast } from '../../lib/toast';
import { useCan } from '../../lib/use-me';
import { useAdminReturns } from './api/use-admin-returns';
import { useApproveReturn, useCloseReturn, useExchangeReturn, useInspectReturn, useReceiveReturn, useRefundReturn, useRejectReturn } from './api/use-return-steps';
import { ReturnPolicyEditor } from './return-policy-editor';
import { ReturnStatusBadge, ReturnTimeline, money } from './return-parts';

const PAGE = 20;
type Dialog = 'approve' | 'reject' | 'receive' | 'inspect' | 'refund' | 'exchange' | 'close';

export function AdminReturnsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReturnStatus | ''>('requested');
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<'oldest' | 'newest'>('oldest');
  const { offset, setOffset, refine } = useListOffset();
  const [acting, setActing] = useState<{ request: AdminReturnRequestDto; dialog: Dialog } | null>(null);
  const q = useAdminReturns({ status, reason, search, sort, offset, limit: PAGE });
  const counts = q.data?.counts;
  return (
    <div className="space-y-4">
      <PageHeader title={t('returns.titles.admin')} subtitle={t('returns.admin.subtitle')} />
      <div role="group" aria-label={t('returns.admin.statusFilter')} className="flex gap-2 overflow-x-auto pb-1">
        {(['', ...RETURN_STATUSES] as const).map((s) => (
          <button key={s || 'all'} type="button" aria-pressed={status === s} onClick={() => refine(setStatus)(s)} className={`shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium ${status === s ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-200 bg-white text-slate-700'}`}>
            {s ? t(`returns.status.${s}`) : t('returns.admin.all')} <span className="tabular-nums">({counts?.[s || 'all'] ?? '…'})</span>
          </button>
        ))}
      </div>
      <ListToolbar
        search={{ label: t('returns.admin.searchLabel'), placeholder: t('returns.admin.searchPlaceholder'), value: search, onChange: refine(setSearch) }}
        filters={[
          {
            label: t('returns.admin.reasonFilter'),
            value: reason,
            onChange: (v) => refine(setReason)(v as ReturnReason | ''),
            options: listOptions(RETURN_REASONS, (r) => t(`returns.reasons.${r}`), t('returns.admin.allReasons')),
          },
        ]}
        sort={{
          label: t('returns.admin.sort'),
          value: sort,
          onChange: (v) => refine(setSort)(v as 'oldest' | 'newest'),
          options: listOptions(['oldest', 'newest'], (s) => t(`returns.admin.${s}`)),
        }}
      />
      <QueryState query={q} error={t('returns.admin.loadFailed')} loading={<Skeletons count={3} className="h-40" />} isEmpty={(d) => d.items.length === 0} empty={<EmptyState title={t('returns.admin.empty')} />}>
        {(data) => (
          <>
            <ul className="space-y-3" aria-label={t('returns.titles.admin')}>
              {data.items.map((r) => (
                <li key={r.id}>
                  <ReturnCard request={r} onAct={(dialog) => setActing({ request: r, dialog })} />
                </li>
              ))}
            </ul>
            <Pager offset={offset} pageSize={PAGE} total={data.total} onChange={setOffset} />
          </>
        )}
      </QueryState>
      {acting && <StepDialog key={`${acting.request.id}-${acting.dialog}`} request={acting.request} dialog={acting.dialog} onClose={() => setActing(null)} />}
      <ReturnPolicyEditor />
    </div>
  );
}

/** One request: who, what, why, how long it has waited, photos, timeline and its next steps. */
function ReturnCard({ request: r, onAct }: { request: AdminReturnRequestDto; onAct: (d: Dialog) => void }) {
  const { t } = useTranslation();
  const canManage = useCan('orders.manage');
  const canRefund = useCan('orders.refund');
  const steps: Dialog[] = [];
  if (canManage && r.status === 'requested') steps.push('approve', 'reject');
  if (canManage && r.status === 'approved') steps.push('receive');
  if (canManage && r.status === 'received') steps.push('inspect');
  if (r.status === 'inspected') {
    if (r.resolution === 'refund' && canRefund) steps.push('refund');
    // An exchange for a dearer variant ships only once its difference is paid (the server refuses too).
    if (r.resolution === 'exchange' && canManage && r.differenceDueCents === 0) steps.push('exchange');
    if (canManage) steps.push('close');
  }
  return (
    <article className="card space-y-3 p-4" aria-label={t('returns.admin.cardName', { number: r.orderNumber })}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">
            #{r.orderNumber} · {r.customerName} <span className="text-sm font-normal text-slate-500">({r.country})</span>
          </p>
          <p className="truncate text-xs text-slate-500">{r.customerEmail}</p>
          <p className="text-sm">
            {t(`returns.reasons.${r.reason}`)} · {t(`returns.resolution.${r.resolution}`)} · <span className="text-slate-500">{t('returns.admin.age', { age: relativeTime(r.createdAt) })}</span>
          </p>
        </div>
        <ReturnStatusBadge status={r.status} />
      </div>
      <ul className="space-y-1 text-sm">
        {r.lines.map((l) => (
          <li key={l.id} className="break-words">
            {l.quantity} × {l.productName} ({l.variant}){l.exchangeVariant ? ` → ${l.exchangeVariant}` : ''}
            {l.serial && <span className="ml-1 font-mono text-xs text-slate-600">{t('returns.admin.serial', { serial: l.serial })}</span>}
            {l.receivedQuantity !== null && <span className="ml-1 text-xs text-slate-600">· {t('returns.admin.inspected', { received: l.receivedQuantity, damaged: l.damagedQuantity ?? 0, restocked: l.restockedQuantity })}</span>}
          </li>
        ))}
      </ul>
      {r.description && <p className="rounded-lg bg-slate-50 p-2 text-sm break-words">{r.description}</p>}
      {r.photoCount > 0 && (
        <div className="flex flex-wrap gap-2">
          {Array.from({ length: r.photoCount }, (_, i) => (
            <a key={i} href={`/api/admin/returns/${r.id}/photos/${i}`} target="_blank" rel="noreferrer">
              <img src={`/api/admin/returns/${r.id}/photos/${i}`} alt={t('returns.admin.photo', { n: i + 1 })} width={72} height={72} loading="lazy" className="size-18 rounded-lg border border-slate-200 object-cover" />
            </a>
          ))}
        </div>
      )}
      {r.videoCount > 0 &&
        Array.from({ length: r.videoCount }, (_, i) => (
          <video key={i} controls preload="metadata" src={`/api/admin/returns/${r.id}/videos/${i}`} aria-label={t('exchange.videoOf', { n: i + 1 })} className="max-h-64 w-full max-w-md rounded-lg border border-slate-200 bg-black" />
        ))}
      <p className="text-sm">
        {r.refundedCents > 0 ? t('returns.refundedAmount', { amount: money(r.refundedCents, r.currency) }) : t('returns.estimateShort', { amount: money(r.estimateCents, r.currency) })}
        {r.differenceDueCents > 0 && (
          <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800" data-testid="difference-status">
            {t('exchange.awaiting')} · {money(r.differenceDueCents, 'USD')}
          </span>
        )}
        {r.differenceDueCents === 0 && r.differencePaidCents > 0 && (
          <span className="ml-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800" data-testid="difference-status">
            {t('exchange.paid')} · {money(r.differencePaidCents, 'USD')}
          </span>
        )}
        {r.activationLockRemoved !== null && <span className="text-slate-600"> · {r.activationLockRemoved ? t('returns.admin.lockRemoved') : t('returns.admin.lockOn')}</span>}
      </p>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t('returns.timeline')}</summary>
        <div className="mt-2">
          <ReturnTimeline events={r.events} />
        </div>
      </details>
      {steps.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {steps.map((s) => (
            <button key={s} type="button" className={s === 'reject' || s === 'close' ? 'btn-outline' : 'btn-primary'} onClick={() => onAct(s)} aria-label={t(`returns.admin.stepName.${s}`, { number: r.orderNumber })}>
              {t(`returns.admin.steps.${s}`)}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}

/** The dialog of one step; closes and toasts on success, shows the server's message otherwise. */
function StepDialog({ request: r, dialog, onClose }: { request: AdminReturnRequestDto; dialog: Dialog; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [amount, setAmount] = useState('');
  const [lock, setLock] = useState(false);
  const [counts, setCounts] = useState(() => Object.fromEntries(r.lines.map((l) => [l.id, { received: l.quantity, damaged: 0 }])));
  const [error, setError] = useState<string | undefined>();
  const approve = useApproveReturn(r.id);
  const reject = useRejectReturn(r.id);
  const receive = useReceiveReturn(r.id);
  const inspect = useInspectReturn(r.id);
  const refund = useRefundReturn(r.id);
  const exchange = useExchangeReturn(r.id);
  const close = useCloseReturn(r.id);
  const pending = [approve, reject, receive, inspect, refund, exchange, close].some((m) => m.isPending);
  const run = async (work: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await work();
      toast.success(t(`returns.admin.done.${dialog}`));
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('returns.admin.failed'));
    }
  };
  const title = t(`returns.admin.steps.${dialog}`);
  if (dialog === 'receive')
    return (
      <ConfirmDialog open title={title} confirmLabel={title} pending={pending} destructive={false} onCancel={onClose} onConfirm={() => void run(() => receive.mutateAsync())}>
        <p>{t('returns.admin.receiveText', { number: r.orderNumber })}</p>
        {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
      </ConfirmDialog>
    );
  const submit = () => {
    switch (dialog) {
      case 'approve':
        return run(() => approve.mutateAsync(text));
      case 'reject':
        return run(() => reject.mutateAsync(text));
      case 'inspect':
        return run(() => inspect.mutateAsync({ lines: r.lines.map((l) => ({ lineId: l.id, receivedQuantity: counts[l.id]!.received, damagedQuantity: counts[l.id]!.damaged })), activationLockRemoved: lock, note: text }));
      case 'refund': {
        const cents = amount.trim() ? parseDollars(amount, { maxWholeDigits: 7 }) : undefined;
        if (cents === null || cents === 0) return setError(t('returns.admin.amountInvalid'));
        return run(() => refund.mutateAsync(cents));
      }
      case 'exchange':
        return run(() => exchange.mutateAsync(text));
      case 'close':
        return run(() => close.mutateAsync(text));
    }
  };
  return (
    <FormDialog open title={title} onClose={onClose} onSubmit={submit} submitLabel={title} pending={pending} pendingLabel={t('returns.admin.working')} error={error}>
      {(dialog === 'approve' || dialog === 'reject') && (
        <TextAreaField id="step-text" label={dialog === 'approve' ? t('returns.admin.instructionsLabel') : t('returns.admin.rejectLabel')} value={text} rows={4} maxLength={1000} onChange={(e) => setText(e.target.value)} required />
      )}
      {dialog === 'inspect' && (
        <>
          {r.lines.map((l) => (
            <fieldset key={l.id} className="grid grid-cols-2 gap-3">
              <legend className="col-span-2 mb-1 text-sm font-semibold break-words">
                {l.quantity} × {l.productName} ({l.variant})
              </legend>
              <InputField id={`rec-${l.id}`} type="number" min={0} max={l.quantity} label={t('returns.admin.received')} value={counts[l.id]!.received} onChange={(e) => setCounts((c) => ({ ...c, [l.id]: { ...c[l.id]!, received: Number(e.target.value) } }))} />
              <InputField id={`dmg-${l.id}`} type="number" min={0} max={l.quantity} label={t('returns.admin.damaged')} value={counts[l.id]!.damaged} onChange={(e) => setCounts((c) => ({ ...c, [l.id]: { ...c[l.id]!, damaged: Number(e.target.value) } }))} />
            </fieldset>
          ))}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={lock} onChange={(e) => setLock(e.target.checked)} /> {t('returns.admin.lockLabel')}
          </label>
          <p className="text-xs text-slate-500">{t('returns.admin.restockNote')}</p>
        </>
      )}
      {dialog === 'refund' && (
        <>
          <p className="text-sm">{t('returns.admin.refundText', { amount: money(r.estimateCents, r.currency) })}</p>
          <InputField id="step-amount" label={t('returns.admin.amountLabel')} hint={t('returns.admin.amountHint')} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </>
      )}
      {(dialog === 'inspect' || dialog === 'exchange' || dialog === 'close') && (
        <TextAreaField id="step-note" label={dialog === 'exchange' ? t('returns.admin.exchangeLabel') : t('returns.admin.noteLabel')} value={text} rows={3} maxLength={1000} onChange={(e) => setText(e.target.value)} />
      )}
    </FormDialog>
  );
}
