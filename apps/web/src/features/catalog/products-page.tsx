/**
 * Admin products (back office spec §2, §5): list with search, filters and pages; quick stats with
 * Total Inventory Value; feature toggle; add/edit dialog with variants and up to 5 uploaded
 * images; delete after a browser confirmation; CSV export; the import has its own screen (import-page.tsx).
 */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Plus, Trash2, Upload, X } from 'lucide-react';
import { imageUrl, type Category } from '@phonexport/domain/catalog';
import { MAX_PRODUCT_IMAGES, PRODUCT_STATUSES } from '@phonexport/domain/admin';
import type { AdminProductInput } from '@phonexport/contracts/catalog';
import type { AdminProductDto } from '@phonexport/contracts/catalog';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { AddRecordButton, RecordActions, SaveRecordButton } from '../../components/admin-list/record-actions';
import { deleteWithToasts } from '../../components/admin-list/delete-with-toasts';
import { centsToInput, formatUsd, inputToCents } from '@phonexport/domain/money';
import { useSaveRecord } from '../../lib/save-form';
import { errorMessage, exportWithToast } from '../../lib/admin-api';
import { Badge } from '../../components/ui/status-badge';
import { DataTable, type Column } from '../../components/ui/data-table';
import { EditorDialog } from '../../components/ui/editor-dialog';
import { Field } from '../../components/ui/field';
import { ExportButton, ListToolbar, listOptions, useListOffset } from '../../components/admin-list/list-toolbar';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState, TableSkeleton } from '../../components/ui/query-state';
import { StatCard } from '../../components/ui/stat-card';
import { Toggle } from '../../components/ui/toggle';
import { useAdminProducts } from './api/use-admin-products';
import { useAdminBrands } from './api/use-admin-brands';
import { brandLabel } from './product-card';
import { useCreateProduct } from './api/use-create-product';
import { useDeleteProduct } from './api/use-delete-product';
import { useSetProductFeatured } from './api/use-set-product-featured';
import { useUpdateProduct } from './api/use-update-product';
import { useUploadProductImage } from './api/use-upload-product-image';
import { CategoryOptions, categoryChoices } from './category-options';

const PAGE = 20;

export function ProductsPage() {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('');
  const { offset, setOffset, refine } = useListOffset();
  const [editing, setEditing] = useState<AdminProductDto | 'new' | null>(null);
  const { t } = useTranslation();
  const q = useAdminProducts({
    offset,
    limit: PAGE,
    search: search.trim() || undefined,
    category: (category || undefined) as Category | undefined,
    status: (status || undefined) as AdminProductDto['status'] | undefined,
  });
  const setFeatured = useSetProductFeatured();
  const deleteProduct = useDeleteProduct();
  // Everything: the storefront's cached product lists must follow too.
  const refresh = () => qc.invalidateQueries();

  const patch = (id: string, featured: boolean) =>
    setFeatured.mutate(
      { id, featured },
      { onSuccess: () => refresh(), onError: (err) => toast.error(t('admin.common.error'), { description: errorMessage(err, t('admin.products.updateFailed')) }) },
    );
  const remove = async (p: AdminProductDto) => {
    if (!window.confirm(t('admin.products.deleteConfirm', { name: p.name }))) return;
    await deleteWithToasts(() => deleteProduct.mutateAsync(p.id), { deleted: t('admin.products.deleted'), failed: t('admin.products.deleteFailed') }, refresh);
  };
  const exportCsv = () => exportWithToast('/api/admin/products/export.csv');

  const stats = q.data?.stats;
  const total = q.data?.total ?? 0;
  const columns: Column<AdminProductDto>[] = [
    {
      header: t('admin.products.product'),
      cell: (p) => (
        <div className="flex items-center gap-3">
          {p.images[0] ? (
            <img src={imageUrl(p.images[0], 'thumb') ?? ''} alt="" width={40} height={40} className="size-10 rounded-lg border border-slate-200 object-cover" />
          ) : (
            <span className="flex size-10 items-center justify-center rounded-lg bg-slate-100 text-lg" aria-hidden>📱</span>
          )}
          <div className="min-w-0">
            <p className="max-w-56 truncate font-semibold xl:max-w-72">{p.name}</p>
            <p className="text-xs text-slate-500">
              {brandLabel(p.brand)} · <span className="xl:hidden">{t(`categories.${p.category}`)} · </span>
              {t('admin.products.variants', { count: p.variants.length })}
            </p>
          </div>
        </div>
      ),
    },
    { header: t('admin.products.category'), className: 'hidden xl:table-cell', cell: (p) => t(`categories.${p.category}`) },
    { header: t('admin.products.price'), className: 'text-right tabular-nums', cell: (p) => formatUsd(p.priceCents) },
    { header: t('admin.products.stock'), className: 'text-right tabular-nums', cell: (p) => <span className={p.stock < 10 ? 'font-semibold text-red-700' : undefined}>{p.stock}</span> },
    { header: t('admin.products.status'), cell: (p) => <Badge value={p.status} /> },
    { header: t('admin.products.featured'), cell: (p) => <Toggle label={t('admin.products.featuredName', { name: p.name })} checked={p.featured} onChange={(featured) => patch(p.id, featured)} /> },
    {
      header: t('admin.common.actions'),
      className: 'text-right',
      cell: (p) => (
        <RecordActions className="flex justify-end gap-1" name={p.name} onEdit={() => setEditing(p)} onDelete={() => remove(p)} />
      ),
    },
  ];
  return (
    <div>
      <PageHeader
        title={t('admin.products.title')}
        subtitle={t('admin.products.subtitle')}
        actions={
          <>
            <ExportButton onExport={exportCsv} />
            <Link to="/admin/products/import" className="btn-outline">
              <Upload className="size-4" aria-hidden /> {t('catalogImport.importLink')}
            </Link>
            <AddRecordButton label={t('admin.products.add')} onAdd={() => setEditing('new')} />
          </>
        }
      />
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <StatCard
          label={t('admin.products.totalProducts')}
          value={stats?.totalProducts ?? '…'}
          hint={stats && t('admin.products.activeFeatured', { active: stats.activeProducts, featured: stats.featuredProducts })}
        />
        <StatCard label={t('admin.products.lowStock')} value={stats?.lowStock ?? '…'} hint={t('admin.products.lowStockHint', { count: 10 })} />
        <StatCard label={t('admin.products.outOfStock')} value={stats?.outOfStock ?? '…'} />
        <StatCard label={t('admin.products.inventoryValue')} value={stats ? formatUsd(stats.totalInventoryValueCents) : '…'} hint={t('admin.products.inventoryHint')} />
      </div>

      <ListToolbar
        search={{ label: t('admin.products.searchLabel'), placeholder: t('admin.products.searchPlaceholder'), value: search, onChange: refine(setSearch) }}
        filters={[
          {
            label: t('admin.products.category'),
            value: category,
            onChange: refine(setCategory),
            options: categoryChoices(t('admin.products.allCategories'), t),
          },
          {
            label: t('admin.products.status'),
            value: status,
            onChange: refine(setStatus),
            options: listOptions(PRODUCT_STATUSES, (s) => t(`admin.status.${s}`), t('admin.common.allStatuses')),
          },
        ]}
      />

      <div className="mt-4">
        <QueryState query={q} loading={<TableSkeleton />} error={t('admin.products.loadFailed')}>
          {(data) => (
            <DataTable
              columns={columns}
              rows={data.items}
              rowKey={(p) => p.id}
              empty={t('admin.products.none')}
              tableClassName="w-full min-w-[640px] text-sm"
              paging={{ offset, pageSize: PAGE, total, onChange: setOffset }}
            />
          )}
        </QueryState>
      </div>

      <EditorDialog editing={editing} onClose={() => setEditing(null)} onSaved={refresh} titles={[t('admin.products.addTitle'), t('admin.products.editTitle')]} wide>
        {(record, done, cancel) => <ProductForm product={record} onDone={done} onCancel={cancel} />}
      </EditorDialog>
    </div>
  );
}

interface VariantRow {
  color: string;
  storage: string;
  price: string;
  stock: string;
}

const SPEC_FIELDS = ['display', 'processor', 'ram', 'storage', 'camera', 'battery'] as const;

function ProductForm({ product, onDone, onCancel }: { product: AdminProductDto | null; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(product?.name ?? '');
  const [brand, setBrand] = useState(product?.brand ?? '');
  const brands = useAdminBrands();
  const [category, setCategory] = useState<string>(product?.category ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [status, setStatus] = useState<string>(product?.status ?? 'active');
  const [featured, setFeatured] = useState(product?.featured ?? false);
  const [images, setImages] = useState<string[]>(product?.images ?? []);
  const [variants, setVariants] = useState<VariantRow[]>(
    product?.variants.length
      ? product.variants.map((v) => ({ color: v.color, storage: v.storage, price: centsToInput(v.priceCents), stock: String(v.stock) }))
      : [{ color: '', storage: '', price: '', stock: '' }],
  );
  const [specs, setSpecs] = useState<Record<string, string>>(product?.specifications ?? {});
  const [hsCode, setHsCode] = useState(product?.hsCode ?? '');
  const [declared, setDeclared] = useState(centsToInput(product?.declaredValueCents ?? 0));
  const [duty, setDuty] = useState(centsToInput(product?.estimatedDutyCents ?? 0));
  const [uploading, setUploading] = useState(false);
  const uploadImage = useUploadProductImage();
  const { errors, busy: saving, saveRecord } = useSaveRecord(product, { create: useCreateProduct(), update: useUpdateProduct() }, onDone, {
    created: t('admin.products.created'),
    updated: t('admin.products.updated'),
    failure: t('admin.products.saveFailed'),
  });

  const addImages = async (files: FileList | null) => {
    if (!files?.length) return;
    if (images.length + files.length > MAX_PRODUCT_IMAGES) {
      toast.error(t('admin.common.error'), { description: t('admin.products.maxImages', { count: MAX_PRODUCT_IMAGES }) });
      return;
    }
    setUploading(true);
    try {
      for (const f of Array.from(files)) {
        const url = await uploadImage.mutateAsync(f);
        setImages((list) => [...list, url]);
      }
    } catch (err) {
      toast.error(t('admin.common.error'), { description: errorMessage(err, t('admin.common.uploadFailed')) });
    } finally {
      setUploading(false);
    }
  };
  const setVariant = (i: number, patch: Partial<VariantRow>) => setVariants((vs) => vs.map((v, j) => (j === i ? { ...v, ...patch } : v)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: AdminProductInput = {
      name,
      brand,
      category: category as AdminProductInput['category'],
      description,
      status: status as AdminProductInput['status'],
      featured,
      images,
      variants: variants.map((v) => ({ color: v.color, storage: v.storage, priceCents: inputToCents(v.price), stock: v.stock === '' ? NaN : Number(v.stock) })),
      specifications: { display: specs.display ?? '', processor: specs.processor ?? '', ram: specs.ram ?? '', storage: specs.storage ?? '', camera: specs.camera ?? '', battery: specs.battery ?? '' },
      hsCode,
      declaredValueCents: inputToCents(declared || '0'),
      estimatedDutyCents: inputToCents(duty || '0'),
    };
    await saveRecord(body);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('admin.products.name')} htmlFor="p-name" error={errors.name}>
          <input id="p-name" className="input" value={name} onChange={(e) => setName(e.target.value)} required />
        </Field>
        <Field label={t('admin.products.brand')} htmlFor="p-brand" error={errors.brand}>
          <select id="p-brand" className="input" value={brand} onChange={(e) => setBrand(e.target.value)} required>
            <option value="">{t('admin.products.chooseBrand')}</option>
            {/* The shop's brands (Brands screen): active ones, plus this product's own even when inactive. */}
            {(brands.data ?? [])
              .filter((b) => b.isActive || b.slug === product?.brand)
              .map((b) => (
                <option key={b.slug} value={b.slug}>
                  {b.name}
                </option>
              ))}
          </select>
        </Field>
        <Field label={t('admin.products.categoryLabel')} htmlFor="p-category" error={errors.category}>
          <select id="p-category" className="input" value={category} onChange={(e) => setCategory(e.target.value)} required>
            <CategoryOptions none={t('admin.common.chooseCategory')} />
          </select>
        </Field>
        <Field label={t('admin.products.statusLabel')} htmlFor="p-status" error={errors.status}>
          <select id="p-status" className="input" value={status} onChange={(e) => setStatus(e.target.value)}>
            {PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.status.${s}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label={t('admin.products.description')} htmlFor="p-description" error={errors.description}>
        <textarea id="p-description" className="input min-h-24" value={description} onChange={(e) => setDescription(e.target.value)} required />
      </Field>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={featured} onChange={(e) => setFeatured(e.target.checked)} className="size-4" /> {t('admin.products.featuredLabel')}
      </label>

      <fieldset>
        <legend className="label">
          {t('admin.products.images', { n: images.length, max: MAX_PRODUCT_IMAGES })}
        </legend>
        <div className="flex flex-wrap gap-2">
          {images.map((url, i) => (
            <div key={url} className="relative">
              <img src={imageUrl(url, 'thumb') ?? ''} alt={t('admin.products.image', { n: i + 1 })} className="size-20 rounded-lg border border-slate-200 object-cover" />
              <button type="button" aria-label={t('admin.products.removeImage', { n: i + 1 })} className="absolute -top-2 -right-2 rounded-full bg-white p-0.5 shadow" onClick={() => setImages(images.filter((u) => u !== url))}>
                <X className="size-4" />
              </button>
            </div>
          ))}
          {images.length < MAX_PRODUCT_IMAGES && (
            <label className={`flex size-20 cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed border-slate-300 text-xs text-slate-500 hover:border-brand-500 ${uploading ? 'opacity-50' : ''}`}>
              <Upload className="size-5" />
              {uploading ? t('admin.products.uploading') : t('admin.products.addImage')}
              <input type="file" accept="image/*" multiple className="sr-only" aria-label={t('admin.products.uploadImages')} disabled={uploading} onChange={(e) => addImages(e.target.files)} />
            </label>
          )}
        </div>
        {errors.images && <p className="mt-1 text-sm text-red-600">{errors.images}</p>}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="label">{t('admin.products.variantsLegend')}</legend>
        {variants.map((v, i) => (
          <div key={i} className="grid grid-cols-[1fr_1fr_1fr_1fr_auto] gap-2">
            <input className="input" aria-label={t('admin.products.variantColor', { n: i + 1 })} placeholder={t('admin.products.color')} value={v.color} onChange={(e) => setVariant(i, { color: e.target.value })} />
            <input className="input" aria-label={t('admin.products.variantStorage', { n: i + 1 })} placeholder={t('admin.products.storage')} value={v.storage} onChange={(e) => setVariant(i, { storage: e.target.value })} />
            <input className="input" aria-label={t('admin.products.variantPrice', { n: i + 1 })} placeholder={t('admin.products.price')} type="number" min="0" step="0.01" value={v.price} onChange={(e) => setVariant(i, { price: e.target.value })} />
            <input className="input" aria-label={t('admin.products.variantStock', { n: i + 1 })} placeholder={t('admin.products.stock')} type="number" min="0" step="1" value={v.stock} onChange={(e) => setVariant(i, { stock: e.target.value })} />
            <button type="button" className="btn-ghost p-2" aria-label={t('admin.products.removeVariant', { n: i + 1 })} disabled={variants.length === 1} onClick={() => setVariants(variants.filter((_, j) => j !== i))}>
              <Trash2 className="size-4" aria-hidden />
            </button>
            {Object.entries(errors)
              .filter(([k]) => k.startsWith(`variants.${i}.`))
              .map(([k, m]) => (
                <p key={k} className="col-span-5 text-sm text-red-600">
                  {t('admin.products.variantError', { n: i + 1, message: m })}
                </p>
              ))}
          </div>
        ))}
        {errors.variants && <p className="text-sm text-red-600">{errors.variants}</p>}
        <button type="button" className="btn-outline" onClick={() => setVariants([...variants, { color: '', storage: '', price: '', stock: '' }])}>
          <Plus className="size-4" aria-hidden /> {t('admin.products.addVariant')}
        </button>
      </fieldset>

      <details className="rounded-xl border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-semibold">{t('admin.products.specs')}</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {SPEC_FIELDS.map((f) => (
            <Field key={f} label={t(`product.specs.${f}`)} htmlFor={`p-spec-${f}`}>
              <input id={`p-spec-${f}`} className="input" value={specs[f] ?? ''} onChange={(e) => setSpecs({ ...specs, [f]: e.target.value })} />
            </Field>
          ))}
          <Field label={t('product.hsCode')} htmlFor="p-hs">
            <input id="p-hs" className="input" value={hsCode} onChange={(e) => setHsCode(e.target.value)} />
          </Field>
          <Field label={t('admin.products.declared')} htmlFor="p-declared" error={errors.declaredValueCents}>
            <input id="p-declared" className="input" type="number" min="0" step="0.01" value={declared} onChange={(e) => setDeclared(e.target.value)} />
          </Field>
          <Field label={t('admin.products.duty')} htmlFor="p-duty" error={errors.estimatedDutyCents}>
            <input id="p-duty" className="input" type="number" min="0" step="0.01" value={duty} onChange={(e) => setDuty(e.target.value)} />
          </Field>
        </div>
      </details>

      {/* The save bar stays at the foot of the dialog while the long form scrolls. */}
      <div className="sticky bottom-0 z-10 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline" onClick={onCancel} disabled={saving}>
          {t('admin.common.cancel')}
        </button>
        <SaveRecordButton busy={saving} disabled={uploading} label={product ? t('admin.products.update') : t('admin.products.create')} />
      </div>
    </form>
  );
}
