/**
 * Help Center, /help (back office spec §2 Help Center): search, category filter (All Topics,
 * Orders, Shipping, Payments, Account, Products), an FAQ accordion with a count badge, 'No
 * results found', contact cards (Email Support opens a mail message; Live Chat needs sign-in,
 * else 'Login Required' and /login, otherwise it raises the openChat event) and quick links.
 */
import { FIELD_LIMITS } from '@phonexport/domain/input-limits';
import { useMemo, useRef, useState } from 'react';
import { ChevronDown, FileText, Mail, MapPin, MessageCircle, Package, Search, Settings, type LucideIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FAQ_CATEGORIES, filterFaq, type FaqCategory } from '@phonexport/domain/help';
import { Skeletons } from '../../components/ui/query-state';
import { useFaq } from './api/use-faq';
import { useShopContact } from '../../lib/shop';
import { paths } from '../../lib/paths';
import { openChat } from '../../lib/open-chat';
import { PageTitle } from '../../components/page-title';
import { useTranslation } from '../../i18n/i18n';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

/** Quick links; `key` is the link's text key. */
const QUICK_LINKS = [
  { to: paths.trackOrder(), key: 'footer.trackOrder', Icon: Package },
  { to: paths.orders, key: 'footer.myOrders', Icon: FileText },
  { to: paths.addresses, key: 'footer.addresses', Icon: MapPin },
  { to: paths.settings, key: 'footer.settings', Icon: Settings },
];

export function HelpPage() {
  const SHOP_CONTACT = useShopContact();
  const { t } = useTranslation();
  // The search is a GET form (/help?q=…): before the scripts arrive, Enter asks the server for the
  // filtered page; text typed before hydration is taken over once the page is live.
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const searchForm = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(searchForm, (field, value) => field === 'q' && setSearch(value));
  const [category, setCategory] = useState<FaqCategory | 'all'>('all');
  const faq = useFaq();
  const items = useMemo(() => filterFaq(faq.data?.items ?? [], category, search), [faq.data, category, search]);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <header className="text-center">
        <PageTitle title={t('footer.helpCenter')} />
        <h1 className="text-2xl font-bold">{t('footer.helpCenter')}</h1>
        <p className="text-slate-600">{t('help.intro')}</p>
        <form ref={searchForm} role="search" action={paths.help} method="get" onSubmit={(e) => e.preventDefault()}>
          <label className="relative mx-auto mt-4 block max-w-lg">
            <span className="sr-only">{t('help.searchLabel')}</span>
            <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
            <input type="search" name="q" enterKeyHint="search" className="input pl-10" maxLength={FIELD_LIMITS.search.max} placeholder={t('help.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)} />
          </label>
        </form>
      </header>

      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1" role="group" aria-label={t('productList.category')}>
        {(['all', ...FAQ_CATEGORIES] as const).map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
            className={`shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium ${category === c ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700'}`}
          >
            {t(`help.categories.${c}`)}
          </button>
        ))}
      </div>

      <section aria-labelledby="faq-title" className="card">
        <h2 id="faq-title" className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 font-bold">
          {t('help.faq')}
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700" aria-label={t('help.questions', { count: items.length })}>
            {items.length}
          </span>
        </h2>
        {faq.isLoading ? (
          <Skeletons count={3} className="h-10" listClassName="space-y-2 p-4" />
        ) : items.length === 0 ? (
          <div className="p-8 text-center">
            <p className="font-semibold">{t('help.noResults')}</p>
            <p className="text-sm text-slate-600">{t('help.noResultsText')}</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((f) => (
              <li key={f.id}>
                <details className="group">
                  <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-3.5 font-medium hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                    <span className="flex-1">{f.question}</span>
                    <ChevronDown className="size-5 shrink-0 text-slate-400 transition group-open:rotate-180" aria-hidden />
                  </summary>
                  <p className="px-4 pb-4 text-sm text-slate-700">{f.answer}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="contact-title">
        <h2 id="contact-title" className="mb-3 font-bold">
          {t('help.stillNeed')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <a href={`mailto:${SHOP_CONTACT.email}`} className="card flex items-start gap-3 p-4 hover:bg-slate-50">
            <ContactWay Icon={Mail} title={t('help.emailSupport')} text={SHOP_CONTACT.email} note={t('help.reply24')} />
          </a>
          <button type="button" onClick={openChat} className="card flex items-start gap-3 p-4 text-left hover:bg-slate-50">
            <ContactWay Icon={MessageCircle} title={t('account.liveChat')} text={t('help.chatText')} note={t('help.available')} />
          </button>
        </div>
      </section>

      <nav aria-labelledby="quick-title">
        <h2 id="quick-title" className="mb-3 font-bold">
          {t('help.quickLinks')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {QUICK_LINKS.map(({ to, key, Icon }) => (
            <li key={to}>
              <Link to={to} className="card flex flex-col items-center gap-2 p-4 text-sm font-medium hover:bg-slate-50">
                <Icon className="size-6 text-brand-600" aria-hidden />
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The inside of a "Still need help?" card: the way's icon, then its name, what it is and how soon it answers. */
function ContactWay({ Icon, title, text, note }: { Icon: LucideIcon; title: string; text: string; note: string }) {
  return (
    <>
      <Icon className="size-6 text-brand-600" aria-hidden />
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-slate-600">{text}</span>
        <span className="block text-xs text-slate-500">{note}</span>
      </span>
    </>
  );
}
