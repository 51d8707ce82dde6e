/**
 * Address book (storefront spec §2 Addresses, §4 Address book): the customer's saved addresses
 * from the server, default first; add / edit dialog, delete confirmation, Set as Default.
 * The first address becomes the default; deleting the default promotes the oldest remaining one.
 */
import { useEffect, useState } from 'react';
import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { toast } from '../../lib/toast';
import type { AddressDto } from '@phonexport/contracts/addresses';
import { PostalAddress } from '../../components/postal-address';
import { ConfirmDialog } from '../../components/ui/dialog';
import { useAddresses } from './api/use-addresses';
import { useCreateAddress } from './api/use-create-address';
import { useReplaceAddress } from './api/use-replace-address';
import { useDeleteAddress } from './api/use-delete-address';
import { useMakeDefaultAddress } from './api/use-make-default-address';
import { AddressDialog } from './address-dialog';
import { PageTitle } from '../../components/page-title';
import { t as translate, useTranslation } from '../../i18n/i18n';

export function AddressesPage() {
  const { data, isLoading, isError, refetch } = useAddresses();
  const create = useCreateAddress();
  const replace = useReplaceAddress();
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  const [editing, setEditing] = useState<AddressDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AddressDto | null>(null);
  const { t } = useTranslation();

  useEffect(() => {
    if (isError) toast.error(translate('common.error'), { description: translate('addresses.loadFailed') });
  }, [isError]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <div className="flex items-center justify-between gap-2">
        <PageTitle title={t('addresses.title')} />
        <h1 className="text-2xl font-bold">{t('addresses.title')}</h1>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden /> {t('addresses.add')}
        </button>
      </div>
      {isLoading && (
        <div className="mt-4 space-y-3">
          {[0, 1].map((i) => (
            <div key={i} className="skeleton h-32" />
          ))}
        </div>
      )}
      {isError && (
        <div className="card mt-4 p-6 text-center">
          <p className="font-semibold text-red-700">{t('addresses.loadFailed')}</p>
          <button type="button" className="btn-outline mt-3" onClick={() => refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {data && data.length === 0 && (
        <div className="card mt-4 flex flex-col items-center p-8 text-center">
          <MapPin className="size-12 text-slate-300" aria-hidden />
          <p className="mt-3 font-semibold">{t('addresses.none')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('addresses.noneText')}</p>
        </div>
      )}
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" aria-label={t('checkout.savedAddresses')}>
        {data?.map((a) => (
          <li key={a.id} className={`card p-4 ${a.isDefault ? 'border-brand-500 ring-1 ring-brand-500' : ''}`} aria-label={a.name}>
            <div className="flex items-center gap-2">
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{t(`addresses.type.${a.type}`)}</span>
              {a.isDefault && <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">{t('checkout.default')}</span>}
            </div>
            <PostalAddress address={a} className="mt-2" />
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="button" className="btn-outline px-3 py-1.5" onClick={() => setEditing(a)} aria-label={t('addresses.editNamed', { name: a.name })}>
                <Pencil className="size-4" aria-hidden /> {t('common.edit')}
              </button>
              {!a.isDefault && (
                <button
                  type="button"
                  className="btn-outline px-3 py-1.5"
                  disabled={makeDefault.isPending}
                  onClick={() => makeDefault.mutate(a.id, { onError: () => toast.error(t('common.error'), { description: t('addresses.saveFailed') }) })}
                >
                  <Star className="size-4" aria-hidden /> {t('addresses.setDefault')}
                </button>
              )}
              <button type="button" className="btn-ghost px-3 py-1.5 text-red-600" onClick={() => setDeleting(a)} aria-label={t('addresses.deleteNamed', { name: a.name })}>
                <Trash2 className="size-4" aria-hidden /> {t('common.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <AddressDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSave={async (body) => {
          if (editing && editing !== 'new') await replace.mutateAsync({ id: editing.id, body });
          else await create.mutateAsync(body);
          toast.success(editing === 'new' ? t('addresses.added') : t('addresses.updated'));
          setEditing(null);
        }}
      />
      <ConfirmDelete
        address={deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(a) =>
          remove.mutate(a.id, {
            onSuccess: () => {
              toast.success(t('addresses.deleted'));
              setDeleting(null);
            },
            onError: () => toast.error(t('common.error'), { description: t('addresses.saveFailed') }),
          })
        }
      />
    </div>
  );
}

/** "Delete Address" confirmation (§4): names the address and warns when it is the default. */
function ConfirmDelete({ address, pending, onCancel, onConfirm }: { address: AddressDto | null; pending: boolean; onCancel(): void; onConfirm(a: AddressDto): void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog open={address !== null} title={t('addresses.deleteTitle')} confirmLabel={t('common.delete')} pending={pending} onCancel={onCancel} onConfirm={() => address && onConfirm(address)}>
      <p>{address ? t('addresses.deleteNamedText', { name: address.name, street: address.street }) : t('addresses.deleteText')}</p>
      {address?.isDefault && <p>{t('addresses.nextDefault')}</p>}
    </ConfirmDialog>
  );
}
