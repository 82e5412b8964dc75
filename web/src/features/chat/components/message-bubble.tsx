import { cn } from '@/lib/cn';
import { CHAT_TEXTS } from '../lib/chat-texts';
import type { ChatEntry } from '../lib/conversation-store';
import { safeImageSrc } from '../lib/safe-link';
import { MarkdownText } from './markdown-text';

interface MessageBubbleProps {
  entry: Pick<ChatEntry, 'role' | 'content' | 'imageUrl' | 'failed'>;
  origin: string;
  onNavigate?: () => void;
}

/** One bubble: the visitor's text as typed (plus the sent image), the assistant's answer as Markdown. */
export function MessageBubble({ entry, origin, onNavigate }: MessageBubbleProps) {
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
