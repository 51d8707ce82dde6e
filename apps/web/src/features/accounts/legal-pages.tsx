/**
 * Terms of Service and Privacy Policy, linked from registration (storefront spec §2 Register).
 */
import { Link } from 'react-router';
import { useShopContact } from '../../lib/shop';
import { PageTitle } from '../../components/page-title';
import { Trans, useTranslation } from '../../i18n/i18n';

/** A legal page's sections: `legal.{page}.{section}Title` and `legal.{page}.{section}Text`. */
const SECTIONS = {
  terms: ['who', 'orders', 'duties', 'delivery', 'returns'],
  privacy: ['keep', 'why', 'cookies', 'choices'],
} as const;

function LegalPage({ page }: { page: keyof typeof SECTIONS }) {
  const SHOP_CONTACT = useShopContact();
  const { t } = useTranslation();
  const title = t(`legal.${page}.title`);
  return (
    <article className="mx-auto max-w-2xl px-4 py-8 leading-relaxed text-slate-700 [&_h2]:mt-6 [&_h2]:font-bold [&_h2]:text-slate-900 [&_p]:mt-2">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {SECTIONS[page].map((section) => (
        <section key={section}>
          <h2>{t(`legal.${page}.${section}Title`)}</h2>
          <p>{t(`legal.${page}.${section}Text`)}</p>
        </section>
      ))}
      <p className="mt-8">
        <Trans
          i18nKey="legal.questions"
          values={{ email: SHOP_CONTACT.email }}
          components={[<a key="mail" className="font-semibold text-brand-600" href={`mailto:${SHOP_CONTACT.email}`} />, <Link key="register" className="font-semibold text-brand-600" to="/register" />]}
        />
      </p>
    </article>
  );
}

/** /terms (storefront spec §2 Register links it). */
export function TermsPage() {
  return <LegalPage page="terms" />;
}

/** /privacy (storefront spec §2 Register links it). */
export function PrivacyPage() {
  return <LegalPage page="privacy" />;
}
