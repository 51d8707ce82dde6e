/**
 * Admin service countries (back office spec §2, §5, §9): cards with code, Active/Inactive,
 * standard and express shipping (Free when 0), delivery days and duty rate; add/edit form with
 * every §5 rule; delete confirmation. The cart's destination list and checkout follow at once.
 */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Globe2 } from 'lucide-react';
import type { ServiceCountryDto } from '@phonexport/contracts/shipping';
import type { AdminCountryInput } from '@phonexport/contracts/shipping';
import { centsToInput, formatUsd, inputToCents } from '@phonexport/domain/money';
import { useSaveRecord } from '../../lib/save-form';
import { Badge } from '../../components/ui/status-badge';
import { EditorDialog } from '../../components/ui/editor-dialog';
import { EmptyState, QueryState, TableSkeleton } from '../../components/ui/query-state';
import { Field } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { useAdminCountries } from './api/use-admin-countries';
import { useCreateCountry } from './api/use-create-country';
import { useDeleteCountry } from './api/use-delete-country';
import { useUpdateCountry } from './api/use-update-country';
import { t as translate, useTranslation } from '../../i18n/i18n';
import { DeleteRecordDialog } from '../../components/admin-list/delete-record-dialog';
import { AddRecordButton, RecordActions, SaveRecordButton } from '../../components/admin-list/record-actions';
import { deleteWithToasts } from '../../components/admin-list/delete-with-toasts';

const cost = (cents: number | null) => (cents === 0 ? translate('admin.countries.free') : cents == null ? '—' : formatUsd(cents));

export function ServiceCountriesPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<ServiceCountryDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ServiceCountryDto | null>(null);
  const q = useAdminCountries();
  const deleteCountry = useDeleteCountry();
  const refresh = () => qc.invalidateQueries();
  const remove = async () => {
    if (!deleting) return;
    // After a failure the dialog stays open, to try again.
    await deleteWithToasts(() => deleteCountry.mutateAsync(deleting.id), { deleted: t('admin.countries.deleted'), failed: t('admin.countries.deleteFailed') }, () => {
      setDeleting(null);
      return refresh();
    });
  };
  const add = <AddRecordButton label={t('admin.countries.add')} onAdd={() => setEditing('new')} />;
  return (
    <div>
      <PageHeader title={t('admin.countries.title')} subtitle={t('admin.countries.subtitle')} actions={add} />
      <QueryState
        query={q}
        loading={<TableSkeleton />}
        error={t('admin.countries.loadFailed')}
        empty={
          <EmptyState
            icon={Globe2}
            title={t('admin.countries.emptyTitle')}
            text={t('admin.countries.emptyText')}
            action={
              <button type="button" className="btn-primary mt-3" onClick={() => setEditing('new')}>
                {t('admin.countries.addFirst')}
              </button>
            }
          />
        }
      >
        {(countries) => (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {countries.map((c) => (
              <li key={c.id} className="card p-4">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <h2 className="flex items-center gap-2 font-bold">
                      {c.name} <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">{c.code}</span>
                    </h2>
                    <div className="mt-1">
                      <Badge value={c.isActive ? 'active' : 'inactive'} />
                    </div>
                  </div>
                  <RecordActions
                    className="flex gap-1"
                    name={c.name}
                    onEdit={() => setEditing(c)}
                    onDelete={() => setDeleting(c)}
                    editLabel={t('admin.countries.editName', { name: c.name })}
                    editTitle={t('admin.countries.edit')}
                    deleteLabel={t('admin.countries.deleteName', { name: c.name })}
                    deleteTitle={t('admin.countries.delete')}
                  />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-y-1 text-sm">
                  <dt className="text-slate-500">{t('admin.countries.standardShipping')}</dt>
                  <dd className="text-right whitespace-nowrap">{cost(c.standardShippingCostCents ?? c.shippingCostCents)}</dd>
                  <dt className="text-slate-500">{t('admin.countries.expressShipping')}</dt>
                  <dd className="text-right whitespace-nowrap">{cost(c.expressShippingCostCents ?? c.shippingCostCents + 1500)}</dd>
                  <dt className="text-slate-500">{t('admin.countries.standardDelivery')}</dt>
                  <dd className="text-right">{t('admin.countries.days', { count: c.estimatedDeliveryDays.standard })}</dd>
                  <dt className="text-slate-500">{t('admin.countries.expressDelivery')}</dt>
                  <dd className="text-right">{t('admin.countries.days', { count: c.estimatedDeliveryDays.express })}</dd>
                  <dt className="text-slate-500">{t('admin.countries.dutyRate')}</dt>
                  <dd className="text-right">{c.dutyRate}%</dd>
                  <dt className="text-slate-500">{t('admin.countries.currency')}</dt>
                  <dd className="text-right">{c.currency}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <EditorDialog editing={editing} onClose={() => setEditing(null)} onSaved={refresh} titles={[t('admin.countries.addTitle'), t('admin.countries.editTitle')]}>
        {(record, done) => <CountryForm country={record} onDone={done} />}
      </EditorDialog>
      <DeleteRecordDialog record={deleting} title={t('admin.countries.deleteTitle')} confirmLabel={t('admin.countries.delete')} i18nKey="admin.countries.deleteConfirm" pending={deleteCountry.isPending} onConfirm={remove} onCancel={() => setDeleting(null)} />
    </div>
  );
}

function CountryForm({ country, onDone }: { country: ServiceCountryDto | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [f, setF] = useState({
    name: country?.name ?? '',
    code: country?.code ?? '',
    currency: country?.currency ?? 'USD',
    standard: centsToInput(country ? (country.standardShippingCostCents ?? country.shippingCostCents) : 0),
    express: centsToInput(country ? (country.expressShippingCostCents ?? country.shippingCostCents + 1500) : 1500),
    standardDays: String(country?.estimatedDeliveryDays.standard ?? 5),
    expressDays: String(country?.estimatedDeliveryDays.express ?? 2),
    dutyRate: String(country?.dutyRate ?? 10),
    isActive: country?.isActive ?? true,
  });
  const { errors, busy, saveRecord } = useSaveRecord(country, { create: useCreateCountry(), update: useUpdateCountry() }, onDone, {
    created: t('admin.countries.created'),
    updated: t('admin.countries.updated'),
    failure: t('admin.countries.saveFailed'),
  });
  const set = (p: Partial<typeof f>) => setF((x) => ({ ...x, ...p }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // §5: name and code first, with the spec's title and message.
    if (!f.name.trim() || !f.code.trim()) {
      toast.error(t('admin.countries.validationError'), { description: t('admin.countries.required') });
      return;
    }
    if (f.code.trim().length !== 2) {
      toast.error(t('admin.countries.validationError'), { description: t('admin.countries.codeLength') });
      return;
    }
    const body: AdminCountryInput = {
      name: f.name,
      code: f.code,
      currency: f.currency,
      standardShippingCostCents: inputToCents(f.standard),
      expressShippingCostCents: inputToCents(f.express),
      standardDeliveryDays: Number(f.standardDays),
      expressDeliveryDays: Number(f.expressDays),
      dutyRate: Number(f.dutyRate),
      isActive: f.isActive,
    };
    await saveRecord(body);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label={t('admin.countries.name')} htmlFor="c-name" error={errors.name}>
        <input id="c-name" className="input" value={f.name} onChange={(e) => set({ name: e.target.value })} />
      </Field>
      <Field label={t('admin.countries.code')} htmlFor="c-code" error={errors.code}>
        <input id="c-code" className="input uppercase" maxLength={2} value={f.code} onChange={(e) => set({ code: e.target.value.toUpperCase() })} />
      </Field>
      <Field label={t('admin.countries.currency')} htmlFor="c-currency" error={errors.currency}>
        <input id="c-currency" className="input uppercase" maxLength={3} value={f.currency} onChange={(e) => set({ currency: e.target.value.toUpperCase() })} />
      </Field>
      <Field label={t('admin.countries.dutyLabel')} htmlFor="c-duty" error={errors.dutyRate}>
        <input id="c-duty" className="input" type="number" min={0} max={100} step={0.1} value={f.dutyRate} onChange={(e) => set({ dutyRate: e.target.value })} />
      </Field>
      <Field label={t('admin.countries.standardLabel')} htmlFor="c-standard" error={errors.standardShippingCostCents}>
        <input id="c-standard" className="input" type="number" min={0} step={0.01} value={f.standard} onChange={(e) => set({ standard: e.target.value })} />
      </Field>
      <Field label={t('admin.countries.expressLabel')} htmlFor="c-express" error={errors.expressShippingCostCents}>
        <input id="c-express" className="input" type="number" min={0} step={0.01} value={f.express} onChange={(e) => set({ express: e.target.value })} />
      </Field>
      <Field label={t('admin.countries.standardDaysLabel')} htmlFor="c-sdays" error={errors.standardDeliveryDays}>
        <input id="c-sdays" className="input" type="number" min={1} step={1} value={f.standardDays} onChange={(e) => set({ standardDays: e.target.value })} />
      </Field>
      <Field label={t('admin.countries.expressDaysLabel')} htmlFor="c-edays" error={errors.expressDeliveryDays}>
        <input id="c-edays" className="input" type="number" min={1} step={1} value={f.expressDays} onChange={(e) => set({ expressDays: e.target.value })} />
      </Field>
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
        <input type="checkbox" className="size-4" checked={f.isActive} onChange={(e) => set({ isActive: e.target.checked })} /> {t('admin.countries.activeLabel')}
      </label>
      <div className="flex justify-end sm:col-span-2">
        <SaveRecordButton busy={busy} label={country ? t('admin.countries.update') : t('admin.countries.create')} />
      </div>
    </form>
  );
}
