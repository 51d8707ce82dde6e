/**
 * One conversation's messages, kept live: loads the thread, joins it on the live connection at
 * every (re)connect with the last seq it holds (the server replays what was missed), and merges
 * by seq so a message is never shown twice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatConversationDto, ChatMessageDto } from '@phonexport/contracts/chat';
import { acquireLive, isLiveMessage, onLiveOpen, sendLive, subscribeLive } from '../../../lib/live';
import { useConversation } from '../api/use-conversation';

function merge(list: ChatMessageDto[], incoming: ChatMessageDto[]): ChatMessageDto[] {
  if (!incoming.length) return list;
  const bySeq = new Map(list.map((m) => [m.seq, m]));
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export function useChatThread(conversationId: string | null) {
  const [messages, setMessages] = useState<ChatMessageDto[]>([]);
  const [conversation, setConversation] = useState<ChatConversationDto | null>(null);
  const lastSeq = useRef(0);
  const thread = useConversation(conversationId);

  const add = useCallback((incoming: ChatMessageDto[]) => {
    setMessages((old) => {
      const next = merge(old, incoming);
      lastSeq.current = next.length ? next[next.length - 1]!.seq : 0;
      return next;
    });
  }, []);

  useEffect(() => {
    setMessages([]);
    setConversation(null);
    lastSeq.current = 0;
  }, [conversationId]);

  useEffect(() => {
    if (!thread.data || thread.data.conversation.id !== conversationId) return;
    add(thread.data.messages);
    setConversation((c) => (c && c.updatedAt > thread.data.conversation.updatedAt ? c : thread.data.conversation));
  }, [thread.data, conversationId, add]);

  useEffect(() => {
    if (!conversationId) return;
    const release = acquireLive();
    const stopOpen = onLiveOpen(() => sendLive({ type: 'join', conversationId, after: lastSeq.current }));
    const stop = subscribeLive((e) => {
      if (isLiveMessage(e, 'chat-message') && e.conversationId === conversationId) add([e.message]);
      if (isLiveMessage(e, 'chat-conversation') && e.conversation.id === conversationId) setConversation(e.conversation);
    });
    return () => {
      sendLive({ type: 'leave', conversationId });
      stop();
      stopOpen();
      release();
    };
  }, [conversationId, add]);

  return { messages, conversation, add, setConversation, isLoading: thread.isLoading, isError: thread.isError };
}
