/**
 * Admin hero banners (back office spec §2, §5): list by priority, add/edit dialog with the §5
 * rules and messages, image upload (1200x400 recommended), Activate/Deactivate, delete after a
 * browser confirmation. The home carousel reads the same data, so it changes at once.
 */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Upload } from 'lucide-react';
import type { AdminHeroInput } from '@phonexport/contracts/catalog';
import type { AdminHeroDto } from '@phonexport/contracts/catalog';
import { useSaveRecord } from '../../lib/save-form';
import { errorMessage } from '../../lib/admin-api';
import { Badge } from '../../components/ui/status-badge';
import { EditorDialog } from '../../components/ui/editor-dialog';
import { Field } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState, TableSkeleton } from '../../components/ui/query-state';
import { useAdminHeroes } from './api/use-admin-heroes';
import { useAdminProducts } from './api/use-admin-products';
import { useCreateHero } from './api/use-create-hero';
import { useDeleteHero } from './api/use-delete-hero';
import { useSetHeroActive } from './api/use-set-hero-active';
import { useUpdateHero } from './api/use-update-hero';
import { useUploadHeroImage } from './api/use-upload-hero-image';
import { CategoryOptions } from './category-options';
import { useTranslation } from '../../i18n/i18n';
import { AddRecordButton, RecordActions, SaveRecordButton } from '../../components/admin-list/record-actions';
import { deleteWithToasts } from '../../components/admin-list/delete-with-toasts';

export function HeroesPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<AdminHeroDto | 'new' | null>(null);
  const q = useAdminHeroes();
  const setActive = useSetHeroActive();
  const deleteHero = useDeleteHero();
  // Everything: the storefront's cached carousel must follow too.
  const refresh = () => qc.invalidateQueries();
  const toggle = async (h: AdminHeroDto) => {
    try {
      await setActive.mutateAsync({ id: h.id, isActive: !h.isActive });
      toast.success(h.isActive ? t('admin.heroes.deactivated') : t('admin.heroes.activated'));
      await refresh();
    } catch (err) {
      toast.error(t('admin.common.error'), { description: errorMessage(err, t('admin.heroes.statusFailed')) });
    }
  };
  const remove = async (h: AdminHeroDto) => {
    if (!window.confirm(t('admin.heroes.deleteConfirm', { title: h.title }))) return;
    await deleteWithToasts(() => deleteHero.mutateAsync(h.id), { deleted: t('admin.heroes.deleted'), failed: t('admin.heroes.deleteFailed') }, refresh);
  };
  return (
    <div>
      <PageHeader
        title={t('admin.heroes.title')}
        subtitle={t('admin.heroes.subtitle')}
        actions={<AddRecordButton label={t('admin.heroes.add')} onAdd={() => setEditing('new')} />}
      />
      <QueryState
        query={q}
        loading={<TableSkeleton />}
        error={t('admin.heroes.loadFailed')}
        empty={<div className="card p-8 text-center text-slate-500">{t('admin.heroes.empty')}</div>}
      >
        {(heroes) => (
          <ul className="grid gap-4 xl:grid-cols-2">
            {heroes.map((h) => (
              <li key={h.id} className="card overflow-hidden">
                <div className="aspect-[3/1] bg-slate-100">
                  {h.imageUrl ? <img src={h.imageUrl} alt="" className="size-full object-cover" loading="lazy" /> : <div className="flex size-full items-center justify-center text-4xl">📱</div>}
                </div>
                <div className="flex items-start justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="truncate font-bold">{h.title}</h2>
                      <Badge value={h.isActive ? 'active' : 'inactive'} />
                      <span className="text-xs text-slate-500">{t('admin.heroes.priority', { priority: h.priority })}</span>
                    </div>
                    <p className="mt-1 truncate text-sm text-slate-600">{h.subtitle}</p>
                    <p className="mt-1 text-xs text-slate-500">
                      {t('admin.heroes.buttonTo', {
                        text: h.buttonText,
                        target:
                          h.buttonAction === 'product'
                            ? t('admin.heroes.toProduct')
                            : h.buttonAction === 'category'
                              ? t('admin.heroes.toCategory', { category: h.category ?? '' })
                              : h.buttonAction === 'url'
                                ? (h.url ?? '')
                                : t('admin.heroes.toAll'),
                      })}
                    </p>
                  </div>
                  <RecordActions className="flex shrink-0 items-center gap-1" name={h.title} onEdit={() => setEditing(h)} onDelete={() => remove(h)}>
                    <button type="button" className="btn-outline py-1.5" onClick={() => toggle(h)}>
                      {h.isActive ? t('admin.heroes.deactivate') : t('admin.heroes.activate')}
                    </button>
                  </RecordActions>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <EditorDialog editing={editing} onClose={() => setEditing(null)} onSaved={refresh} titles={[t('admin.heroes.addTitle'), t('admin.heroes.editTitle')]} wide>
        {(record, done) => <HeroForm hero={record} onDone={done} />}
      </EditorDialog>
    </div>
  );
}

function HeroForm({ hero, onDone }: { hero: AdminHeroDto | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    title: hero?.title ?? '',
    subtitle: hero?.subtitle ?? '',
    buttonText: hero?.buttonText ?? t('home.shopNow'),
    buttonAction: hero?.buttonAction ?? 'default',
    productId: hero?.productId ?? '',
    category: hero?.category ?? '',
    url: hero?.url ?? '',
    imageUrl: hero?.imageUrl ?? '',
    isActive: hero?.isActive ?? true,
    priority: String(hero?.priority ?? 1),
  });
  const { errors, busy, setBusy, saveRecord } = useSaveRecord(hero, { create: useCreateHero(), update: useUpdateHero() }, onDone, {
    created: t('admin.heroes.created'),
    updated: t('admin.heroes.updated'),
    failure: t('admin.heroes.saveFailed'),
  });
  const products = useAdminProducts({ limit: 100, status: 'active' }, { enabled: form.buttonAction === 'product' });
  const uploadImage = useUploadHeroImage();
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      set({ imageUrl: await uploadImage.mutateAsync(file) });
    } catch (err) {
      toast.error(t('admin.common.error'), { description: errorMessage(err, t('admin.common.uploadFailed')) });
    } finally {
      setBusy(false);
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: AdminHeroInput = {
      title: form.title,
      subtitle: form.subtitle,
      buttonText: form.buttonText,
      buttonAction: form.buttonAction,
      productId: form.productId || null,
      category: form.category || null,
      // The shop's own address typed in full is sent as its path (the server keeps paths only).
      url: (form.url.startsWith(window.location.origin + '/') ? form.url.slice(window.location.origin.length) : form.url) || null,
      imageUrl: form.imageUrl || null,
      isActive: form.isActive,
      priority: Number(form.priority),
    };
    await saveRecord(body);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={t('admin.heroes.titleLabel')} htmlFor="h-title" error={errors.title}>
        <input id="h-title" className="input" value={form.title} onChange={(e) => set({ title: e.target.value })} />
      </Field>
      <Field label={t('admin.heroes.subtitleLabel')} htmlFor="h-subtitle" error={errors.subtitle}>
        <input id="h-subtitle" className="input" value={form.subtitle} onChange={(e) => set({ subtitle: e.target.value })} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('admin.heroes.buttonText')} htmlFor="h-button" error={errors.buttonText}>
          <input id="h-button" className="input" value={form.buttonText} onChange={(e) => set({ buttonText: e.target.value })} />
        </Field>
        <Field label={t('admin.heroes.buttonAction')} htmlFor="h-action">
          <select id="h-action" className="input" value={form.buttonAction} onChange={(e) => set({ buttonAction: e.target.value as typeof form.buttonAction })}>
            <option value="default">{t('admin.heroes.action.default')}</option>
            <option value="product">{t('admin.heroes.action.product')}</option>
            <option value="category">{t('admin.heroes.action.category')}</option>
            <option value="url">{t('admin.heroes.action.url')}</option>
          </select>
        </Field>
      </div>
      {form.buttonAction === 'product' && (
        <Field label={t('admin.heroes.product')} htmlFor="h-product" error={errors.productId}>
          <select id="h-product" className="input" value={form.productId} onChange={(e) => set({ productId: e.target.value })}>
            <option value="">{t('admin.heroes.chooseProduct')}</option>
            {products.data?.items.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      {form.buttonAction === 'category' && (
        <Field label={t('admin.heroes.category')} htmlFor="h-category" error={errors.category}>
          <select id="h-category" className="input" value={form.category} onChange={(e) => set({ category: e.target.value })}>
            <CategoryOptions none={t('admin.common.chooseCategory')} />
          </select>
        </Field>
      )}
      {form.buttonAction === 'url' && (
        <Field label={t('admin.heroes.url', { origin: window.location.origin })} htmlFor="h-url" error={errors.url}>
          <input id="h-url" className="input" value={form.url} placeholder={t('admin.heroes.urlPlaceholder')} onChange={(e) => set({ url: e.target.value })} />
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('admin.heroes.priorityLabel')} htmlFor="h-priority" error={errors.priority}>
          <input id="h-priority" className="input" type="number" min={1} max={10} step={1} value={form.priority} onChange={(e) => set({ priority: e.target.value })} />
        </Field>
        <label className="mt-7 flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4" checked={form.isActive} onChange={(e) => set({ isActive: e.target.checked })} /> {t('admin.common.active')}
        </label>
      </div>
      <Field label={t('admin.heroes.image')} htmlFor="h-image" error={errors.imageUrl}>
        <div className="space-y-2">
          {form.imageUrl && <img src={form.imageUrl} alt={t('admin.heroes.preview')} className="aspect-[3/1] w-full rounded-lg border border-slate-200 object-cover" />}
          <label className="btn-outline cursor-pointer">
            <Upload className="size-4" aria-hidden /> {form.imageUrl ? t('admin.heroes.replaceImage') : t('admin.heroes.uploadImage')}
            <input id="h-image" type="file" accept="image/*" className="sr-only" disabled={busy} onChange={(e) => upload(e.target.files?.[0])} />
          </label>
        </div>
      </Field>
      <div className="flex justify-end">
        <SaveRecordButton busy={busy} label={hero ? t('admin.heroes.update') : t('admin.heroes.create')} />
      </div>
    </form>
  );
}
