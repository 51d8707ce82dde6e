/**
 * Policies, /policies (storefront spec §2 Policies, §9 policy text): returns policy (defective
 * goods only, contact support within 48 hours), exchange policy (start within 7 days), the
 * service countries grid from the server, and a Need Help link to /help.
 */
import { HelpCircle, PackageCheck, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd } from '@phonexport/domain/money';
import { deliveryEstimate, shippingCostCents } from '@phonexport/domain/shipping';
import { CardSection } from '../../components/ui/card-section';
import { Flag } from '../../components/flag';
import { useCountries } from '../../lib/use-countries';
import { paths } from '../../lib/paths';
import { PageTitle } from '../../components/page-title';
import { useTranslation } from '../../i18n/i18n';
import { countryName } from '../../lib/intl';

export function PoliciesPage() {
  const countries = useCountries();
  const { t } = useTranslation();
  // The return and exchange rules: each section's heading id, icon, title and lines.
  const rules = [
    { id: 'returns-title', Icon: PackageCheck, title: t('policies.returnsTitle'), lines: [t('policies.returns1'), t('policies.returns2'), t('policies.returns3')] },
    { id: 'exchange-title', Icon: RefreshCw, title: t('policies.exchangeTitle'), lines: [t('policies.exchange1'), t('policies.exchange2'), t('policies.exchange3')] },
  ];
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <PageTitle title={t('policies.pageTitle')} />
      <h1 className="text-2xl font-bold">{t('footer.policies')}</h1>
      {rules.map(({ id, Icon, title, lines }) => (
        <CardSection key={id} className="p-5" titleClassName="text-lg font-bold" titleId={id} icon={<Icon className="size-5 text-brand-600" aria-hidden />} title={title}>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </CardSection>
      ))}
      <CardSection className="p-5" titleClassName="text-lg font-bold" titleId="countries-title" title={t('policies.countries')}>
        <p className="text-sm text-slate-600">{t('policies.countriesText')}</p>
        {countries.isLoading ? (
          <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              <div key={i} className="skeleton h-24" />
            ))}
          </div>
        ) : (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(countries.data ?? []).map((c) => {
              const standard = shippingCostCents(c, 'standard');
              return (
                <li key={c.code} className="rounded-xl border border-slate-200 p-3 text-sm">
                  <Flag code={c.code} width={32} title={countryName(c.code, c.name)} />
                  <p className="mt-1 font-semibold">{countryName(c.code, c.name)}</p>
                  <p className="text-slate-600">{t('policies.standard', { amount: standard === 0 ? t('summary.free') : formatUsd(standard) })}</p>
                  <p className="text-slate-600">{t('policies.days', { range: deliveryEstimate(c, 'standard') })}</p>
                  <p className="text-xs text-slate-500">{t('policies.duty', { rate: c.dutyRate })}</p>
                </li>
              );
            })}
          </ul>
        )}
      </CardSection>
      <Link to={paths.help} className="card flex items-center gap-3 p-4 font-semibold hover:bg-slate-50">
        <HelpCircle className="size-6 text-brand-600" aria-hidden />
        {t('policies.needHelp')}
      </Link>
    </div>
  );
}
