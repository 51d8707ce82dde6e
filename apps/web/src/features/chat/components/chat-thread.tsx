/**
 * Chat building blocks shared by the customer panel and the admin screen: the message list
 * (bubbles, image previews, file links, scrolled to the latest after 100 ms, §9) and the composer
 * (Enter sends, Shift+Enter makes a new line, files checked against §5 before upload).
 */
import { LimitReached } from '../../../components/ui/field';
import { FIELD_LIMITS } from '@phonexport/domain/input-limits';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FileText, Paperclip, Send, X } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { ALLOWED_ATTACHMENT_TYPES, ATTACHMENT_ACCEPT, CHAT_MESSAGES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_MESSAGE, formatFileSize, type SenderRole } from '@phonexport/domain/chat';
import type { ChatMessageDto } from '@phonexport/contracts/chat';
import { relativeTime } from '../../../lib/format-date';
import { ApiError } from '../../../lib/api';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { translateMessage } from '@phonexport/domain/server-messages';

export function MessageList({ messages, me, empty }: { messages: ChatMessageDto[]; me: SenderRole; empty?: React.ReactNode }) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1]?.seq ?? 0;
  useEffect(() => {
    const timer = setTimeout(() => end.current?.scrollIntoView({ block: 'end' }), 100);
    return () => clearTimeout(timer);
  }, [last]);
  if (!messages.length) return <div className="flex flex-1 items-center justify-center p-6 text-center text-sm text-slate-500">{empty}</div>;
  return (
    <ol className="flex-1 space-y-3 overflow-y-auto p-4" aria-label={t('chat.messages')} aria-live="polite">
      {messages.map((m) => {
        const mine = m.senderRole === me;
        return (
          <li key={m.seq} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
            <div className={`max-w-[80%] rounded-2xl px-3.5 py-2 text-sm shadow-sm ${mine ? 'rounded-br-md bg-brand-600 text-white' : 'rounded-bl-md border border-slate-200 bg-white text-slate-900'}`}>
              {!mine && <p className="mb-0.5 text-xs font-semibold text-brand-700">{m.senderName}</p>}
              {m.message && <p className="whitespace-pre-wrap break-words">{m.message}</p>}
              {m.attachments.map((a) =>
                a.fileType.startsWith('image/') ? (
                  <a key={a.id} href={a.downloadURL} target="_blank" rel="noreferrer" className="mt-2 block">
                    <img src={a.downloadURL} alt={a.fileName} className="max-h-48 rounded-lg bg-slate-100 object-contain" loading="lazy" />
                  </a>
                ) : (
                  <a key={a.id} href={a.downloadURL} className={`mt-2 flex items-center gap-2 rounded-lg px-2 py-1.5 ${mine ? 'bg-brand-700' : 'bg-slate-100'}`} download={a.fileName}>
                    <FileText className="size-4 shrink-0" aria-hidden />
                    <span className="truncate">{a.fileName}</span>
                    <span className="shrink-0 text-xs opacity-75">{formatFileSize(a.fileSize)}</span>
                  </a>
                ),
              )}
              <p className={`mt-1 text-right text-[11px] ${mine ? 'text-brand-100' : 'text-slate-400'}`}>
                <time dateTime={m.timestamp}>{relativeTime(m.timestamp)}</time>
              </p>
            </div>
          </li>
        );
      })}
      <div ref={end} />
    </ol>
  );
}

/** Checks a chosen file against §5; returns the error text or null. */
export function attachmentProblem(f: File): string | null {
  const language = currentLanguage();
  if (f.size > MAX_ATTACHMENT_BYTES) return translateMessage(CHAT_MESSAGES.fileTooLarge(f.name), language);
  const byName = /\.(jpe?g|png|gif|webp|pdf|txt|docx?)$/i.test(f.name);
  if (!(ALLOWED_ATTACHMENT_TYPES as readonly string[]).includes(f.type) && !byName) return translateMessage(CHAT_MESSAGES.fileTypeNotSupported(f.type || f.name.split('.').pop() || '?'), language);
  return null;
}

export function Composer({ onSend, disabled, placeholder }: { onSend: (text: string, files: File[]) => Promise<void>; disabled?: boolean; placeholder?: string }) {
  const { t, language } = useTranslation();
  placeholder ??= t('chat.placeholder');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const pick = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    const ok: File[] = [];
    for (const f of chosen) {
      const problem = attachmentProblem(f);
      if (problem) toast.error(t('common.error'), { description: problem });
      else ok.push(f);
    }
    setFiles((old) => [...old, ...ok].slice(0, MAX_ATTACHMENTS_PER_MESSAGE));
    if (picker.current) picker.current.value = '';
  };

  const send = async () => {
    if (busy || disabled || (!text.trim() && !files.length)) return;
    setBusy(true);
    try {
      await onSend(text, files);
      setText('');
      setFiles([]);
    } catch (err) {
      toast.error(t('common.error'), { description: err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : translateMessage(CHAT_MESSAGES.sendFailed, language) });
    } finally {
      setBusy(false);
    }
  };

  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <div className="border-t border-slate-200 bg-white p-3">
      {files.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={t('chat.filesToSend')}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-xs">
              <span className="max-w-40 truncate">{f.name}</span>
              <button type="button" className="rounded-full p-0.5 hover:bg-slate-200" aria-label={t('cart.remove', { name: f.name })} onClick={() => setFiles((old) => old.filter((_, j) => j !== i))}>
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <LimitReached field="chatMessage" length={text.length} />
      <div className="flex items-end gap-2">
        <input ref={picker} type="file" multiple accept={ATTACHMENT_ACCEPT} className="hidden" aria-label={t('chat.attachFiles')} onChange={(e) => pick(e.target.files)} disabled={disabled} />
        <button type="button" className="btn-ghost px-2.5" aria-label={t('chat.attach')} onClick={() => picker.current?.click()} disabled={disabled || busy}>
          <Paperclip className="size-5" aria-hidden />
        </button>
        <textarea
          className="input max-h-32 min-h-11 resize-none py-2"
          rows={1}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
          placeholder={disabled ? translateMessage(CHAT_MESSAGES.conversationClosed, language) : placeholder}
          aria-label={t('chat.message')}
          maxLength={FIELD_LIMITS.chatMessage.max}
          disabled={disabled}
        />
        <button type="button" className="btn-primary px-3" aria-label={t('chat.send')} onClick={() => void send()} disabled={disabled || busy || (!text.trim() && !files.length)}>
          <Send className="size-5" aria-hidden />
        </button>
      </div>
    </div>
  );
}
