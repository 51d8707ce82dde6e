/**
 * Footer (storefront spec §1, §2): logo, description, flags of the 8 countries, Quick Links,
 * Account links, contact (Guangzhou address, support e-mail, phone), social links, copyright.
 */
import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n';
import { Logo } from '../components/logo';
import { FlagRow } from '../components/flag';
import { SHOP_CONTACT, useShopContact } from '../lib/shop';
import { CurrencyControl } from '../components/currency-control';
import { DataSaverSwitch } from '../components/data-saver-switch';
import { LanguageSelect } from './language-select';

const QUICK_LINKS = [
  { to: '/products', label: 'footer.shopPhones' },
  { to: '/cart', label: 'footer.cart' },
  { to: '/track-order', label: 'footer.trackOrder' },
  { to: '/help', label: 'footer.helpCenter' },
  { to: '/policies', label: 'footer.policies' },
];
const ACCOUNT_LINKS = [
  { to: '/account', label: 'footer.myAccount' },
  { to: '/orders', label: 'footer.myOrders' },
  { to: '/addresses', label: 'footer.addresses' },
  { to: '/settings', label: 'footer.settings' },
];

/** A titled list of links, a navigation landmark named by its title; `label` is an i18n key. */
function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="hover:text-white">
              {t(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const contact = useShopContact();
  // The default description is translated; one the shop has written in the back office is shown as saved.
  const description = contact.description === SHOP_CONTACT.description ? t('footer.description') : contact.description;
  return (
    // pb-36: the room under the last line is the floating widgets' (floating-widgets.tsx), so nothing ends under them.
    <footer className="below-fold keep-dark mt-12 border-t border-slate-200 bg-slate-900 pb-36 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo className="text-white" onDark />
          <p className="mt-3 text-sm leading-relaxed">{description}</p>
          <div className="mt-4">
            <FlagRow width={26} />
          </div>
          <LanguageSelect />
        </div>
        <LinkList title={t('footer.quickLinks')} links={QUICK_LINKS} />
        <LinkList title={t('footer.account')} links={ACCOUNT_LINKS} />
        <div className="text-sm">
          <h2 className="font-semibold text-white">{t('footer.contact')}</h2>
          <address className="mt-3 not-italic leading-relaxed">{contact.address}</address>
          <p className="mt-2">
            <a href={`mailto:${contact.email}`} className="hover:text-white">
              {contact.email}
            </a>
          </p>
          <p>
            <a href={`tel:${contact.phone.replace(/\s/g, '')}`} className="hover:text-white">
              {contact.phone}
            </a>
          </p>
          <div className="mt-3 flex gap-3">
            <a href={contact.facebook} className="hover:text-white" rel="noopener noreferrer" target="_blank">
              Facebook
            </a>
            <a href={contact.tiktok} className="hover:text-white" rel="noopener noreferrer" target="_blank">
              TikTok
            </a>
          </div>
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 border-t border-slate-800 px-4 py-4">
        <CurrencyControl tone="dark" />
        <DataSaverSwitch tone="dark" />
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs">
        © {new Date().getFullYear()} {contact.name}. {t('footer.rights')}
      </p>
    </footer>
  );
}
