import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { CHAT_TEXTS } from '../lib/chat-texts';
import type { ChatEntry } from '../lib/conversation-store';
import { safeImageSrc } from '../lib/safe-link';
import { MarkdownText } from './markdown-text';

interface MessageListProps {
  entries: ChatEntry[];
  pending: boolean;
  origin: string;
  /** The association's name as the site shows it (the greeting introduces the assistant with it). */
  brand: string;
  onNavigate?: () => void;
}

type BubbleProps = Pick<MessageListProps, 'origin' | 'onNavigate'> & {
  entry: Pick<ChatEntry, 'role' | 'content' | 'imageUrl' | 'failed'>;
};

/** One bubble: the visitor's text as typed (plus the sent image), the assistant's answer as Markdown. */
function MessageBubble({ entry, origin, onNavigate }: BubbleProps) {
  const mine = entry.role === 'user';
  const imageSrc = mine ? safeImageSrc(entry.imageUrl, origin) : undefined;
  return (
    <li
      className={cn('flex', mine ? 'justify-end' : 'justify-start')}
      data-testid={mine ? 'chat-question' : 'chat-answer'}
    >
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed',
          mine ? 'rounded-br-sm' : 'rounded-bl-sm',
          entry.failed
            ? 'border border-red-200 bg-red-50 text-red-800'
            : mine
              ? 'bg-brand-700 text-white'
              : 'bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{mine ? CHAT_TEXTS.you : CHAT_TEXTS.assistant}: </span>
        {imageSrc ? (
          <img
            src={imageSrc}
            alt={CHAT_TEXTS.sentImageAlt}
            className="mb-2 max-h-48 w-auto rounded-lg bg-white/20 object-contain"
            data-testid="chat-sent-image"
          />
        ) : null}
        {mine ? (
          <p className="whitespace-pre-wrap break-words">{entry.content}</p>
        ) : (
          <MarkdownText markdown={entry.content} origin={origin} onNavigate={onNavigate} />
        )}
      </div>
    </li>
  );
}

/** The conversation, always opening with the greeting; it keeps the newest bubble in view. */
export function MessageList({ entries, pending, origin, brand, onNavigate }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const greeting = { role: 'assistant', content: CHAT_TEXTS.greeting(brand) } as const;
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [entries.length, pending]);

  return (
    // Focusable so keyboard users can scroll a long conversation.
    <div
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={CHAT_TEXTS.conversation}
      className="flex-1 overflow-y-auto overscroll-contain px-4 py-4"
    >
      <ol className="space-y-3">
        <MessageBubble entry={greeting} origin={origin} onNavigate={onNavigate} />
        {entries.map((entry) => (
          <MessageBubble key={entry.id} entry={entry} origin={origin} onNavigate={onNavigate} />
        ))}
        {pending ? (
          // Three bouncing dots in an assistant bubble while the answer is on its way.
          <li className="flex justify-start" data-testid="chat-typing">
            <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3" role="status">
              <span className="sr-only">{CHAT_TEXTS.typing}</span>
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  className="h-2 w-2 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none"
                  style={{ animationDelay: `${delay}ms` }}
                  aria-hidden="true"
                />
              ))}
            </div>
          </li>
        ) : null}
      </ol>
    </div>
  );
}
