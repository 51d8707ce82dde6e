/**
 * /admin/security (decision 059): a staff member's own two-factor sign-in and active sessions (the
 * settings feature's security panel), where the owner's two-factor rule sends them first.
 */
import { PageHeader } from '../components/ui/page-header';
import { useTranslation } from '../i18n/i18n';
import { SecurityPanel } from '../features/settings/security-panel';

export function AdminSecurityPage() {
  const { t } = useTranslation();
  return (
    <div className="max-w-3xl space-y-4">
      <PageHeader title={t('staff.mySecurity')} />
      <SecurityPanel />
    </div>
  );
}
