/**
 * Admin live chat, /admin/chat (back office spec §2 Admin live chat): a sidebar with the unread
 * total badge, a refresh button (reloads the page), search, tabs All / Waiting (count) / Active,
 * and the selected conversation with its messages, an input and Close Chat; with none selected,
 * "Select a Conversation". Beside the conversation, the customer's recent orders (issue 17): a
 * column on wide screens, a collapsible list above the messages on narrower ones. Conversations and
 * messages update live. Admins only: the admin layout guards it ('Access Denied').
 */
import { useEffect, useMemo, useState } from 'react';
import { ArrowLeft, MessageSquare, RefreshCw, Search } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import type { ChatConversationDto } from '@phonexport/contracts/chat';
import { formatUsd as usd } from '@phonexport/domain/money';
import { useTranslation } from '../../i18n/i18n';
import { Spinner } from '../../components/spinner';
import { Badge } from '../../components/ui/status-badge';
import { Tabs } from '../../components/ui/tabs';
import { relativeTime, shortDate } from '../../lib/format-date';
import { paths } from '../../lib/paths';
import { acquireLive, subscribeLive } from '../../lib/live';
import { chatKeys } from './api/chat-keys';
import { useChatConversations } from './api/use-chat-conversations';
import { useChatCustomerOrders } from './api/use-chat-customer-orders';
import { useCloseChat } from './api/use-close-chat';
import { useMarkChatRead } from './api/use-mark-chat-read';
import { useReplyToChat } from './api/use-reply-to-chat';
import { Composer, MessageList } from './components/chat-thread';
import { useChatThread } from './components/use-chat-thread';

type Tab = 'all' | 'waiting' | 'active';

const STATUS_STYLE: Record<ChatConversationDto['status'], string> = {
  waiting: 'bg-amber-100 text-amber-800',
  active: 'bg-green-100 text-green-800',
  closed: 'bg-slate-100 text-slate-600',
};

/** The customer's latest orders (number, date, total, status), each opening the Orders screen on it. */
function RecentOrders({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const q = useChatCustomerOrders(userId);
  if (q.isLoading) return <p className="text-sm text-slate-500">{t('admin.common.loading')}</p>;
  if (q.isError || !q.data) return <p className="text-sm text-slate-500">{t('admin.chat.ordersFailed')}</p>;
  if (!q.data.orders.length) return <p className="text-sm text-slate-500">{t('admin.chat.noOrders')}</p>;
  return (
    <ul className="space-y-2">
      {q.data.orders.map((o) => (
        <li key={o.id}>
          <Link to={`${paths.adminOrders}?search=${encodeURIComponent(o.orderNumber)}`} className="block rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm hover:border-brand-300 hover:bg-brand-50">
            <span className="flex items-center gap-2">
              <span className="flex-1 truncate font-semibold">#{o.orderNumber}</span>
              <Badge value={o.status} />
            </span>
            <span className="mt-0.5 flex items-center gap-2 text-slate-500">
              <span className="flex-1">{shortDate(o.createdAt)}</span>
              <span className="whitespace-nowrap tabular-nums text-slate-900">{usd(o.totalCents)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Conversation({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const { messages, conversation, add, setConversation, isLoading } = useChatThread(id);
  const unread = conversation?.unreadAdminCount ?? 0;
  const { mutate: markRead } = useMarkChatRead();
  const { mutateAsync: reply } = useReplyToChat();
  const { mutateAsync: closeChat } = useCloseChat();

  useEffect(() => {
    if (unread > 0) markRead(id, { onSuccess: setConversation });
  }, [id, unread, setConversation, markRead]);

  const send = async (text: string, files: File[]) => {
    const result = await reply({ id, text, files });
    add([result.message]);
    setConversation(result.conversation);
  };

  const close = async () => {
    try {
      setConversation(await closeChat(id));
      toast.success(t('admin.chat.closed'));
    } catch {
      toast.error(t('admin.common.error'), { description: t('admin.chat.closeFailed') });
    }
  };

  if (isLoading && !conversation) return <Spinner />;
  if (!conversation) return <p className="p-6 text-slate-600">{t('admin.chat.notFound')}</p>;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white px-4 py-3">
        <button type="button" className="btn-ghost shrink-0 gap-1 px-2 md:hidden" aria-label={t('admin.chat.backName')} onClick={onBack}>
          <ArrowLeft className="size-5" aria-hidden /> <span>{t('admin.chat.back')}</span>
        </button>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold">{conversation.userName}</h2>
          <p className="truncate text-sm text-slate-500">{conversation.userEmail}</p>
        </div>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[conversation.status]}`}>{t(`admin.chat.status.${conversation.status}`)}</span>
        {conversation.status !== 'closed' && (
          <button type="button" className="btn-outline shrink-0 border-red-200 text-red-700 hover:bg-red-50" onClick={() => void close()}>
            {t('admin.chat.closeChat')}
          </button>
        )}
      </header>
      <div className="flex min-h-0 flex-1">
        <div className="flex min-h-0 min-w-0 flex-1 flex-col">
          <details className="border-b border-slate-200 bg-white px-4 py-2 2xl:hidden">
            <summary className="cursor-pointer text-sm font-semibold text-slate-700">{t('admin.chat.recentOrders')}</summary>
            <div className="max-h-56 overflow-y-auto pt-2 pb-1">
              <RecentOrders userId={conversation.userId} />
            </div>
          </details>
          <MessageList messages={messages} me="admin" empty={t('admin.chat.noMessages')} />
          <Composer onSend={send} disabled={conversation.status === 'closed'} placeholder={t('admin.chat.replyPlaceholder')} />
        </div>
        <aside aria-label={t('admin.chat.recentOrders')} className="hidden w-64 shrink-0 overflow-y-auto border-l border-slate-200 bg-slate-50 p-4 2xl:block">
          <h3 className="mb-3 text-sm font-bold text-slate-700">{t('admin.chat.recentOrders')}</h3>
          <RecentOrders userId={conversation.userId} />
        </aside>
      </div>
    </div>
  );
}

function ChatScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const [tab, setTab] = useState<Tab>('all');
  const [search, setSearch] = useState('');
  const qc = useQueryClient();
  const list = useChatConversations(tab, search);

  useEffect(() => {
    const release = acquireLive();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = subscribeLive((e) => {
      if (e.type !== 'chat-conversation' && e.type !== 'resync') return;
      // Many changes in a burst refresh the list once.
      timer ??= setTimeout(() => {
        timer = null;
        void qc.invalidateQueries({ queryKey: chatKeys.lists });
      }, 150);
    });
    return () => {
      if (timer) clearTimeout(timer);
      stop();
      release();
    };
  }, [qc]);

  const select = (id: string | null) => setParams(id ? { c: id } : {}, { replace: false });
  const items = useMemo(() => list.data?.items ?? [], [list.data]);

  return (
    // Fills the screen below the admin top bar (phone, tablet) or beside the side menu (from 1024 px); lists and messages scroll inside.
    // One column of minmax(0,1fr) below 768 px: the list is one step, the thread the next (issue 24: the list pane was 833 px wide at 390).
    <div className="-m-4 flex h-[calc(100dvh-3.5rem)] flex-col overflow-hidden bg-slate-50 lg:m-0 lg:h-[calc(100dvh-4rem)] lg:rounded-2xl lg:border lg:border-slate-200">
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]">
        <aside className={`min-h-0 min-w-0 flex-col border-r border-slate-200 bg-white ${selected ? 'hidden md:flex' : 'flex'}`} aria-label={t('admin.chat.conversations')}>
          <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
            <h1 className="flex-1 text-lg font-bold">{t('admin.chat.title')}</h1>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-bold ${(list.data?.unreadTotal ?? 0) > 0 ? 'bg-red-600 text-white' : 'bg-slate-100 text-slate-500'}`}
              aria-label={t('admin.menu.unread', { count: list.data?.unreadTotal ?? 0 })}
              title={t('admin.chat.unreadMessages')}
            >
              {list.data?.unreadTotal ?? 0}
            </span>
            <button type="button" className="btn-ghost px-2" aria-label={t('admin.chat.refresh')} title={t('admin.chat.refresh')} onClick={() => window.location.reload()}>
              <RefreshCw className="size-4" aria-hidden />
            </button>
          </div>
          <div className="space-y-3 border-b border-slate-200 p-3">
            <label className="relative block">
              <span className="sr-only">{t('admin.chat.searchLabel')}</span>
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
              <input className="input pl-9 text-sm" type="search" placeholder={t('admin.chat.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)} />
            </label>
            <Tabs
              variant="segmented"
              className="grid-cols-3"
              value={tab}
              onChange={setTab}
              tabs={(['all', 'waiting', 'active'] as const).map((key) => ({
                key,
                label: key === 'waiting' ? t('admin.chat.tabWaiting', { count: list.data?.waitingCount ?? 0 }) : t(`admin.chat.tab.${key}`),
              }))}
            />
          </div>
          <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto">
            {list.isLoading && <li className="p-4 text-sm text-slate-500">{t('admin.common.loading')}</li>}
            {!list.isLoading && !items.length && <li className="p-6 text-center text-sm text-slate-500">{t('admin.chat.none')}</li>}
            {items.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => select(c.id)}
                  aria-current={selected === c.id ? 'true' : undefined}
                  className={`block w-full px-4 py-3 text-left hover:bg-slate-50 ${selected === c.id ? 'bg-brand-50' : ''}`}
                >
                  <span className="flex items-center gap-2">
                    <span className="flex-1 truncate font-semibold">{c.userName}</span>
                    {c.lastMessageTime && <span className="shrink-0 text-xs text-slate-500">{relativeTime(c.lastMessageTime)}</span>}
                  </span>
                  <span className="flex items-center gap-2">
                    <span className="flex-1 truncate text-sm text-slate-600">{c.lastMessage ?? t('admin.chat.waitingForMessage')}</span>
                    {c.unreadAdminCount > 0 && <span className="min-w-5 rounded-full bg-brand-600 px-1.5 text-center text-[11px] leading-5 font-bold text-white">{c.unreadAdminCount}</span>}
                  </span>
                  <span className={`mt-1 inline-block rounded-full px-2 py-0.5 text-[11px] font-semibold ${STATUS_STYLE[c.status]}`}>{t(`admin.chat.status.${c.status}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </aside>
        <section aria-label={t('admin.chat.conversation')} className={`min-h-0 min-w-0 ${selected ? 'flex flex-col' : 'hidden md:flex md:flex-col'}`}>
          {selected ? (
            <Conversation key={selected} id={selected} onBack={() => select(null)} />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 text-slate-500">
              <MessageSquare className="size-12 text-slate-300" aria-hidden />
              <p className="text-lg font-semibold text-slate-700">{t('admin.chat.select')}</p>
              <p className="text-sm">{t('admin.chat.selectHint')}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

/** /admin/chat, default export for lazy loading; rendered inside the admin layout, which lets admins only in. */
export default function AdminChatPage() {
  return <ChatScreen />;
}
