import { useEffect, useRef } from 'react';
import { CHAT_TEXTS } from '../lib/chat-texts';
import type { ChatEntry } from '../lib/conversation-store';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  entries: ChatEntry[];
  pending: boolean;
  origin: string;
  /** The association's name as the site shows it (the greeting introduces the assistant with it). */
  brand: string;
  onNavigate?: () => void;
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
