/**
 * Terms of Service and Privacy Policy, linked from registration (storefront spec §2 Register).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useShopContact } from '../../lib/shop';
import { PageTitle } from '../../components/page-title';

function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const SHOP_CONTACT = useShopContact();
  return (
    <article className="mx-auto max-w-2xl px-4 py-8 leading-relaxed text-slate-700 [&_h2]:mt-6 [&_h2]:font-bold [&_h2]:text-slate-900 [&_p]:mt-2">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
      <p className="mt-8">
        Questions? Write to <a className="font-semibold text-brand-600" href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a> or go back to{' '}
        <Link className="font-semibold text-brand-600" to="/register">
          Create Account
        </Link>
        .
      </p>
    </article>
  );
}

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <h2>Who we are</h2>
      <p>PhoneXport sells phones, tablets, computers and accessories from Guangzhou, China, to customers in Botswana, Eswatini, Lesotho, Malawi, Namibia, South Africa, Zambia and Zimbabwe. Prices are in US dollars.</p>
      <h2>Orders and payment</h2>
      <p>An order is placed when payment succeeds. We charge the total shown at checkout: the items, shipping, the duty estimate for your country and any discount. If an item sells out while you pay, we refund the payment in full and tell you.</p>
      <h2>Duties and taxes</h2>
      <p>The duty estimate is our best estimate of the import taxes of your country. The amount your customs authority charges on arrival may differ.</p>
      <h2>Delivery</h2>
      <p>Delivery times are estimates from the day the parcel leaves our warehouse. You receive a tracking number once the parcel is handed to the courier.</p>
      <h2>Returns and exchanges</h2>
      <p>We accept returns of defective goods: contact support within 48 hours of delivery. Exchanges must begin within 7 days of delivery.</p>
    </LegalPage>
  );
}

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <h2>What we keep</h2>
      <p>Your name, e-mail address, phone number, the addresses you save and your orders. Passwords are stored only as salted hashes.</p>
      <h2>Why</h2>
      <p>To deliver your orders, to contact you about them, and to keep the invoices the law requires. We do not sell your data.</p>
      <h2>Cookies</h2>
      <p>One cookie keeps you signed in. Your cart is kept in your browser until you check out.</p>
      <h2>Your choices</h2>
      <p>You can delete your account at any time; your personal data is removed and your past orders are kept without your name for our accounts.</p>
    </LegalPage>
  );
}
