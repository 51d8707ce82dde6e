/**
 * Footer (storefront spec §1, §2): logo, description, flags of the 8 countries, Quick Links,
 * Account links, contact (Guangzhou address, support e-mail, phone), social links, copyright.
 */
import { Link } from 'react-router';
import { Logo } from './layout';
import { FlagRow } from './flag';
import { useShopContact } from '../lib/shop';

const QUICK_LINKS = [
  { to: '/products', label: 'Shop Phones' },
  { to: '/cart', label: 'Cart' },
  { to: '/track-order', label: 'Track Order' },
  { to: '/help', label: 'Help Center' },
  { to: '/policies', label: 'Policies' },
];
const ACCOUNT_LINKS = [
  { to: '/account', label: 'My Account' },
  { to: '/orders', label: 'My Orders' },
  { to: '/addresses', label: 'Addresses' },
  { to: '/settings', label: 'Settings' },
];

export function Footer() {
  const SHOP_CONTACT = useShopContact();
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo className="text-white" />
          <p className="mt-3 text-sm leading-relaxed">{SHOP_CONTACT.description}</p>
          <div className="mt-4">
            <FlagRow width={26} />
          </div>
        </div>
        <nav aria-label="Quick Links">
          <h2 className="text-sm font-semibold text-white">Quick Links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-white">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Account">
          <h2 className="text-sm font-semibold text-white">Account</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {ACCOUNT_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-white">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <h2 className="font-semibold text-white">Contact</h2>
          <address className="mt-3 not-italic leading-relaxed">{SHOP_CONTACT.address}</address>
          <p className="mt-2">
            <a href={`mailto:${SHOP_CONTACT.email}`} className="hover:text-white">
              {SHOP_CONTACT.email}
            </a>
          </p>
          <p>
            <a href={`tel:${SHOP_CONTACT.phone.replace(/\s/g, '')}`} className="hover:text-white">
              {SHOP_CONTACT.phone}
            </a>
          </p>
          <div className="mt-3 flex gap-3">
            <a href={SHOP_CONTACT.facebook} className="hover:text-white" rel="noopener noreferrer" target="_blank">
              Facebook
            </a>
            <a href={SHOP_CONTACT.tiktok} className="hover:text-white" rel="noopener noreferrer" target="_blank">
              TikTok
            </a>
          </div>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs">© {new Date().getFullYear()} {SHOP_CONTACT.name}. All rights reserved.</p>
    </footer>
  );
}
