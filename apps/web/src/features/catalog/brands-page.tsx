/**
 * Admin brands (issue 17): the shop's brands with logo, Active/Inactive and how many products use
 * each; add / edit (name, logo uploaded like a product image, active) and delete (only a brand no
 * product uses; the server answers 409 otherwise). The storefront strip shows the active brands
 * that have products; the product form and the CSV import accept these brands.
 */
import { useState, type FormEvent } from 'react';
import { Tags, X } from 'lucide-react';
import { imageUrl } from '@phonexport/domain/catalog';
import type { AdminBrandDto } from '@phonexport/contracts/catalog';
import { toast } from '../../lib/toast';
import { useSaveRecord } from '../../lib/save-form';
import { errorMessage } from '../../lib/admin-api';
import { Badge } from '../../components/ui/status-badge';
import { EditorDialog } from '../../components/ui/editor-dialog';
import { EmptyState, QueryState, TableSkeleton } from '../../components/ui/query-state';
import { Field } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { useAdminBrands, useCreateBrand, useDeleteBrand, useUpdateBrand } from './api/use-admin-brands';
import { useUploadProductImage } from './api/use-upload-product-image';
import { useTranslation } from '../../i18n/i18n';
import { DeleteRecordDialog } from '../../components/admin-list/delete-record-dialog';
import { AddRecordButton, RecordActions, SaveRecordButton } from '../../components/admin-list/record-actions';
import { deleteWithToasts } from '../../components/admin-list/delete-with-toasts';

function Logo({ brand }: { brand: Pick<AdminBrandDto, 'name' | 'logoUrl'> }) {
  return brand.logoUrl ? (
    <img src={imageUrl(brand.logoUrl, 'thumb') ?? ''} alt="" width={48} height={48} className="size-12 rounded-lg border border-slate-200 bg-white object-contain" />
  ) : (
    <span className="flex size-12 items-center justify-center rounded-lg bg-slate-100 text-lg font-bold text-slate-500" aria-hidden>
      {brand.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

export function BrandsPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AdminBrandDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBrandDto | null>(null);
  const q = useAdminBrands();
  const deleteBrand = useDeleteBrand();
  const remove = async () => {
    if (!deleting) return;
    await deleteWithToasts(() => deleteBrand.mutateAsync(deleting.slug), { deleted: t('admin.brands.deleted'), failed: t('admin.brands.deleteFailed') });
    // Closed after a failure too; the toast says why.
    setDeleting(null);
  };
  const add = <AddRecordButton label={t('admin.brands.add')} onAdd={() => setEditing('new')} />;
  return (
    <div>
      <PageHeader title={t('admin.brands.title')} subtitle={t('admin.brands.subtitle')} actions={add} />
      <QueryState
        query={q}
        loading={<TableSkeleton />}
        error={t('admin.brands.loadFailed')}
        empty={<EmptyState icon={Tags} title={t('admin.brands.emptyTitle')} text={t('admin.brands.emptyText')} />}
      >
        {(brands) => (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {brands.map((b) => (
              <li key={b.slug} className="card flex items-center gap-3 p-4">
                <Logo brand={b} />
                <div className="min-w-0 flex-1">
                  <h2 className="truncate font-bold">{b.name}</h2>
                  <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                    <Badge value={b.isActive ? 'active' : 'inactive'} />
                    <span>{t('admin.brands.products', { count: b.productCount })}</span>
                  </p>
                  <p className="mt-1 truncate font-mono text-xs text-slate-500" title={t('admin.brands.idHint')}>
                    {b.slug}
                  </p>
                </div>
                <RecordActions className="flex shrink-0 gap-1" name={b.name} onEdit={() => setEditing(b)} onDelete={b.productCount === 0 ? () => setDeleting(b) : undefined} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <EditorDialog editing={editing} onClose={() => setEditing(null)} onSaved={() => undefined} titles={[t('admin.brands.addTitle'), t('admin.brands.editTitle')]}>
        {(record, done) => <BrandForm brand={record} onDone={done} />}
      </EditorDialog>
      <DeleteRecordDialog record={deleting} title={t('admin.brands.deleteTitle')} confirmLabel={t('admin.common.delete')} i18nKey="admin.brands.deleteConfirm" pending={deleteBrand.isPending} onConfirm={remove} onCancel={() => setDeleting(null)} />
    </div>
  );
}

function BrandForm({ brand, onDone }: { brand: AdminBrandDto | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(brand?.name ?? '');
  const [logoUrl, setLogoUrl] = useState<string | null>(brand?.logoUrl ?? null);
  const [isActive, setIsActive] = useState(brand?.isActive ?? true);
  const upload = useUploadProductImage();
  const { errors, busy, saveRecord } = useSaveRecord(brand ? { id: brand.slug } : null, { create: useCreateBrand(), update: useUpdateBrand() }, onDone, {
    created: t('admin.brands.created'),
    updated: t('admin.brands.updated'),
    failure: t('admin.brands.saveFailed'),
  });

  const pickLogo = async (file: File | undefined) => {
    if (!file) return;
    try {
      setLogoUrl(await upload.mutateAsync(file));
    } catch (err) {
      toast.error(t('admin.common.error'), { description: errorMessage(err, t('admin.common.uploadFailed')) });
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await saveRecord({ name, logoUrl, isActive });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field label={t('admin.brands.name')} htmlFor="b-name" error={errors.name} hint={brand ? t('admin.brands.keepsId', { slug: brand.slug }) : undefined}>
        <input id="b-name" className="input" maxLength={40} value={name} onChange={(e) => setName(e.target.value)} required />
      </Field>
      <Field label={t('admin.brands.logo')} htmlFor="b-logo" error={errors.logoUrl}>
        <div className="flex items-center gap-3">
          <Logo brand={{ name: name || '?', logoUrl }} />
          <input id="b-logo" type="file" accept="image/*" className="text-sm" disabled={upload.isPending} onChange={(e) => void pickLogo(e.target.files?.[0])} />
          {logoUrl && (
            <button type="button" className="btn-ghost p-2" aria-label={t('admin.brands.removeLogo')} onClick={() => setLogoUrl(null)}>
              <X className="size-4" aria-hidden />
            </button>
          )}
        </div>
      </Field>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} /> {t('admin.brands.activeLabel')}
      </label>
      <div className="flex justify-end">
        <SaveRecordButton busy={busy} disabled={upload.isPending} label={brand ? t('admin.brands.update') : t('admin.brands.create')} />
      </div>
    </form>
  );
}
