/**
 * Back-office reviews screen at /admin/reviews (back office §2 Admin reviews, §4, §5, §8):
 * stat cards (Total Reviews, Approved, Pending, Avg Rating), Reviews and Replies tabs each with a
 * search box and a status filter, detail dialogs with images (opening in a new tab) and admin
 * notes, approve / reject for pending items, delete for all after the spec's confirmation.
 * Loaded on demand inside the admin layout, which guards it (visitors go to /login, customers see
 * 'Access Denied').
 * Customer text is rendered as text only.
 */
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, ExternalLink, Eye, Trash2, X, type LucideIcon } from 'lucide-react';
import { toast } from '../../lib/toast';
import { ADMIN_REVIEWS_PAGE, REVIEW_COUNTRIES, type ModerationStatus } from '@phonexport/domain/reviews';
import type { AdminListPage, AdminReplyDto, AdminReviewDto, ReviewStatsDto } from '@phonexport/contracts/reviews';
import type { ModerationRequest } from '@phonexport/contracts/reviews';
import { Badge } from '../../components/ui/status-badge';
import { ConfirmDialog, DialogHeader } from '../../components/ui/dialog';
import { DataTable, Pager } from '../../components/ui/data-table';
import { ListToolbar, listOptions } from '../../components/admin-list/list-toolbar';
import { QueryState, type QueryLike } from '../../components/ui/query-state';
import { StatCard } from '../../components/ui/stat-card';
import { Tabs } from '../../components/ui/tabs';
import { useAdminReplies } from './api/use-admin-replies';
import { useAdminReviews } from './api/use-admin-reviews';
import { useDeleteReply } from './api/use-delete-reply';
import { useDeleteReview } from './api/use-delete-review';
import { useModerateReply } from './api/use-moderate-reply';
import { useModerateReview } from './api/use-moderate-review';
import { useReviewStats } from './api/use-review-stats';
import { ADMIN_REVIEWS } from './api/review-keys';
import { Stars } from './components/review-parts';
import { t as translate, useTranslation } from '../../i18n/i18n';
import { countryName, formatDecimal } from '../../lib/intl';
import { dateTime } from '../../lib/format-date';

type Kind = 'reviews' | 'replies';
type StatusFilter = 'all' | ModerationStatus;
type Item = AdminReviewDto | AdminReplyDto;

/** The texts of the reviews tab or the replies tab (back office §8: the spec's messages), e.g. `text('reviews', 'updated')`. */
const text = (kind: Kind, key: string) => translate(`admin.reviews.${kind}.${key}`);

const isReview = (item: Item): item is AdminReviewDto => 'rating' in item;
const errorToast = (fallback: string) => (err: unknown) => toast.error(translate('admin.common.error'), { description: err instanceof Error && err.message ? err.message : fallback });

/** A native modal dialog with a footer of actions, open while mounted (the kit's Modal has no footer slot). */
function Modal({ title, onClose, children, footer, wide }: { title: string; onClose: () => void; children: ReactNode; footer: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    d?.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog ref={ref} onClose={onClose} aria-label={title} className={`m-auto max-h-[calc(100dvh-2rem)] rounded-2xl p-0 shadow-xl ${wide ? 'w-[min(40rem,calc(100vw-2rem))]' : 'w-[min(28rem,calc(100vw-2rem))]'}`}>
      <DialogHeader title={title} onClose={onClose} large className="px-5" />
      <div className="max-h-[65dvh] overflow-y-auto px-5 py-4">{children}</div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>
    </dialog>
  );
}

/** Moderation of `kind` with the screen's toasts: update (approve, reject, notes) and remove. */
function useModeration(kind: Kind) {
  const reviews = { update: useModerateReview(), remove: useDeleteReview() };
  const replies = { update: useModerateReply(), remove: useDeleteReply() };
  const { update, remove } = kind === 'reviews' ? reviews : replies;
  return {
    update: {
      isPending: update.isPending,
      mutate: (vars: { id: string; body: ModerationRequest }, opts: { onSuccess?: () => void } = {}) =>
        update.mutate(vars, {
          onSuccess: () => {
            toast.success(text(kind, 'updated'));
            opts.onSuccess?.();
          },
          onError: errorToast(text(kind, 'updateFailed')),
        }),
    },
    remove: {
      isPending: remove.isPending,
      mutate: (id: string, opts: { onSuccess?: () => void } = {}) =>
        remove.mutate(id, {
          onSuccess: () => {
            toast.success(text(kind, 'deleted'));
            opts.onSuccess?.();
          },
          onError: errorToast(text(kind, 'deleteFailed')),
        }),
    },
  };
}

function DetailDialog({ kind, item, onClose, onDelete }: { kind: Kind; item: Item; onClose: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState(item.adminNotes ?? '');
  const { update } = useModeration(kind);
  const decide = (status: 'approved' | 'rejected') =>
    update.mutate({ id: item.id, body: { status, adminNotes: notes } }, { onSuccess: onClose });
  const saveNotes = () => update.mutate({ id: item.id, body: { adminNotes: notes } }, { onSuccess: onClose });
  return (
    <Modal
      title={t(`admin.reviews.${kind}.details`)}
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className="btn-outline mr-auto text-red-700" onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden />
            {t('admin.common.delete')}
          </button>
          <button type="button" className="btn-outline" onClick={saveNotes} disabled={update.isPending}>
            {t('admin.reviews.saveNotes')}
          </button>
          {item.status === 'pending' && (
            <>
              <button type="button" className="btn-outline" onClick={() => decide('rejected')} disabled={update.isPending}>
                <X className="size-4" aria-hidden />
                {t('admin.reviews.reject')}
              </button>
              <button type="button" className="btn-primary" onClick={() => decide('approved')} disabled={update.isPending}>
                <Check className="size-4" aria-hidden />
                {t('admin.reviews.approve')}
              </button>
            </>
          )}
        </>
      }
    >
      <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm">
        <dt className="text-slate-500">{t('admin.reviews.author')}</dt>
        <dd className="break-words">
          <span className="font-medium">{item.userName}</span> <span className="text-slate-500">({item.userEmail})</span>
        </dd>
        <dt className="text-slate-500">{t('admin.reviews.date')}</dt>
        <dd>{dateTime(item.createdAt)}</dd>
        <dt className="text-slate-500">{t('admin.reviews.status')}</dt>
        <dd>
          <Badge value={item.status} />
          {item.approvedBy && (
            <span className="ml-2 text-xs text-slate-500">
              {item.approvedAt ? t('admin.reviews.byOn', { name: item.approvedBy, date: dateTime(item.approvedAt) }) : t('admin.reviews.by', { name: item.approvedBy })}
            </span>
          )}
        </dd>
        {isReview(item) ? (
          <>
            <dt className="text-slate-500">{t('admin.reviews.rating')}</dt>
            <dd>
              <Stars rating={item.rating} />
            </dd>
            <dt className="text-slate-500">{t('admin.reviews.country')}</dt>
            <dd>{countryName(item.country, REVIEW_COUNTRIES[item.country as keyof typeof REVIEW_COUNTRIES] ?? item.country)}</dd>
            <dt className="text-slate-500">{t('admin.reviews.title')}</dt>
            <dd className="break-words font-semibold">{item.title}</dd>
          </>
        ) : (
          <>
            <dt className="text-slate-500">{t('admin.reviews.onReview')}</dt>
            <dd className="break-words">{item.reviewTitle}</dd>
          </>
        )}
        <dt className="text-slate-500">{t('admin.reviews.comment')}</dt>
        <dd className="whitespace-pre-line break-words">{item.comment}</dd>
        {isReview(item) && item.taggedProducts.length > 0 && (
          <>
            <dt className="text-slate-500">{t('admin.reviews.products')}</dt>
            <dd>{item.taggedProducts.map((p) => p.name).join(', ')}</dd>
          </>
        )}
      </dl>
      {isReview(item) && item.imageUrls.length > 0 && (
        <div className="mt-4">
          <p className="text-sm font-medium text-slate-700">{t('admin.reviews.images')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {item.imageUrls.map((url, i) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer" className="group relative block" aria-label={t('admin.reviews.openImage', { n: i + 1 })}>
                  <img src={url.replace(/\.webp$/, '-thumb.webp')} alt="" className="size-24 rounded-lg object-cover ring-1 ring-slate-200" />
                  <ExternalLink className="absolute right-1 top-1 size-4 rounded bg-white/90 p-0.5 text-slate-700" aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4">
        <label htmlFor="admin-notes" className="label">
          {t('admin.reviews.adminNotes')}
        </label>
        <textarea id="admin-notes" className="input min-h-20 text-sm" maxLength={1000} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
    </Modal>
  );
}

function ConfirmDelete({ kind, item, onClose, onDeleted }: { kind: Kind; item: Item; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { remove } = useModeration(kind);
  return (
    <ConfirmDialog
      open
      title={t(`admin.reviews.${kind}.deleteTitle`)}
      confirmLabel={t('admin.common.delete')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(item.id, { onSuccess: onDeleted })}
      onCancel={onClose}
    >
      <p>{t(`admin.reviews.${kind}.confirm`)}</p>
    </ConfirmDialog>
  );
}

/**
 * One of a row's icon buttons (view, approve, reject, delete): named `label`, titled `title`
 * (`label` unless given), `className` adds its colour.
 */
function RowButton({ icon: Icon, label, title = label, className = '', disabled, onClick }: { icon: LucideIcon; label: string; title?: string; className?: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button type="button" className={`btn-ghost p-2 ${className}`.trimEnd()} aria-label={label} title={title} disabled={disabled} onClick={onClick}>
      <Icon className="size-4" aria-hidden />
    </button>
  );
}

function ItemsTab({ kind, stats }: { kind: Kind; stats?: ReviewStatsDto }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [viewing, setViewing] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [offset, setOffset] = useState(0);
  const { update } = useModeration(kind);
  const filter = { status, search: deferred, offset, limit: ADMIN_REVIEWS_PAGE };
  const reviewsPage = useAdminReviews(filter, kind === 'reviews');
  const repliesPage = useAdminReplies(filter, kind === 'replies');
  const list: QueryLike<AdminListPage<Item>> = kind === 'reviews' ? reviewsPage : repliesPage;
  const page = list.data;
  // The stat cards are read again whenever the rows are (issue 24: the Replies cards showed 0 over a
  // pending reply, read when the screen opened while the rows were read on the tab's first show).
  const qc = useQueryClient();
  const listReadAt = kind === 'reviews' ? reviewsPage.dataUpdatedAt : repliesPage.dataUpdatedAt;
  useEffect(() => {
    if (listReadAt) void qc.invalidateQueries({ queryKey: [...ADMIN_REVIEWS, 'stats'] });
  }, [listReadAt, qc]);
  // A new filter starts again at the first page.
  useEffect(() => setOffset(0), [status, deferred]);

  return (
    <div>
      {kind === 'replies' && stats && (
        <div className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4">
          <StatCard label={t('admin.reviews.totalReplies')} value={stats.replies.total} />
          <StatCard label={t('admin.status.approved')} value={stats.replies.approved} />
          <StatCard label={t('admin.status.pending')} value={stats.replies.pending} />
          <StatCard label={t('admin.status.rejected')} value={stats.replies.rejected} />
        </div>
      )}
      <ListToolbar
        layout="inline"
        search={{ label: t(`admin.reviews.${kind}.search`), placeholder: t(`admin.reviews.${kind}.search`), value: search, onChange: setSearch }}
        filters={[
          {
            label: t('admin.common.statusFilter'),
            value: status,
            onChange: (v) => setStatus(v as StatusFilter),
            options: listOptions(['all', 'pending', 'approved', 'rejected'], (s) => (s === 'all' ? t('admin.common.allStatuses') : t(`admin.status.${s}`))),
          },
        ]}
      />
      <QueryState
        query={list}
        loading={<div className="skeleton h-40 rounded-2xl" role="status" aria-label={t('admin.common.loading')} />}
        error={t(`admin.reviews.${kind}.loadFailed`)}
        isEmpty={(p) => p.items.length === 0}
        empty={<p className="card p-6 text-center text-sm text-slate-600">{t(`admin.reviews.${kind}.none`)}</p>}
      >
        {(p) => (
          <DataTable<Item>
            rows={p.items}
            rowKey={(item) => item.id}
            empty={null}
            tableClassName="w-full min-w-[44rem] text-left text-sm"
            rowClassName={() => 'align-top'}
            columns={[
              {
                header: t('admin.reviews.author'),
                // Widths go on inner divs: a table cell ignores max-width, and a long title would push Actions off screen.
                cell: (item) => (
                  <div className="max-w-40">
            <p className="truncate font-medium text-slate-900">{item.userName}</p>
            <p className="truncate text-xs text-slate-500">{item.userEmail}</p>
          </div>
                ),
              },
              {
                header: t(`admin.reviews.${kind}.column`),
                cell: (item) => (
                  <div className="max-w-xs 2xl:max-w-md">
            {isReview(item) ? (
              <>
                <div className="flex items-center gap-2">
                  <Stars rating={item.rating} size="size-3.5" />
                  {item.imageUrls.length > 0 && <span className="text-xs text-slate-500">{t('admin.reviews.photos', { count: item.imageUrls.length })}</span>}
                </div>
                <p className="mt-0.5 truncate font-medium text-slate-900">{item.title}</p>
              </>
            ) : (
              <p className="truncate text-xs text-slate-500">{t('admin.reviews.onTitle', { title: item.reviewTitle })}</p>
            )}
            <p className="line-clamp-2 break-words text-slate-600">{item.comment}</p>
          </div>
                ),
              },
              { header: t('admin.reviews.status'), cell: (item) => <Badge value={item.status} /> },
              { header: t('admin.reviews.date'), className: 'min-w-28 text-slate-600', cell: (item) => dateTime(item.createdAt) },
              {
                header: t('admin.common.actions'),
                className: 'sticky right-0 bg-white text-right',
                cell: (item) => (
                  <div className="flex justify-end gap-1">
                    <RowButton
                      icon={Eye}
                      label={isReview(item) ? t('admin.reviews.view', { title: item.title }) : t('admin.reviews.viewReply')}
                      title={t('admin.reviews.viewDetails')}
                      onClick={() => setViewing(item)}
                    />
                    {item.status === 'pending' && (
                      <>
                        <RowButton icon={Check} label={t('admin.reviews.approve')} className="text-emerald-700" disabled={update.isPending} onClick={() => update.mutate({ id: item.id, body: { status: 'approved' } })} />
                        <RowButton icon={X} label={t('admin.reviews.reject')} className="text-amber-700" disabled={update.isPending} onClick={() => update.mutate({ id: item.id, body: { status: 'rejected' } })} />
                      </>
                    )}
                    <RowButton icon={Trash2} label={t('admin.common.delete')} className="text-red-700" onClick={() => setDeleting(item)} />
                  </div>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <Pager offset={offset} pageSize={ADMIN_REVIEWS_PAGE} total={page?.total ?? 0} onChange={setOffset} />
      {viewing && (
        <DetailDialog
          kind={kind}
          item={viewing}
          onClose={() => setViewing(null)}
          onDelete={() => {
            setDeleting(viewing);
            setViewing(null);
          }}
        />
      )}
      {deleting && <ConfirmDelete kind={kind} item={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />}
    </div>
  );
}

function ReviewsAdmin() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Kind>('reviews');
  const stats = useReviewStats();
  const s = stats.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.reviews.heading')}</h1>
      <p className="text-sm text-slate-600">{t('admin.reviews.intro')}</p>
      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard label={t('admin.reviews.totalReviews')} value={s ? s.total : '–'} />
        <StatCard label={t('admin.status.approved')} value={s ? s.approved : '–'} />
        <StatCard label={t('admin.status.pending')} value={s ? s.pending : '–'} />
        <StatCard label={t('admin.reviews.avgRating')} value={s ? formatDecimal(s.averageRating) : '–'} />
      </div>
      <Tabs
        label={t('admin.reviews.tabsLabel')}
        className="mt-6"
        value={tab}
        onChange={setTab}
        tabs={(['reviews', 'replies'] as const).map((k) => ({
          key: k,
          label: (
            <>
              {t(`admin.reviews.${k}.tab`)}
              {s && (k === 'reviews' ? s.pending : s.replies.pending) > 0 && (
                <span className="ml-1.5 rounded-full bg-amber-100 px-1.5 text-xs text-amber-800">{k === 'reviews' ? s.pending : s.replies.pending}</span>
              )}
            </>
          ),
        }))}
      />
      <div role="tabpanel" className="pt-4">
        <ItemsTab key={tab} kind={tab} stats={s} />
      </div>
    </div>
  );
}

/** Admin-only: a loading state, then /login for visitors and 'Access Denied' for customers (back office §2 Route guard). */
/** The screen, rendered inside the admin layout (which guards it: back office §2). */
export default function AdminReviewsPage() {
  const { t } = useTranslation();
  const pageTitle = t('admin.reviews.pageTitle');
  useEffect(() => {
    const prev = document.title;
    document.title = pageTitle;
    return () => {
      document.title = prev;
    };
  }, [pageTitle]);
  return <ReviewsAdmin />;
}
