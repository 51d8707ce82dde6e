/**
 * Floating support widgets on non-admin pages, hidden for admins (back office spec §2): a chat
 * button opening the Customer Support panel, and a Need Help menu with Live Chat (24/7), Help
 * Center (Popular), Email Support (24h response) and Track Order (/orders when signed in, else
 * /track-order). Visitors who open the chat are sent to /login ('Login Required'). The panel
 * itself is loaded only when opened; this file is loaded after the page, off the critical path.
 *
 * They never cover what a shopper is reading, typing or tapping (issues 16 and 23): they step aside
 * (hidden, not focusable) while a form field has the focus (the on-screen keyboard is up) and while
 * they would sit over a control (a link, button, field, label or anything focusable) or an element
 * marked `data-float-clear` (prices, totals, the order summary), at any width (lib/step-aside.ts;
 * on a page made live by islands, from before the app runs); the footer ends with room for them.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Mail, X } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { paths } from '../lib/paths';
import { useShopContact } from '../lib/shop';
import { isLiveMessage, subscribeLive } from '../lib/live';
import { useMe } from '../lib/use-me';
import { OPEN_CHAT_EVENT } from '../lib/open-chat';
import { FLOATING_ATTRIBUTE, watchStepAside } from '../lib/step-aside';
import { t as translate, useTranslation } from '../i18n/i18n';

const ChatPanel = lazy(() => import('../features/chat/components/chat-panel'));

/**
 * Three icons drawn inline (paths from lucide, ISC licence): imported from lucide-react they would
 * be separate shared chunks, each costing a request and ~1 KB of headers on every page.
 */
function Icon({ d, className }: { d: string[]; className?: string }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden>
      {d.map((p) => (
        <path key={p} d={p} />
      ))}
    </svg>
  );
}
const MESSAGE_CIRCLE = ['M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719'];
const HELP_CIRCLE = ['M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0', 'M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5', 'M12 17h.01'];
const PACKAGE = ['M11 21.73a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73z', 'M12 22V12', 'M3.29 7 12 12 20.71 7', 'm7.5 4.27 9 5.15'];
const MessageCircle = ({ className }: { className?: string }) => <Icon d={MESSAGE_CIRCLE} className={className} />;
const HelpCircle = ({ className }: { className?: string }) => <Icon d={HELP_CIRCLE} className={className} />;
const Package = ({ className }: { className?: string }) => <Icon d={PACKAGE} className={className} />;

export default function FloatingWidgets() {
  const { user, isAdmin, isLoading } = useMe();
  const SHOP_CONTACT = useShopContact();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [chatOpen, setChatOpen] = useState(false);
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [unread, setUnread] = useState(0);
  const menu = useRef<HTMLDivElement>(null);
  const signedIn = Boolean(user);
  const shown = !isLoading && !isAdmin && !pathname.startsWith('/admin');
  // They step aside while they must (lib/step-aside.ts), taking over the watch the page started before the app ran;
  // while the menu or the chat is open the shopper is using them: they stay.
  const watching = shown && !menuOpen && !chatOpen;
  useEffect(() => (watching && menu.current ? watchStepAside(menu.current) : undefined), [watching]);

  useEffect(() => {
    const open = () => {
      setMenuOpen(false);
      if (!signedIn) {
        toast.error(translate('chat.loginRequired'), { description: translate('chat.loginToChat') });
        navigate(paths.login, { state: { from: location.pathname + location.search } });
        return;
      }
      setChatOpen(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, open);
  }, [signedIn, navigate]);

  useEffect(() => {
    if (!signedIn) return;
    return subscribeLive((e) => {
      if (!isLiveMessage(e, 'chat-conversation')) return;
      const c = e.conversation;
      setUnread(c.unreadCount);
    });
  }, [signedIn]);

  useEffect(() => {
    if (!menuOpen) return;
    const onDown = (e: PointerEvent) => {
      if (menu.current && !menu.current.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [menuOpen]);

  if (!shown) return null;

  const requestChat = () => window.dispatchEvent(new Event(OPEN_CHAT_EVENT));

  return (
    <>
      <div
        ref={menu}
        data-testid="floating-widgets"
        {...{ [FLOATING_ATTRIBUTE]: '' }}
        // `data-aside`, `inert` and the classes that hide them while aside are lib/step-aside.ts's alone.
        className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 flex flex-col items-end gap-3 transition-opacity duration-150 lg:bottom-4"
      >
        {menuOpen && (
          <nav aria-label={t('widgets.needHelp')} className="card w-72 overflow-hidden p-1 shadow-xl">
            <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('widgets.needHelpQ')}</p>
            <button type="button" className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm hover:bg-slate-50" onClick={requestChat}>
              <MessageCircle className="size-5 text-brand-600" aria-hidden />
              <span className="flex-1 font-medium">{t('account.liveChat')}</span>
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-[11px] font-semibold text-green-700">24/7</span>
            </button>
            <Link to={paths.help} className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm hover:bg-slate-50" onClick={() => setMenuOpen(false)}>
              <HelpCircle className="size-5 text-brand-600" aria-hidden />
              <span className="flex-1 font-medium">{t('footer.helpCenter')}</span>
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-700">{t('widgets.popular')}</span>
            </Link>
            <a href={`mailto:${SHOP_CONTACT.email}`} className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm hover:bg-slate-50" onClick={() => setMenuOpen(false)}>
              <Mail className="size-5 text-brand-600" aria-hidden />
              <span className="flex-1 font-medium">{t('help.emailSupport')}</span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-600">{t('widgets.response24')}</span>
            </a>
            <Link to={signedIn ? paths.orders : paths.trackOrder()} className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm hover:bg-slate-50" onClick={() => setMenuOpen(false)}>
              <Package className="size-5 text-brand-600" aria-hidden />
              <span className="flex-1 font-medium">{t('footer.trackOrder')}</span>
            </Link>
          </nav>
        )}
        <button
          type="button"
          className="flex size-12 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-700 shadow-lg hover:bg-slate-50"
          aria-label={t('widgets.needHelp')}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X className="size-6" aria-hidden /> : <HelpCircle className="size-6" aria-hidden />}
        </button>
        <button
          type="button"
          className="relative flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700"
          aria-label={chatOpen ? t('widgets.closeChat') : t('widgets.openChat')}
          onClick={() => (chatOpen ? setChatOpen(false) : requestChat())}
        >
          {chatOpen ? <X className="size-7" aria-hidden /> : <MessageCircle className="size-7" aria-hidden />}
          {unread > 0 && !chatOpen && (
            <span className="absolute -top-1 -right-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white">{unread > 99 ? '99+' : unread}</span>
          )}
        </button>
      </div>
      {chatOpen && (
        <Suspense fallback={null}>
          <ChatPanel
            onClose={() => {
              setChatOpen(false);
              setUnread(0);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
