import { useMemo, useRef } from 'react';
import { CHAT_TEXTS } from '../lib/chat-texts';
import type { ChatEntry } from '../lib/conversation-store';
import { markdownToPlainText } from '../lib/markdown';

/** Reads out each answer that arrives while the panel is mounted (not the history it opened with). */
export function AnswerAnnouncer({ entries }: { entries: ChatEntry[] }) {
  const knownAtMount = useRef(entries.length);
  const latest = entries
    .slice(knownAtMount.current)
    .reverse()
    .find((entry) => entry.role === 'assistant');
  const text = useMemo(
    () => (latest ? `${CHAT_TEXTS.assistant}: ${markdownToPlainText(latest.content)}` : ''),
    [latest],
  );
  return (
    <div aria-live="polite" className="sr-only" data-testid="chat-announcer">
      {text}
    </div>
  );
}
