/**
 * Account (storefront spec §2 Account): welcome, member-since date, links to orders, invoices,
 * addresses and settings, support links (Live Chat, Contact Support, Help Center) and Sign Out.
 * Signed out: Sign In and Create Account, both returning here afterwards, and the support links
 * (Live Chat then asks to sign in, 'Login Required').
 */
import { ChevronRight, Download, FileText, HelpCircle, LayoutDashboard, Mail, MapPin, MessageCircle, Package, Settings } from 'lucide-react';
import { promptInstall, useInstallOffer } from '../../lib/install-prompt';
import { isStaffRole } from '@phonexport/domain/staff-roles';
import { useTranslation } from '../../i18n/i18n';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { paths } from '../../lib/paths';
import { Spinner } from '../../components/spinner';
import { useShopContact } from '../../lib/shop';
import { useLogout, useMe } from '../../lib/use-me';
import { openChat } from '../../lib/open-chat';
import { PageTitle } from '../../components/page-title';
import { shortDate } from '../../lib/format-date';

/** The account's pages; `label` is a text key. */
const LINKS = [
  { to: paths.orders, key: 'footer.myOrders', Icon: Package },
  { to: paths.invoices, key: 'invoices.title', Icon: FileText },
  { to: paths.addresses, key: 'footer.addresses', Icon: MapPin },
  { to: paths.settings, key: 'footer.settings', Icon: Settings },
];

/** Live Chat (needs sign-in: else 'Login Required' and /login), Contact Support (mail), Help Center. */
function SupportLinks({ signedIn }: { signedIn: boolean }) {
  const contact = useShopContact();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const chat = () => {
    if (!signedIn) {
      toast.info(t('chat.loginRequired'), { description: t('chat.loginRequiredText') });
      navigate(paths.login, { state: { from: paths.account } });
      return;
    }
    openChat();
  };
  const row = 'flex w-full items-center gap-3 px-4 py-3.5 text-left hover:bg-slate-50';
  return (
    <section className="card divide-y divide-slate-100" aria-label={t('account.support')}>
      <h2 className="px-4 pt-3 pb-2 text-sm font-semibold text-slate-500">{t('account.support')}</h2>
      <button type="button" className={row} onClick={chat}>
        <MessageCircle className="size-5 text-brand-600" aria-hidden />
        <span className="flex-1 font-medium">{t('account.liveChat')}</span>
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-[11px] font-semibold text-green-700">24/7</span>
        <ChevronRight className="size-4 text-slate-400" aria-hidden />
      </button>
      <a href={`mailto:${contact.email}`} className={row}>
        <Mail className="size-5 text-brand-600" aria-hidden />
        <span className="flex-1 font-medium">{t('orders.contactSupport')}</span>
        <ChevronRight className="size-4 text-slate-400" aria-hidden />
      </a>
      <Link to={paths.help} className={row}>
        <HelpCircle className="size-5 text-brand-600" aria-hidden />
        <span className="flex-1 font-medium">{t('footer.helpCenter')}</span>
        <ChevronRight className="size-4 text-slate-400" aria-hidden />
      </Link>
    </section>
  );
}

export function AccountPage() {
  const { user, isLoading } = useMe();
  const logout = useLogout();
  const { t } = useTranslation();
  if (isLoading) return <Spinner />;

  if (!user) {
    return (
      <div className="mx-auto max-w-md px-4 py-10 text-center">
        <PageTitle title={t('footer.myAccount')} />
        <h1 className="text-2xl font-bold">{t('footer.myAccount')}</h1>
        <p className="mt-2 text-slate-600">{t('account.signInText')}</p>
        <div className="mt-6 flex flex-col gap-2">
          <Link to={paths.login} state={{ from: paths.account }} className="btn-primary py-3">
            {t('login.title')}
          </Link>
          <Link to={paths.register} state={{ from: paths.account }} className="btn-outline py-3">
            {t('account.createAccount')}
          </Link>
        </div>
        <div className="mt-8 space-y-4 text-left">
          <InstallAppRow card />
          <SupportLinks signedIn={false} />
        </div>
      </div>
    );
  }


  return (
    <div className="mx-auto max-w-md space-y-4 px-4 py-6">
      <section className="card p-5">
        <PageTitle title={t('footer.myAccount')} />
        <h1 className="text-xl font-bold">{t('account.welcome', { name: user.displayName || user.email })}</h1>
        <p className="text-sm text-slate-600">{user.email}</p>
        <p className="mt-1 text-sm text-slate-500">
          {t('account.memberSince', { date: shortDate(user.createdAt) })}
        </p>
      </section>
      <nav className="card divide-y divide-slate-100" aria-label={t('nav.account')}>
        {isStaffRole(user.role) && <BackOfficeRow />}
        {LINKS.map(({ to, key, Icon }) => (
          <Link key={to} to={to} className="flex items-center gap-3 px-4 py-3.5 hover:bg-slate-50">
            <Icon className="size-5 text-brand-600" aria-hidden />
            <span className="flex-1 font-medium">{t(key)}</span>
            <ChevronRight className="size-4 text-slate-400" aria-hidden />
          </Link>
        ))}
        <InstallAppRow />
      </nav>
      <SupportLinks signedIn />
      <button type="button" className="btn-outline w-full border-red-200 py-3 text-red-600" onClick={logout}>
        {t('account.signOut')}
      </button>
    </div>
  );
}

/** The account menu's 'Back office' row, for staff (decision 059). */
function BackOfficeRow() {
  const { t } = useTranslation();
  return (
    <Link to={paths.admin} className="flex items-center gap-3 px-4 py-3.5 hover:bg-slate-50">
      <LayoutDashboard className="size-5 text-brand-600" aria-hidden />
      <span className="flex-1 font-semibold">{t('staff.backOffice')}</span>
      <ChevronRight className="size-4 text-slate-400" aria-hidden />
    </Link>
  );
}

/** The account menu's 'Install app' row (issue 26): only while the browser offers to install the shop. */
function InstallAppRow({ card = false }: { card?: boolean }) {
  const { t } = useTranslation();
  if (!useInstallOffer()) return null;
  return (
    <button type="button" onClick={() => void promptInstall()} className={`flex w-full items-center gap-3 px-4 py-3.5 text-left hover:bg-slate-50 ${card ? 'card' : ''}`}>
      <Download className="size-5 text-brand-600" aria-hidden />
      <span className="flex-1 font-medium">{t('pwa.installApp')}</span>
      <ChevronRight className="size-4 text-slate-400" aria-hidden />
    </button>
  );
}
