/**
 * Admin settings (back office spec §2 Admin settings): General, Payment, Shipping and
 * Notifications tabs, saved on the server with Save Changes ('Settings Saved'). Every control acts
 * (decision 050): contact details wherever the shop shows them (footer, Help Centre, Need Help,
 * invoices, e-mails), reviews and express shipping on or off, the payment provider switch opens or
 * closes checkout, the courier key for parcel tracking, the free shipping minimum in pricing, and
 * the owner's e-mail alerts with their switches and low-stock threshold. Wishlist, inventory
 * tracking, the payment client id, the second card provider and the shop-wide standard rate were
 * removed (see the decision).
 */
import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import { Save } from 'lucide-react';
import type { ShopSettingsDto as ShopSettings } from '@phonexport/contracts/shop-settings';
import { centsToInput, inputToCents } from '@phonexport/domain/money';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/admin-api';
import { Field } from '../../components/ui/field';
import { LoadError, TableSkeleton } from '../../components/ui/query-state';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs } from '../../components/ui/tabs';
import { Toggle } from '../../components/ui/toggle';
import { useShopSettings } from './api/use-shop-settings';
import { useSaveShopSettings } from './api/use-save-shop-settings';
import { useTranslation } from '../../i18n/i18n';

/** The tabs, each labelled by `admin.settings.tab.<key>`. */
const TABS = ['general', 'payment', 'shipping', 'notifications'] as const;

function ToggleRow({ label, hint, checked, onChange }: { label: string; hint?: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <div>
        <p className="font-medium">{label}</p>
        {hint && <p className="text-sm text-slate-500">{hint}</p>}
      </div>
      <Toggle label={label} checked={checked} onChange={onChange} />
    </div>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  const q = useShopSettings();
  const saveSettings = useSaveShopSettings();
  const [tab, setTab] = useState<(typeof TABS)[number]>('general');
  const [s, setS] = useState<ShopSettings | null>(null);
  const [freeMin, setFreeMin] = useState('');
  const [threshold, setThreshold] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (q.data) {
      setS(q.data);
      setFreeMin(centsToInput(q.data.shipping.freeShippingMinimumCents));
      setThreshold(String(q.data.notifications.lowInventoryThreshold));
    }
  }, [q.data]);
  if (q.isError) return <LoadError message={t('admin.settings.loadFailed')} onRetry={() => q.refetch()} />;
  if (!s) return <TableSkeleton />;

  const g = <K extends keyof ShopSettings>(k: K, patch: Partial<ShopSettings[K]>) => setS({ ...s, [k]: { ...s[k], ...patch } });
  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      const body: ShopSettings = {
        ...s,
        shipping: { ...s.shipping, freeShippingMinimumCents: freeMin.trim() === '' ? null : inputToCents(freeMin) },
        notifications: { ...s.notifications, lowInventoryThreshold: threshold.trim() === '' ? Number.NaN : Number(threshold) },
      };
      await saveSettings.mutateAsync(body);
      toast.success(t('admin.settings.saved'));
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.fields);
        const first = Object.keys(err.fields)[0]?.split('.')[0];
        if (first && (TABS as readonly string[]).includes(first)) setTab(first as typeof tab);
      }
      toast.error(t('admin.common.error'), { description: errorMessage(err, t('admin.settings.saveFailed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <PageHeader
        title={t('admin.settings.title')}
        subtitle={t('admin.settings.subtitle')}
        actions={
          <button type="button" className="btn-primary" onClick={save} disabled={busy}>
            <Save className="size-4" aria-hidden /> {busy ? t('admin.common.saving') : t('admin.settings.save')}
          </button>
        }
      />
      <Tabs label={t('admin.settings.title')} tabs={TABS.map((key) => ({ key, label: t(`admin.settings.tab.${key}`) }))} value={tab} onChange={setTab} className="mb-4" />
      <div className="card max-w-3xl p-5">
        {tab === 'general' && (
          <div className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('admin.settings.storeName')} htmlFor="s-name" error={errors['general.storeName']}>
                <input id="s-name" className="input" value={s.general.storeName} onChange={(e) => g('general', { storeName: e.target.value })} />
              </Field>
              <Field label={t('admin.settings.storeEmail')} htmlFor="s-email" error={errors['general.storeEmail']}>
                <input id="s-email" type="email" className="input" value={s.general.storeEmail} onChange={(e) => g('general', { storeEmail: e.target.value })} />
              </Field>
              <Field label={t('admin.settings.phone')} htmlFor="s-phone" error={errors['general.phone']}>
                <input id="s-phone" className="input" value={s.general.phone} onChange={(e) => g('general', { phone: e.target.value })} />
              </Field>
            </div>
            <Field label={t('admin.settings.description')} htmlFor="s-description" error={errors['general.description']}>
              <textarea id="s-description" className="input min-h-20" value={s.general.description} onChange={(e) => g('general', { description: e.target.value })} />
            </Field>
            <Field label={t('admin.settings.address')} htmlFor="s-address" error={errors['general.address']}>
              <textarea id="s-address" className="input min-h-20" value={s.general.address} onChange={(e) => g('general', { address: e.target.value })} />
            </Field>
            <div className="divide-y divide-slate-100">
              <ToggleRow label={t('admin.settings.reviews')} hint={t('admin.settings.reviewsHint')} checked={s.general.enableReviews} onChange={(v) => g('general', { enableReviews: v })} />
            </div>
          </div>
        )}
        {tab === 'payment' && (
          <div className="space-y-4">
            <ToggleRow
              label={t('admin.settings.wallet')}
              hint={t('admin.settings.walletHint')}
              checked={s.payment.walletEnabled}
              onChange={(v) => g('payment', { walletEnabled: v })}
            />
            <p className="text-sm text-slate-500">{t('admin.settings.providerNote')}</p>
          </div>
        )}
        {tab === 'shipping' && (
          <div className="space-y-4">
            <ToggleRow label={t('admin.settings.express')} hint={t('admin.settings.expressHint')} checked={s.shipping.expressCourierEnabled} onChange={(v) => g('shipping', { expressCourierEnabled: v })} />
            <Field label={t('admin.settings.courierKey')} htmlFor="s-courier" error={errors['shipping.courierApiKey']}>
              <input id="s-courier" className="input" autoComplete="off" value={s.shipping.courierApiKey} onChange={(e) => g('shipping', { courierApiKey: e.target.value })} />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('admin.settings.freeMinimum')} htmlFor="s-free" error={errors['shipping.freeShippingMinimumCents']}>
                <input id="s-free" className="input" type="number" min={0} step={0.01} placeholder={t('admin.settings.noFreeShipping')} value={freeMin} onChange={(e) => setFreeMin(e.target.value)} />
              </Field>
            </div>
            <p className="text-sm text-slate-500">{t('admin.settings.freeNote')}</p>
          </div>
        )}
        {tab === 'notifications' && (
          <div className="space-y-4">
            <div className="divide-y divide-slate-100">
              <ToggleRow label={t('admin.settings.newOrders')} checked={s.notifications.newOrders} onChange={(v) => g('notifications', { newOrders: v })} />
              <ToggleRow label={t('admin.settings.lowInventory')} checked={s.notifications.lowInventory} onChange={(v) => g('notifications', { lowInventory: v })} />
              <Field label={t('admin.settings.threshold')} htmlFor="s-threshold" error={errors['notifications.lowInventoryThreshold']}>
                <input
                  id="s-threshold"
                  className="input max-w-32"
                  type="number"
                  min={0}
                  step={1}
                  value={threshold}
                  onChange={(e) => setThreshold(e.target.value)}
                />
              </Field>
              <ToggleRow label={t('admin.settings.customerMessages')} checked={s.notifications.customerMessages} onChange={(v) => g('notifications', { customerMessages: v })} />
            </div>
            <Field label={t('admin.settings.notificationEmail')} htmlFor="s-notify" error={errors['notifications.notificationEmail']}>
              <input id="s-notify" type="email" className="input" placeholder={s.general.storeEmail} value={s.notifications.notificationEmail} onChange={(e) => g('notifications', { notificationEmail: e.target.value })} />
            </Field>
            <p className="text-sm text-slate-500">{t('admin.settings.notificationNote')}</p>
          </div>
        )}
      </div>
    </div>
  );
}
