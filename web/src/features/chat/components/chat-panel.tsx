import { useEffect, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { CloseIcon } from '@/components/ui/close-icon';
import { DEFAULT_SITE_SETTINGS } from '@/config/site-defaults';
import { useSiteSettings } from '@/lib/site-settings';
import { useChatLimits } from '../api/get-chat-limits';
import { useSendChatMessage } from '../api/send-message';
import { CHAT_PANEL_ID } from '../lib/chat-pages';
import { CHAT_TEXTS } from '../lib/chat-texts';
import { conversationStore } from '../lib/conversation-store';
import { AnswerAnnouncer } from './answer-announcer';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';

export interface ChatPanelProps {
  open: boolean;
  onClose: (returnFocus?: boolean) => void;
}

// Below this width the panel covers the page, so following a link to another page closes it.
const NARROW_SCREEN = '(max-width: 639px)';

/**
 * The chat window. It stays mounted (hidden) once opened, so the conversation, a half-typed question
 * and an answer still on its way survive closing it; the conversation itself lives in conversationStore.
 */
export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const { entries, pending, retryUntil } = useSyncExternalStore(
    conversationStore.subscribe,
    conversationStore.getState,
  );
  const send = useSendChatMessage();
  const limits = useChatLimits();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const origin = window.location.origin;
  const brand = useSiteSettings().data?.navbarBrand ?? DEFAULT_SITE_SETTINGS.navbarBrand;

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  const onNavigate = () => {
    if (window.matchMedia(NARROW_SCREEN).matches) onClose(false);
  };

  return (
    <section
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-panel-title"
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed inset-x-2 bottom-20 z-[90] flex h-[min(36rem,calc(100dvh-6rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-4 sm:w-96"
      data-testid="chat-panel"
    >
      <header className="flex items-start justify-between gap-3 bg-brand-700 px-4 py-3 text-white">
        <div>
          <h2 id="chat-panel-title" className="text-base font-bold">
            {CHAT_TEXTS.title(brand)}
          </h2>
          <p className="text-xs text-brand-100">{CHAT_TEXTS.subtitle}</p>
        </div>
        <button
          type="button"
          onClick={() => onClose()}
          aria-label={CHAT_TEXTS.close}
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
        >
          <CloseIcon />
        </button>
      </header>
      <MessageList entries={entries} pending={pending} origin={origin} brand={brand} onNavigate={onNavigate} />
      <ChatComposer inputRef={inputRef} pending={pending} retryUntil={retryUntil} limits={limits} onSend={send} />
      <AnswerAnnouncer entries={entries} />
    </section>
  );
}
