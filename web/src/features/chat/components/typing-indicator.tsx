import { CHAT_TEXTS } from '../lib/chat-texts';

/** Three bouncing dots in an assistant bubble while the answer is on its way. */
export function TypingIndicator() {
  return (
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
  );
}
