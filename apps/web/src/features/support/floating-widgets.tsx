/**
 * Floating support widgets on non-admin pages, hidden for admins (back office spec §2): a chat
 * button opening the Customer Support panel, and a Need Help menu with Live Chat (24/7), Help
 * Center (Popular), Email Support (24h response) and Track Order (/orders when signed in, else
 * /track-order). Visitors who open the chat are sent to /login ('Login Required'). The panel
 * itself is loaded only when opened; this file is loaded after the page, off the critical path.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { HelpCircle, Mail, MessageCircle, Package, X } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CHAT_MESSAGES, type ChatConversationDto } from '@phonexport/domain/chat';
import { paths } from '../../app/paths';
import { SHOP_CONTACT } from '../../lib/shop';
import { subscribeLive } from '../../lib/live';
import { useMe } from '../accounts/use-me';
import { OPEN_CHAT_EVENT } from './open-chat';

const ChatPanel = lazy(() => import('../chat/chat-panel'));

export default function FloatingWidgets() {
  const { user, isAdmin, isLoading } = useMe();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [chatOpen, setChatOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [unread, setUnread] = useState(0);
  const menu = useRef<HTMLDivElement>(null);
  const signedIn = Boolean(user);

  useEffect(() => {
    const open = () => {
      setMenuOpen(false);
      if (!signedIn) {
        toast.error(CHAT_MESSAGES.loginRequired, { description: CHAT_MESSAGES.loginToChat });
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
      if (e.type !== 'chat-conversation') return;
      const c = e.conversation as ChatConversationDto;
      setUnread(c.status === 'closed' ? 0 : c.unreadCount);
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

  if (isLoading || isAdmin || pathname.startsWith('/admin')) return null;

  const requestChat = () => window.dispatchEvent(new Event(OPEN_CHAT_EVENT));

  return (
    <>
      <div ref={menu} className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 flex flex-col items-end gap-3">
        {menuOpen && (
          <nav aria-label="Need Help" className="card w-64 overflow-hidden p-1 shadow-xl">
            <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Need Help?</p>
            <button type="button" className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm hover:bg-slate-50" onClick={requestChat}>
              <MessageCircle className="size-5 text-brand-600" aria-hidden />
              <span className="flex-1 font-medium">Live Chat</span>
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-[11px] font-semibold text-green-700">24/7</span>
            </button>
            <Link to={paths.help} className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm hover:bg-slate-50" onClick={() => setMenuOpen(false)}>
              <HelpCircle className="size-5 text-brand-600" aria-hidden />
              <span className="flex-1 font-medium">Help Center</span>
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-700">Popular</span>
            </Link>
            <a href={`mailto:${SHOP_CONTACT.email}`} className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm hover:bg-slate-50" onClick={() => setMenuOpen(false)}>
              <Mail className="size-5 text-brand-600" aria-hidden />
              <span className="flex-1 font-medium">Email Support</span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-600">24h response</span>
            </a>
            <Link to={signedIn ? paths.orders : paths.trackOrder()} className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm hover:bg-slate-50" onClick={() => setMenuOpen(false)}>
              <Package className="size-5 text-brand-600" aria-hidden />
              <span className="flex-1 font-medium">Track Order</span>
            </Link>
          </nav>
        )}
        <button
          type="button"
          className="flex size-12 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-700 shadow-lg hover:bg-slate-50"
          aria-label="Need Help"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X className="size-6" aria-hidden /> : <HelpCircle className="size-6" aria-hidden />}
        </button>
        <button
          type="button"
          className="relative flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700"
          aria-label={chatOpen ? 'Close chat' : 'Open chat'}
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
