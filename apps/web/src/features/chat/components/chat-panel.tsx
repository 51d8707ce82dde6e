/**
 * The customer's chat panel, titled Customer Support (back office spec §2 floating widgets, §4):
 * shows the customer's open conversation, else their last closed one (its transcript stays
 * readable, issue 17), live, and marks the support side's messages read while open. Opening the
 * panel creates nothing: the customer's first message starts the conversation. A closed
 * conversation takes no input until the customer presses Start a new chat; their next message
 * then starts a new conversation. Loaded on demand.
 */
import { useEffect, useState } from 'react';
import { Headset, X } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGES } from '@phonexport/domain/chat';
import { currentChatQuery } from '../api/use-current-chat';
import { useMarkChatRead } from '../api/use-mark-chat-read';
import { useSendChatMessage } from '../api/use-send-chat-message';
import { Composer, MessageList } from './chat-thread';
import { useChatThread } from './use-chat-thread';
import { currentLanguage, t as translate, useTranslation } from '../../../i18n/i18n';
import { translateMessage } from '@phonexport/domain/server-messages';

export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [starting, setStarting] = useState(true);
  /** The customer chose Start a new chat under a closed transcript. */
  const [startingNew, setStartingNew] = useState(false);
  const qc = useQueryClient();
  const { messages, conversation, add, setConversation } = useChatThread(conversationId);
  const { mutate: markRead } = useMarkChatRead();
  const { mutateAsync: sendMessage } = useSendChatMessage();
  const { t, language } = useTranslation();

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const current = await qc.fetchQuery(currentChatQuery());
        if (cancelled) return;
        if (current.conversation) setConversationId(current.conversation.id);
        else toast.success(translateMessage(CHAT_MESSAGES.chatOpened, currentLanguage()));
      } catch {
        if (!cancelled) toast.error(translate('common.error'), { description: translateMessage(CHAT_MESSAGES.startFailed, currentLanguage()) });
      } finally {
        if (!cancelled) setStarting(false);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [qc]);

  // §4: what the support side wrote becomes read while the customer has the chat open (a closed
  // chat's last answers too, so the badge stops counting them).
  const unread = conversation?.unreadCount ?? 0;
  useEffect(() => {
    if (conversationId && unread > 0) markRead(conversationId, { onSuccess: setConversation });
  }, [conversationId, unread, setConversation, markRead]);

  const closed = conversation?.status === 'closed';

  const send = async (text: string, files: File[]) => {
    const result = await sendMessage({ text, files });
    if (result.conversation.id !== conversationId) {
      setConversationId(result.conversation.id);
      toast.success(translateMessage(CHAT_MESSAGES.chatStarted, language));
    }
    setStartingNew(false);
    add([result.message]);
    setConversation(result.conversation);
    void qc.invalidateQueries({ queryKey: ['chat', 'current'] });
  };

  return (
    <section
      role="dialog"
      aria-label={t('chat.title')}
      className="fixed inset-x-0 top-14 bottom-0 z-50 flex flex-col bg-slate-50 shadow-2xl sm:inset-auto sm:right-4 sm:bottom-24 sm:h-[min(36rem,calc(100dvh-8rem))] sm:w-96 sm:overflow-hidden sm:rounded-2xl sm:border sm:border-slate-200"
    >
      <header className="flex items-center gap-3 bg-brand-600 px-4 py-3 text-white">
        <Headset className="size-6" aria-hidden />
        <div className="flex-1">
          <h2 className="font-bold">{t('chat.title')}</h2>
          <p className="text-xs text-brand-100">{conversation?.adminName ? t('chat.helping', { name: conversation.adminName }) : t('chat.replyFast')}</p>
        </div>
        <button type="button" className="rounded-full p-1.5 hover:bg-brand-700" aria-label={t('widgets.closeChat')} onClick={onClose}>
          <X className="size-5" aria-hidden />
        </button>
      </header>
      <MessageList
        messages={messages}
        me="user"
        empty={starting ? t('chat.connecting') : t('chat.empty')}
      />
      {closed && !startingNew ? (
        <div className="border-t border-slate-200 bg-white p-4 text-center text-sm">
          <p className="text-slate-600">{translateMessage(CHAT_MESSAGES.conversationClosed, language)}</p>
          <button type="button" className="btn-primary mt-3" onClick={() => setStartingNew(true)}>
            {t('chat.startNew')}
          </button>
        </div>
      ) : (
        <Composer onSend={send} disabled={starting} />
      )}
    </section>
  );
}
